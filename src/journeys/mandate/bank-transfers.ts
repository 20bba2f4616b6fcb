import { fromPromise, type ActorRefFrom } from 'xstate';
import { bankTransfersMachine } from '../../../machines/mandate/bank-transfers.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { getVaDetails } from './api/va-details.ts';
import { type VirtualAccount } from '../../../rules/mandate/types.ts';
import { apiClient } from '../api-client.ts';
import { pageJourney } from '../runtime/spec.ts';

/** The bank-transfers page's machine with its read on the app's client. */
export function bankTransfersLogic(client: ApiClient) {
  return bankTransfersMachine.provide({
    actors: { loadAccount: fromPromise<VirtualAccount, void>(() => getVaDetails(client)) },
  });
}

export type BankTransfersRef = ActorRefFrom<typeof bankTransfersMachine>;

/** One actor for the page while it is open: each visit reads the account again. */
export const bankTransfersJourney = pageJourney('bankTransfers', () => bankTransfersLogic(apiClient));
