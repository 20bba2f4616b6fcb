import { agreementMachine } from '../../../machines/agreement/agreement.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { createAgreementActors, type AgreementEnvironment } from './actors.ts';
import { browserAgreementDrafts } from './drafts.ts';

export interface AgreementDeps extends AgreementEnvironment {
  /** Leaves the app for the e-sign provider's page. */
  redirectTo: (url: string) => void;
}

/** The agreement machine with its real calls and browser effects. */
export function provideAgreement(client: ApiClient, deps: AgreementDeps) {
  const drafts = deps.drafts ?? browserAgreementDrafts;
  return agreementMachine.provide({
    actors: createAgreementActors(client, { ...deps, drafts }),
    actions: {
      redirectTo: (_, params) => deps.redirectTo(params.url),
      saveTick: (_, params) => drafts.write(params.loanId, params.ticked),
    },
  });
}

export type AgreementLogic = ReturnType<typeof provideAgreement>;
