import { HttpError } from '../kit/errors.ts';

// The sandbox lender's mandate rules (docs/sandbox.md, "Mandate"), pure: the modes, what a bank
// answers, how long each wait lasts, and which application status an attempt leaves. The rails
// they stand for are NPCI's e-mandate (net banking, debit card), UPI AutoPay and physical NACH.

export const MANDATE_MODES = ['netBanking', 'debitCard', 'upiAutopay', 'nach'] as const;
export type MandateMode = (typeof MANDATE_MODES)[number];
export const E_MANDATE_MODES = ['netBanking', 'debitCard'] as const;

/** The provider's states of one attempt (Cashfree-like: initialised, pending, success, failed; and expired). */
export const MANDATE_STATES = ['initiated', 'pending', 'success', 'failure', 'expired'] as const;
export type MandateState = (typeof MANDATE_STATES)[number];

/** Why a bank refused (the AP01–AP20 family, and a declined UPI mandate). */
export const FAILURE_REASONS = [
  'accountBlockedOrClosed',
  'nameMismatch',
  'amountOverLimit',
  'authenticationFailed',
  'declined',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** What a pending attempt (NACH under review, a bank that confirms later) resolves to. */
// A pending attempt (a NACH form under review, a bank that confirms later) can end in any refusal.
export const PENDING_OUTCOMES = ['success', ...FAILURE_REASONS] as const;
export type PendingOutcome = (typeof PENDING_OUTCOMES)[number];

const HOUR = 60 * 60 * 1000;
/** An attempt the applicant never finishes on the bank's or UPI page expires. */
export const ATTEMPT_TTL_MS = 30 * 60 * 1000;
/** A declined UPI mandate blocks another UPI attempt this long. */
export const UPI_RETRY_BLOCK_MS = 24 * HOUR;
/** The bank confirms a physical NACH within 24–48 hours; the sandbox answers at the end of it. */
export const NACH_REVIEW_MS = 48 * HOUR;
/** An e-mandate the bank leaves pending is confirmed within a day. */
export const BANK_CONFIRMATION_MS = 24 * HOUR;

/** The sponsor bank's name in §7's /v1/emandate/{esign-provider}/request; the wallet's in init-{wallet}. */
export const SPONSOR_BANK = 'sponsorbank';
export const WALLET = 'upi';
export const SPONSOR_PAGE_PATH = `/v1/emandate/${SPONSOR_BANK}-sandbox/authorise`;
export const UPI_PAGE_PATH = `/v1/emandate/${WALLET}-sandbox/approve`;

export const MANDATE_APPLICATION_STATUSES = [
  'emandatePending',
  'emandateFailed',
  'nachDownloaded',
  'nachUploaded',
  'emandateRegistered',
] as const;
export type MandateApplicationStatus = (typeof MANDATE_APPLICATION_STATUSES)[number];

export function isMandateStatus(status: string): status is MandateApplicationStatus {
  return (MANDATE_APPLICATION_STATUSES as readonly string[]).includes(status);
}

export const MandateErrorCodes = {
  /** §8: e-mandate KYC calls pass this code to the caller instead of the message. */
  kycNotVerified: 'EPL-10000',
  notAtMandate: 'EPL-40930',
  modeNotSupported: 'EPL-40931',
  alreadyRegistered: 'EPL-40932',
  retryBlocked: 'EPL-40933',
  underReview: 'EPL-40934',
  noTemplate: 'EPL-40935',
  notRegistered: 'EPL-40936',
} as const;

export type AttemptFacts = {
  mode: MandateMode;
  state: MandateState;
  downloaded: boolean;
  scanned: boolean;
};

/** The state a new attempt starts in: a NACH form waits for its scan, the others for their page. */
export function firstState(mode: MandateMode): MandateState {
  return mode === 'nach' ? 'pending' : 'initiated';
}

/** Whether the mandate counts as registered: the application says so, or the latest attempt succeeded. */
export function isRegistered(applicationStatus: string, attemptState: MandateState | null): boolean {
  return applicationStatus === 'emandateRegistered' || attemptState === 'success';
}

/** The application status an attempt leaves (the latest attempt decides). */
export function statusAfter(attempt: AttemptFacts | null): MandateApplicationStatus {
  if (!attempt) return 'emandatePending';
  if (attempt.state === 'success') return 'emandateRegistered';
  if (attempt.state === 'failure' || attempt.state === 'expired') return 'emandateFailed';
  if (attempt.mode === 'nach' && attempt.scanned) return 'nachUploaded';
  if (attempt.mode === 'nach' && attempt.downloaded) return 'nachDownloaded';
  return 'emandatePending';
}

/** Sub status per status (the lender's detail; the app only shows it). */
export const MANDATE_SUB_STATUS: Readonly<Record<MandateApplicationStatus, string>> = {
  emandatePending: 'mandatePending',
  emandateFailed: 'mandateFailed',
  nachDownloaded: 'nachTemplateDownloaded',
  nachUploaded: 'nachUnderReview',
  emandateRegistered: 'mandateRegistered',
};

/** Whether a new attempt may start: never once registered, nor while a NACH scan is under review. */
export function requireAttemptOpen(status: string): void {
  if (status === 'emandateRegistered' || status === 'nbfcApproved') {
    throw new HttpError(409, MandateErrorCodes.alreadyRegistered, 'Your repayment mandate is already registered.');
  }
  if (status === 'nachUploaded') {
    throw new HttpError(
      409,
      MandateErrorCodes.underReview,
      'Your signed NACH form is with the bank. Please wait for its answer.',
    );
  }
  if (!isMandateStatus(status)) {
    throw new HttpError(409, MandateErrorCodes.notAtMandate, 'The lender is not asking for a repayment mandate now.');
  }
}

/** A stored attempt brought up to `now`: an unfinished one expires, a due pending one is decided. */
export function settled<T extends { state: MandateState; reason: string | null }>(
  attempt: T & { expiresAtMs: number; decideAtMs: number | null },
  now: number,
  pendingOutcome: PendingOutcome,
): T {
  if (attempt.state === 'initiated' && attempt.expiresAtMs <= now)
    return { ...attempt, state: 'expired', reason: null };
  if (attempt.state === 'pending' && attempt.decideAtMs !== null && attempt.decideAtMs <= now) {
    return pendingOutcome === 'success'
      ? { ...attempt, state: 'success', reason: null }
      : { ...attempt, state: 'failure', reason: pendingOutcome };
  }
  return attempt;
}
