import { HttpError } from '../kit/errors.ts';

// The EDI loan's rules and codes (docs/sandbox.md "EDI loans", docs/api-contract.md): what an amount
// and a tenure may be, and why a disbursement request is refused. The sentences are the borrower's.

/** The states of a disbursement request (ADR 050); the table's CHECK lists the same. */
export type DisbursementStatus = 'requested' | 'approved' | 'disbursed' | 'failed' | 'cancelled';

export const EdiErrorCodes = {
  noOffer: 'EPL-40420',
  noDisbursement: 'EPL-40421',
  openRequest: 'EPL-40980',
  overdue: 'EPL-40981',
  noVerifiedAccount: 'EPL-40982',
  notAllowedNow: 'EPL-40983',
  kfsReplaced: 'EPL-40984',
  amountOutOfRange: 'EPL-42240',
  tenureOutOfRange: 'EPL-42241',
  consentMissing: 'EPL-42242',
} as const;

/** A request still on its way to the borrower's account: no second one may be made meanwhile. */
export const OPEN_STATUSES: readonly DisbursementStatus[] = ['requested', 'approved'];

/** Why a payout failed, as QA chooses it; each has the sentence the borrower reads. */
export const FAILURE_REASONS = {
  accountClosed: 'Your bank returned the payout: the account is closed. Please contact us to update it.',
  bankDown: 'Your bank could not receive the payout just now. Please request it again.',
  riskCheck: 'The lender could not approve this payout. Please contact us for the reason.',
} as const;
export type FailureReason = keyof typeof FAILURE_REASONS;

/** QA's decisions on the latest request, and the statuses each may follow. */
export const DECISIONS = {
  approve: { from: ['requested'], to: 'approved' },
  disburse: { from: ['requested', 'approved'], to: 'disbursed' },
  fail: { from: ['requested', 'approved'], to: 'failed' },
  cancel: { from: ['requested', 'approved'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly DisbursementStatus[]; to: DisbursementStatus }>;
export type Decision = keyof typeof DECISIONS;

export interface Limits {
  minAmount: number;
  maxAmount: number;
  minTenureDays: number;
  maxTenureDays: number;
}

const rupeeText = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

/** 422 unless the amount (paise) and the tenure keep the offer's limits. */
export function assertWithinLimits(limits: Limits, amount: number, tenureDays: number): void {
  if (amount < limits.minAmount || amount > limits.maxAmount) {
    throw new HttpError(
      422,
      EdiErrorCodes.amountOutOfRange,
      `amount: choose between ${rupeeText(limits.minAmount)} and ${rupeeText(limits.maxAmount)}.`,
    );
  }
  if (tenureDays < limits.minTenureDays || tenureDays > limits.maxTenureDays) {
    throw new HttpError(
      422,
      EdiErrorCodes.tenureOutOfRange,
      `tenureDays: choose between ${limits.minTenureDays} and ${limits.maxTenureDays} days.`,
    );
  }
}
