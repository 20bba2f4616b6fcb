import { assign, setup } from 'xstate';
import type { VirtualAccount } from '../../rules/mandate/types.ts';
import { appCall, messageOf } from '../kit/app-call.ts';
import { readOnceStates } from '../kit/read-once.ts';
import { chartTypes } from '../kit/chart-types.ts';
import { MANDATE_PATHS } from './screens.ts';

// redirect-mandate's bank-transfers mode (§2, the legacy /va-accounts, 'A/C details for bank
// transfers'): the applicant's virtual account to pay into by bank transfer. A read only.

export const BANK_TRANSFERS_PATH = MANDATE_PATHS.redirecting;

export interface BankTransfersContext {
  account: VirtualAccount | null;
  error: string | null;
}

export const bankTransfersMachine = setup({
  types: chartTypes<BankTransfersContext, { type: 'RETRY' }>(),
  actors: {
    // Real implementation: src/journeys/mandate/bank-transfers.ts.
    loadAccount: appCall<VirtualAccount, void>('loadAccount'),
  },
  actions: {
    keepAccount: assign((_, params: VirtualAccount) => ({ account: params, error: null })),
    showError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
  },
}).createMachine({
  id: 'bankTransfers',
  initial: 'loading',
  context: { account: null, error: null },
  // loading: The Loader while the account is read.
  // shown: Beneficiary, account number, IFSC and bank, each with a copy button.
  // failed: The problem with Retry.
  states: readOnceStates(BANK_TRANSFERS_PATH, 'loadAccount', 'keepAccount'),
});
