import { mandateMachine } from '../../../machines/mandate/mandate.machine.ts';
import { saveFile as savePdf } from '../../lib/save-file.ts';
import { apiClient } from '../api-client.ts';
import type { LogicDeps } from '../logic-deps.ts';
import { createMandateActors, type MandateActorEnvironment } from './actors.ts';
import { browserMandateDrafts, type MandateDraftStore } from './drafts.ts';

// The mandate machine with everything real: its calls, the drafts, leaving for the bank's page
// and handing the NACH form (a PDF) to the browser. Loaded on demand by its runtime spec (./runtime.ts).

export interface MandateDeps extends LogicDeps<MandateDraftStore, MandateActorEnvironment> {
  redirectTo?: (url: string) => void;
  saveFile?: (blob: Blob, name: string) => void;
}

const leaveFor = (url: string): void => window.location.assign(url);

export function createAppMandateLogic(deps: MandateDeps = {}) {
  const client = deps.client ?? apiClient;
  const drafts = deps.drafts ?? browserMandateDrafts;
  const redirectTo = deps.redirectTo ?? leaveFor;
  const saveFile = deps.saveFile ?? savePdf;
  return mandateMachine.provide({
    actors: createMandateActors(client, deps.env),
    actions: {
      saveDrafts: ({ context }) => drafts.write(context.drafts),
      redirectTo: (_, params) => redirectTo(params.url),
      saveFile: (_, params) => saveFile(params.blob, params.name),
    },
  });
}
