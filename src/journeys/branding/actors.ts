import { fromPromise } from 'xstate';
import { brandingMachine } from './branding.machine.ts';
import { getMarketplaceInfo, type MarketplaceInfoResponse } from '../../api/marketplace/index.ts';
import type { ApiClient } from '../../api/client.ts';
import type { BrowserStorage } from '../../lib/storage.ts';

export interface BrandingDeps {
  client: ApiClient;
  storage: Pick<BrowserStorage, 'set' | 'remove'>;
  /** Tells the root theme that the stored branding changed. */
  notifyThemeChanged?: () => void;
}

/** GET /v1/marketplace/logo-url as the branding machine's `fetchMarketplace` actor. */
export function marketplaceFetcher(client: ApiClient) {
  // 'hidden': an unknown marketplace only means the default look (§2), never a popup.
  return fromPromise<MarketplaceInfoResponse, { marketplaceName: string }>(({ input, signal }) =>
    getMarketplaceInfo(client, input, { errors: 'hidden', signal }),
  );
}

function announceStorageChange(): void {
  // The root theme re-reads storage after navigations and on `storage` events. The fetch ends
  // without a navigation and same-tab writes fire no `storage` event, so one is sent here.
  if (typeof window !== 'undefined') window.dispatchEvent(new StorageEvent('storage', { key: 'marketplaceInfo' }));
}

/** The branding machine with the app's real API call and storage effects. */
export function provideBranding({ client, storage, notifyThemeChanged = announceStorageChange }: BrandingDeps) {
  return brandingMachine.provide({
    actors: { fetchMarketplace: marketplaceFetcher(client) },
    actions: {
      clearStoredBranding: () => {
        storage.remove('marketplaceInfo');
        notifyThemeChanged();
      },
      saveBranding: (_, { info }) => {
        storage.set('marketplaceInfo', {
          name: info.name,
          displayName: info.displayName,
          marketplaceLogoUrl: info.marketplaceLogoUrl,
          primaryColorCode: info.primaryColorCode,
          fontFamily: info.fontFamily,
        });
        notifyThemeChanged();
      },
    },
  });
}
