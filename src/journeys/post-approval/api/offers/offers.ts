import { atApplication, inline, type ApplicationRef } from '../../../../api/onboarding/calls.ts';
import { amountChangeAnswerSchema, approvalsSchema, loanDetailsSchema, selectAnswerSchema } from './schemas.ts';

/** GET /v1/application/{id}/approvals: the approved amount and every lender's offer. Errors: hidden, shown inline. */
export const getApprovals = inline.call('get', approvalsSchema, atApplication('v1', 'approvals'));

export interface SelectOfferRequest extends ApplicationRef {
  nbfcName: string;
  /** Rupees; the lender's limit when left out. */
  amount?: number;
}

/**
 * PATCH /v1/application/{id}/select-nbfc: chooses a lender; answers the loan id (§3, saved after
 * the choice). Errors: hidden, shown inline (EPL-40022 amount out of range, EPL-40903 already chosen).
 */
export const selectOffer = inline.call(
  'patch',
  selectAnswerSchema,
  atApplication('v1', 'select-nbfc', (input: SelectOfferRequest) =>
    input.amount === undefined ? { nbfcName: input.nbfcName } : { nbfcName: input.nbfcName, amount: input.amount },
  ),
);

/** GET /v1/creditloan/approved-amount/{id}/details?nbfcName=: one offer's key facts. Errors: hidden, inline. */
export const getLoanDetails = inline.call('get', loanDetailsSchema, (input: ApplicationRef & { nbfcName: string }) => ({
  path: `/v1/creditloan/approved-amount/${encodeURIComponent(input.applicationId)}/details`,
  searchParams: { nbfcName: input.nbfcName },
}));

/**
 * GET /v1/creditloan/{id}/amount-change?nbfcName=: whether the lender lets the applicant take less
 * than its limit, and in which range. Errors: hidden, inline.
 */
export const getAmountChange = inline.call(
  'get',
  amountChangeAnswerSchema,
  (input: ApplicationRef & { nbfcName: string }) => ({
    path: `/v1/creditloan/${encodeURIComponent(input.applicationId)}/amount-change`,
    searchParams: { nbfcName: input.nbfcName },
  }),
);
