import { callsWith } from '../../../../api/call.ts';
import {
  atApplication,
  fileForm,
  INLINE,
  inline,
  upload,
  type ApplicationRef,
} from '../../../../api/onboarding/calls.ts';
import { bankDetailsAnswerSchema, bankInfoSchema, banksSchema, branchSchema, chequeAnswerSchema } from './schemas.ts';
import type { AccountType } from '../../../../../rules/post-approval/bank-account.ts';

const customer = callsWith(INLINE);

/** GET /v2/customer/ifsc?ifsc=: the branch of an IFSC. Errors: hidden (EPL-40020 format, EPL-40403 unknown). */
export const lookUpIfsc = customer.call('get', branchSchema, (input: { ifsc: string }) => ({
  path: '/v2/customer/ifsc',
  searchParams: { ifsc: input.ifsc },
}));

/** GET /v2/customer/banks: the banks the lender pays into. Errors: hidden. */
export const getBanks = customer.bare('get', banksSchema, '/v2/customer/banks');

/** GET /v1/application/{id}/bank-info: the verified account (masked), and the cheque. Errors: hidden. */
export const getBankInfo = inline.call('get', bankInfoSchema, atApplication('v1', 'bank-info'));

export interface BankDetailsRequest extends ApplicationRef {
  ifsc: string;
  accountNumber: string;
  confirmAccountNumber: string;
  accountType: AccountType;
  holderName: string;
}

/**
 * PATCH /v1/application/{id}/bank-details: saves and verifies the account (penny drop); a
 * mismatch or an invalid account is an answer, not an error, and stores nothing.
 */
export const saveBankDetails = inline.call(
  'patch',
  bankDetailsAnswerSchema,
  atApplication('v1', 'bank-details', ({ applicationId: _id, ...body }: BankDetailsRequest) => body),
);

/** PATCH /v1/application/{id}/cancelled-cheque (multipart `file`). Errors: hidden, shown on the card. */
export const uploadCancelledCheque = upload.call(
  'patch',
  chequeAnswerSchema,
  (input: ApplicationRef & { file: File }) => ({
    ...atApplication('v1', 'cancelled-cheque')(input),
    form: fileForm('file', input.file),
  }),
);
