import { expect } from 'vitest';
import { memoryStorage } from '../support/memory-storage.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers } from '../support/harness/machine-runner.ts';
import { provideStagingPanel } from '../../src/journeys/login/screens/staging/staging-panel-actions.ts';
import { apiBaseUrl } from '../../src/api/config.ts';

// The staging panel machine with its real storage effects; the reload is counted. Each path
// checks what the API client would use after the reload.

const DEV_SERVERS = 'https://dev1.saakh.test,https://dev2.saakh.test';
const storage = memoryStorage();
let reloads = 0;
const machine = provideStagingPanel({ storage, reload: () => (reloads += 1) });
const baseUrlAfterReload = () =>
  apiBaseUrl({ PROD: false, VITE_DEV_SERVERS: DEV_SERVERS }, () => storage.get('stagingServer'));

const handlers = {
  states: {
    choosing: ({ snapshot }) => {
      storage.set('stagingServer', 'https://dev1.saakh.test');
      reloads = 0;
      expect(snapshot.context.servers).toEqual(['https://dev1.saakh.test', 'https://dev2.saakh.test']);
      expect(snapshot.context.chosen).toBe('https://dev1.saakh.test');
    },
    reloading: ({ snapshot }) => {
      expect(reloads).toBe(0);
      expect(storage.get('stagingServer')).toBe(snapshot.context.chosen);
    },
    reloaded: ({ snapshot }) => {
      expect(reloads).toBe(1);
      expect(baseUrlAfterReload()).toBe(snapshot.context.chosen ?? '');
    },
  },
  events: { CHOOSE: sendEvent, RESET: sendEvent },
} satisfies MachineHandlers<typeof machine>;

runMachinePaths(machine, handlers, {
  name: 'stagingPanel',
  input: { servers: ['https://dev1.saakh.test', 'https://dev2.saakh.test'], current: 'https://dev1.saakh.test' },
  events: [{ type: 'CHOOSE', server: 'https://dev2.saakh.test' }, { type: 'RESET' }],
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
});
