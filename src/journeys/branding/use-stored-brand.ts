import { useEffect, useState } from 'react';
import { storage, type StoredMarketplaceInfo } from '../../lib/storage.ts';

/**
 * The marketplace the customer arrived through (§1), as the login saved it, for the signed-in
 * shell's logo and name: the root theme keeps its colour after login, the shell keeps the rest.
 * Read again when storage changes (the branding actors announce same-tab writes).
 */
/** The marketplace's name as people read it (ShipKart), never its code (shipkart) when the lender gave one. */
export function marketplaceTitle(info: { name: string; displayName?: string | null }): string {
  return info.displayName?.trim() || info.name;
}

export function useStoredBrand(): StoredMarketplaceInfo | null {
  const [brand, setBrand] = useState(() => storage.get('marketplaceInfo'));
  useEffect(() => {
    const refresh = () => setBrand(storage.get('marketplaceInfo'));
    window.addEventListener('storage', refresh);
    return () => window.removeEventListener('storage', refresh);
  }, []);
  return brand;
}
