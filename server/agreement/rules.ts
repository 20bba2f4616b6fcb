// The sandbox lender's agreement rules (docs/sandbox.md, "Loan agreement"), pure so they are
// tested without a database: where an agreement stands, how long the lender's review takes, and
// the cooling-off exit the RBI's Digital Lending Directions (2025) give a borrower: repay the
// principal and the proportionate APR, no penalty. The e-sign request's life is the provider's
// (server/providers/esign/status.ts).

export const AgreementErrorCodes = {
  noLoan: 'EPL-40410',
  stepNotOpen: 'EPL-40910',
  kfsNotAcknowledged: 'EPL-40911',
  loanIdTaken: 'EPL-40912',
  /** The acknowledgement names a KFS that a fresh one has replaced. */
  kfsReplaced: 'EPL-40913',
} as const;

/** Where the lender has the agreement: signing, with its ops team, approved, refused, or live. */
export const REVIEW_STAGES = ['signing', 'opsReview', 'approved', 'rejected', 'active'] as const;
export type ReviewStage = (typeof REVIEW_STAGES)[number];

/** The application status each stage shows (§4); a refusal keeps readyForOps, as onboarding's keep theirs. */
export const STAGE_STATUS: Readonly<Record<ReviewStage, string>> = {
  signing: 'nbfcApproved',
  opsReview: 'readyForOps',
  approved: 'opsApproved',
  rejected: 'readyForOps',
  active: 'opsApproved',
};

export const STAGE_SUB_STATUS: Readonly<Record<ReviewStage, string>> = {
  signing: 'agreementPending',
  opsReview: 'opsReview',
  approved: 'opsApproved',
  rejected: 'loanRejected',
  active: 'creditLineActive',
};

/** The statuses the agreement journey owns. */
export const AGREEMENT_STATUSES = ['nbfcApproved', 'readyForOps', 'opsApproved'] as const;

export function isAgreementStatus(status: string): boolean {
  return (AGREEMENT_STATUSES as readonly string[]).includes(status);
}

/** The sign methods this lender offers; Aadhaar e-sign is the only one in the sandbox. */
export const SIGN_METHODS = ['aadhaarEsign'] as const;
export type SignMethod = (typeof SIGN_METHODS)[number];

/** The ops team's review takes up to one working day; the app shows this time, not a guess. */
export const OPS_REVIEW_MS = 24 * 60 * 60 * 1000;

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface CoolingOffInput {
  /** Principal drawn on the line, whole rupees. */
  principal: number;
  /** The annual percentage rate, e.g. 19.5 for 19.5 %. */
  aprPercent: number;
  /** The look-up period the lender's board set, in days. */
  coolingOffDays: number;
  activatedAtMs: number;
  nowMs: number;
}

export interface CoolingOffExit {
  open: boolean;
  endsAt: number;
  /** Whole days the principal has been out, at least one (a day's interest is the least due). */
  days: number;
  principal: number;
  /** The proportionate APR on the principal for those days, rounded to the paisa. */
  interest: number;
  exitAmount: number;
}

const paise = (value: number) => Math.round(value * 100) / 100;

/** What leaving the loan in its look-up period costs: the principal plus APR × days / 365. */
export function coolingOffExit(input: CoolingOffInput): CoolingOffExit {
  const endsAt = input.activatedAtMs + input.coolingOffDays * DAY_MS;
  const days = Math.max(1, Math.ceil((input.nowMs - input.activatedAtMs) / DAY_MS));
  const interest = paise((input.principal * input.aprPercent * days) / (100 * 365));
  return {
    open: input.nowMs < endsAt,
    endsAt,
    days,
    principal: input.principal,
    interest,
    exitAmount: paise(input.principal + interest),
  };
}
