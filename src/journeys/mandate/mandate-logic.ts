import { mandateMachine } from '../../../machines/mandate/mandate.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { apiClient } from '../api-client.ts';
import { createMandateActors, type MandateActorEnvironment } from './actors.ts';
import { browserMandateDrafts, type MandateDraftStore } from './drafts.ts';

// The mandate machine with everything real: its calls, the drafts, leaving for the bank's page
// and handing the NACH form to the browser. Loaded on demand by its runtime spec (./runtime.ts).

export interface MandateDeps {
  client?: ApiClient;
  drafts?: MandateDraftStore;
  env?: MandateActorEnvironment;
  redirectTo?: (url: string) => void;
  saveFile?: (blob: Blob, name: string) => void;
}

const leaveFor = (url: string): void => window.location.assign(url);

/** A download the browser saves under `name` (an object URL on a temporary link). */
function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function createAppMandateLogic(deps: MandateDeps = {}) {
  const client = deps.client ?? apiClient;
  const drafts = deps.drafts ?? browserMandateDrafts;
  const redirectTo = deps.redirectTo ?? leaveFor;
  const saveFile = deps.saveFile ?? download;
  return mandateMachine.provide({
    actors: createMandateActors(client, deps.env),
    actions: {
      saveDrafts: ({ context }) => drafts.write(context.drafts),
      redirectTo: (_, params) => redirectTo(params.url),
      saveFile: (_, params) => saveFile(params.blob, params.name),
    },
  });
}
