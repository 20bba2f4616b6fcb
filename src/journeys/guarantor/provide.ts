import { assign } from 'xstate';
import { guarantorMachine } from '../../../machines/guarantor/guarantor.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { createGuarantorActors, type GuarantorBrowser } from './actors.ts';
import { guarantorFieldErrors } from '../../../rules/guarantor-fields.ts';

export interface GuarantorDeps extends GuarantorBrowser {
  /** Keeps the chosen loan (§3 selected guarantor loan) so a reload finds it. */
  storeChoice: (loanId: string) => void;
  /** Leaves the app for a provider page. */
  redirectTo: (url: string) => void;
}

/** The guarantor machine with its real calls, rules and browser effects. */
export function provideGuarantor(client: ApiClient, deps: GuarantorDeps) {
  return guarantorMachine.provide({
    actors: createGuarantorActors(client, deps),
    guards: {
      valid: ({ context }, params) =>
        Object.keys(guarantorFieldErrors(context.values, params.fields, new Date(deps.now()))).length === 0,
    },
    actions: {
      showErrors: assign(({ context }, params) => ({
        errors: { ...context.errors, ...guarantorFieldErrors(context.values, params.fields, new Date(deps.now())) },
      })),
      storeChoice: (_, params) => deps.storeChoice(params.loanId),
      redirectTo: (_, params) => deps.redirectTo(params.url),
    },
  });
}

export type GuarantorLogic = ReturnType<typeof provideGuarantor>;
