import type { VirtualAccount } from '../../../rules/mandate/types.ts';
import { named } from './named.ts';

// The sample events of the `bankTransfers` journey (redirect-mandate's bank-transfers mode), for
// both runners: the read answers an applicant's virtual account, or fails with this message.

export const BANK_TRANSFERS_FAULT = 'Your account details are unavailable for a moment.';

export const VIRTUAL_ACCOUNT: VirtualAccount = named('a virtual account at Yes Bank', {
  beneficiaryName: 'Arthika Finance Limited',
  accountNumber: 'SAAKH0123456789',
  ifsc: 'YESB0001000',
  bankName: 'Yes Bank',
});

export const bankTransfersEvents = [
  { type: 'xstate.done.actor.loadAccount', output: VIRTUAL_ACCOUNT },
  { type: 'xstate.error.actor.loadAccount', error: new Error(BANK_TRANSFERS_FAULT) },
] as const;
