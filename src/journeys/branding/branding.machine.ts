import { assign, fromPromise, setup } from 'xstate';
import type { MarketplaceInfoResponse } from '../../api/marketplace/schemas.ts';
import { notProvided } from '../../../machines/kit/app-call.ts';

// The login layout's marketplace branding (§1, §2): a partner's logo, colour, font and copy
// variant, fetched when the address names a marketplace. Not a journey: it owns no screen and no
// URL, so it is not registered in machines/index.ts.
//
// The layout sends LOAD once it has read the address. (An input-decided `always` would make the
// no-marketplace branch unreachable for a path plan built from one input.)

export interface BrandingContext {
  marketplaceName: string | null;
  info: MarketplaceInfoResponse | null;
}

export type BrandingEvent = { type: 'LOAD'; marketplaceName: string | null };

export const brandingMachine = setup({
  types: {
    context: {} as BrandingContext,
    events: {} as BrandingEvent,
  },
  actors: {
    fetchMarketplace: fromPromise<MarketplaceInfoResponse, { marketplaceName: string }>(async () =>
      notProvided('fetchMarketplace'),
    ),
  },
  actions: {
    // §2: whatever a previous visit stored must not theme this one, so it goes before the fetch.
    clearStoredBranding: () => notProvided('clearStoredBranding'),
    // The root theme reads the stored info (src/app/theme.tsx), so branding is applied by saving it.
    saveBranding: (_, _params: { info: MarketplaceInfoResponse }) => notProvided('saveBranding'),
    rememberName: assign({
      marketplaceName: (_, params: { marketplaceName: string | null }) => params.marketplaceName?.trim() || null,
    }),
  },
  guards: {
    namesMarketplace: (_, params: { marketplaceName: string | null }) => Boolean(params.marketplaceName?.trim()),
  },
}).createMachine({
  id: 'branding',
  context: { marketplaceName: null, info: null },
  initial: 'idle',
  states: {
    // Layout mounted, address not read yet: nothing is shown in the logo slot.
    idle: {
      on: {
        LOAD: [
          {
            guard: { type: 'namesMarketplace', params: ({ event }) => ({ marketplaceName: event.marketplaceName }) },
            target: 'loading',
            actions: [
              'clearStoredBranding',
              { type: 'rememberName', params: ({ event }) => ({ marketplaceName: event.marketplaceName }) },
            ],
          },
          { target: 'unbranded', actions: 'clearStoredBranding' },
        ],
      },
    },
    // Asking the lender for the marketplace's logo, colours and variant; the logo slot stays empty.
    loading: {
      invoke: {
        id: 'fetchMarketplace',
        src: 'fetchMarketplace',
        input: ({ context }) => ({ marketplaceName: context.marketplaceName ?? '' }),
        onDone: {
          target: 'branded',
          actions: [
            assign({ info: ({ event }) => event.output }),
            { type: 'saveBranding', params: ({ event }) => ({ info: event.output }) },
          ],
        },
        // An unknown marketplace or a failed call is not the user's problem: default look, no popup.
        onError: { target: 'unbranded' },
      },
    },
    // The partner's logo and copy variant are shown.
    branded: { type: 'final' },
    // Saakh's own logo and copy.
    unbranded: { type: 'final' },
  },
});
