import { useEffect, useMemo } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { defaultThemeClass } from '../styles/theme.css.ts';
import { marketplaceThemeStyle } from '../styles/marketplace-theme.ts';
import type { MarketplaceThemeInfo } from '../styles/marketplace-theme.ts';

export interface ThemeRootProps {
  /** The partner marketplace's branding, when the user arrived through one (§1). */
  marketplace?: MarketplaceThemeInfo | null;
  children: ReactNode;
  className?: string;
}

/**
 * Applies the Saakh theme and, when present, the marketplace's primary colour and
 * font. The variables are also set on <html> because dialogs and toasts render in
 * portals outside this element.
 */
export function ThemeRoot({ marketplace, children, className }: ThemeRootProps) {
  const primaryColorCode = marketplace?.primaryColorCode ?? null;
  const fontFamily = marketplace?.fontFamily ?? null;
  const style = useMemo(() => marketplaceThemeStyle({ primaryColorCode, fontFamily }), [primaryColorCode, fontFamily]);

  useEffect(() => {
    const root = document.documentElement;
    const entries = Object.entries(style);
    entries.forEach(([name, value]) => root.style.setProperty(name, value));
    return () => entries.forEach(([name]) => root.style.removeProperty(name));
  }, [style]);

  return (
    <div className={className ? `${defaultThemeClass} ${className}` : defaultThemeClass} style={style as CSSProperties}>
      {children}
    </div>
  );
}
