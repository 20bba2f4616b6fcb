import { afterAll, expect } from 'vitest';
import { createHarness } from '../support/sandbox-client.ts';
import { memoryStorage } from '../support/memory-storage.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers } from '../support/harness/machine-runner.ts';
import { marketplaceFetcher, provideBranding } from '../../src/journeys/branding/actors.ts';

// The login layout's branding machine against the in-process sandbox: the real logo-url call,
// the real storage module. A path that expects the lookup to fail asks the sandbox for a fault.

const h = createHarness();
const storage = memoryStorage();
let themeNotices = 0;
const machine = provideBranding({ client: h.client, storage, notifyThemeChanged: () => (themeNotices += 1) });
afterAll(() => h.close());

const handlers = {
  states: {
    idle: async ({ path }) => {
      await h.control('DELETE', '/__sandbox/faults');
      // Left over from an earlier path: LOAD must clear it whatever happens next.
      storage.set('marketplaceInfo', {
        name: 'stale',
        displayName: null,
        marketplaceLogoUrl: null,
        primaryColorCode: '#000000',
        fontFamily: null,
      });
      themeNotices = 0;
      h.recorded.popups.length = 0;
      if (path.steps.some((step) => step.event.type === 'xstate.error.actor.fetchMarketplace')) {
        // Every answer fails, retries included; the next path's idle handler disarms it.
        await h.addFault({ method: 'GET', path: '/v1/marketplace/logo-url', status: 500, times: 10 });
      }
    },
    loading: ({ snapshot }) => {
      expect(snapshot.context.marketplaceName).toBe('shipkart');
      expect(storage.get('marketplaceInfo')).toBeNull();
    },
    branded: ({ snapshot }) => {
      expect(snapshot.context.info).toMatchObject({
        name: 'shipkart',
        loginVariant: 'partnerShipping',
        primaryColorCode: '#5b2bd6',
      });
      expect(storage.get('marketplaceInfo')).toEqual({
        name: 'shipkart',
        displayName: 'ShipKart',
        marketplaceLogoUrl: '/v1/marketplace/logos/shipkart.svg',
        primaryColorCode: '#5b2bd6',
        fontFamily: 'Poppins, sans-serif',
      });
      expect(themeNotices).toBe(2);
    },
    unbranded: ({ snapshot }) => {
      expect(snapshot.context.info).toBeNull();
      expect(storage.get('marketplaceInfo')).toBeNull();
      expect(themeNotices).toBe(1);
      // §2: a failed branding lookup shows the default look, never a popup.
      expect(h.recorded.popups).toEqual([]);
    },
  },
  events: { LOAD: sendEvent },
} satisfies MachineHandlers<typeof machine>;

runMachinePaths(machine, handlers, {
  name: 'branding',
  events: [
    { type: 'LOAD', marketplaceName: 'shipkart' },
    { type: 'LOAD', marketplaceName: null },
    { type: 'xstate.done.actor.fetchMarketplace' },
    { type: 'xstate.error.actor.fetchMarketplace' },
  ],
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  actors: { fetchMarketplace: marketplaceFetcher(h.client) },
});
