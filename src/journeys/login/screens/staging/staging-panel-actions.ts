import { stagingPanelMachine } from './staging-panel.machine.ts';
import type { BrowserStorage } from '../../../../lib/storage.ts';

// STAGING_PANEL — the panel's browser effects. Lives beside the panel so it is only ever loaded
// with it (lazily, non-production builds only).

export interface StagingPanelDeps {
  storage: Pick<BrowserStorage, 'set' | 'remove'>;
  reload: () => void;
}

export function provideStagingPanel({ storage, reload }: StagingPanelDeps) {
  return stagingPanelMachine.provide({
    actions: {
      storeServer: (_, { server }) => storage.set('stagingServer', server),
      forgetServer: () => storage.remove('stagingServer'),
      reloadPage: () => reload(),
    },
  });
}
