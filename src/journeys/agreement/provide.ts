import { agreementMachine } from '../../../machines/agreement/agreement.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { createAgreementActors, type AgreementEnvironment } from './actors.ts';

export interface AgreementDeps extends AgreementEnvironment {
  /** Leaves the app for the e-sign provider's page. */
  redirectTo: (url: string) => void;
}

/** The agreement machine with its real calls and browser effects. */
export function provideAgreement(client: ApiClient, deps: AgreementDeps) {
  return agreementMachine.provide({
    actors: createAgreementActors(client, deps),
    actions: { redirectTo: (_, params) => deps.redirectTo(params.url) },
  });
}

export type AgreementLogic = ReturnType<typeof provideAgreement>;
