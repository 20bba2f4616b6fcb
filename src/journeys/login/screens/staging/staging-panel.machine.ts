import { assign, setup } from 'xstate';
import { notProvided } from '../../../../../machines/kit/app-call.ts';

// STAGING_PANEL — §2/§6 staging deployment panel: a tester picks one of the build's development
// servers (or resets to the default) and the page reloads 3 s later (§9) so every actor starts
// against the new host. A dev tool, not a journey: not in machines/index.ts, and only ever loaded
// through the lazy import Mobile No guards with import.meta.env.PROD (the marker above makes
// scripts/check-bundle.ts fail a production build that contains it).

export interface StagingPanelInput {
  servers: readonly string[];
  /** The server chosen earlier, if any. */
  current: string | null;
}

export interface StagingPanelContext {
  servers: readonly string[];
  current: string | null;
  /** The server the page will reload against; null after a reset. */
  chosen: string | null;
}

export type StagingPanelEvent = { type: 'CHOOSE'; server: string } | { type: 'RESET' };

export const STAGING_RELOAD_DELAY_MS = 3_000;

export const stagingPanelMachine = setup({
  types: {
    input: {} as StagingPanelInput,
    context: {} as StagingPanelContext,
    events: {} as StagingPanelEvent,
  },
  actions: {
    storeServer: (_, _params: { server: string }) => notProvided('storeServer'),
    forgetServer: () => notProvided('forgetServer'),
    reloadPage: () => notProvided('reloadPage'),
  },
  guards: {
    // Only a server the build lists may be stored; the API client ignores anything else anyway.
    isListedServer: ({ context }, params: { server: string }) => context.servers.includes(params.server),
  },
  delays: { reloadAfter: STAGING_RELOAD_DELAY_MS },
}).createMachine({
  id: 'stagingPanel',
  // Kept as code (comments are minified away) so a production build containing this fails check-bundle.
  description: 'STAGING_PANEL: choose or reset the development server, then reload',
  context: ({ input }) => ({ servers: input.servers, current: input.current, chosen: input.current }),
  initial: 'choosing',
  states: {
    // The list of development servers with the current one marked, and a reset button.
    choosing: {
      on: {
        CHOOSE: {
          guard: { type: 'isListedServer', params: ({ event }) => ({ server: event.server }) },
          target: 'reloading',
          actions: [
            assign({ chosen: ({ event }) => event.server }),
            { type: 'storeServer', params: ({ event }) => ({ server: event.server }) },
          ],
        },
        RESET: {
          target: 'reloading',
          actions: [assign({ chosen: null }), 'forgetServer'],
        },
      },
    },
    // "Reloading in 3 seconds" is announced; nothing can be pressed.
    reloading: {
      after: { reloadAfter: { target: 'reloaded', actions: 'reloadPage' } },
    },
    // The reload has been asked for; the page is going away.
    reloaded: { type: 'final' },
  },
});
