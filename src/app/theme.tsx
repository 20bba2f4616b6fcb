import { useEffect, useState, type ReactNode } from 'react';
import { storage as browserStorage, type BrowserStorage, type StoredMarketplaceInfo } from '../lib/storage.ts';
import { ThemeRoot } from '../ui/index.ts';

type Unsubscribe = () => void;

export interface AppThemeProps {
  children: ReactNode;
  /** Called back whenever the marketplace info may have changed (the app passes router navigations). */
  subscribe: (onChange: () => void) => Unsubscribe;
  storage?: Pick<BrowserStorage, 'get'>;
}

const sameBrand = (a: StoredMarketplaceInfo | null, b: StoredMarketplaceInfo | null) =>
  a?.primaryColorCode === b?.primaryColorCode && a?.fontFamily === b?.fontFamily && a?.name === b?.name;

/**
 * §1: the root applies the stored marketplace's primary colour and font family when present.
 * The info is saved and cleared by journeys (login, referral) without telling anyone, so it is
 * read again after every navigation and whenever another tab changes storage.
 */
export function AppTheme({ children, subscribe, storage = browserStorage }: AppThemeProps) {
  const [marketplace, setMarketplace] = useState(() => storage.get('marketplaceInfo'));

  useEffect(() => {
    const refresh = () => {
      const next = storage.get('marketplaceInfo');
      setMarketplace((current) => (sameBrand(current, next) ? current : next));
    };
    const unsubscribe = subscribe(refresh);
    window.addEventListener('storage', refresh);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', refresh);
    };
  }, [subscribe, storage]);

  return <ThemeRoot marketplace={marketplace}>{children}</ThemeRoot>;
}
