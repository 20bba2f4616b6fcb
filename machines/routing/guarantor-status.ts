import { GUARANTOR_PATHS, type GuarantorScreen } from '../guarantor/screens.ts';
import { matchPath } from './paths.ts';

// THE guarantor status table (§4 Guarantor journey): every status of the guarantor record, one
// line each, saying which screen a guarantor in that status sees. Like the application's table
// (./status-access.ts) it is the one place the journey reads: the guarantor machine lands on its
// screens through it, allows them through it, and the guard keeps roles apart with its addresses.
// The status is the lender's; which follows which is the sandbox's business (docs/sandbox.md).

export type GuarantorStatusRule =
  /** A step of the journey, for the chosen loan. */
  | { kind: 'step'; screen: GuarantorScreen }
  /** Decided by the chosen loan: its e-sign still pending, or done. */
  | { kind: 'byChosenLoan'; pending: GuarantorScreen; signed: GuarantorScreen }
  /** Out of the guarantor's hands, whatever the loans. */
  | { kind: 'fixed'; screen: GuarantorScreen };

const step = (screen: GuarantorScreen): GuarantorStatusRule => ({ kind: 'step', screen });

/** In the order the journey moves through them. */
export const GUARANTOR_STATUS_ACCESS = {
  initiated: step('pan'),
  panNumberUpdated: step('details'),
  personalInfoUpdated: step('kyc'),
  digiLockerVerified: step('kycSuccess'),
  aadharESigned: { kind: 'byChosenLoan', pending: 'kycSuccess', signed: 'verified' },
  readyForOps: { kind: 'fixed', screen: 'guarantorDetails' },
} as const satisfies Record<string, GuarantorStatusRule>;

export type GuarantorStatus = keyof typeof GUARANTOR_STATUS_ACCESS;

export const GUARANTOR_STATUSES = Object.keys(GUARANTOR_STATUS_ACCESS) as readonly GuarantorStatus[];

export function isGuarantorStatus(value: string | null | undefined): value is GuarantorStatus {
  return typeof value === 'string' && Object.hasOwn(GUARANTOR_STATUS_ACCESS, value);
}

/** A loan as the table needs it (§3 Guarantor loan). */
export interface LoanFacts {
  loanId: string;
  expiryTime: string;
  aadharEsignPending: boolean;
}

/** What the journey knows when it chooses a screen. */
export interface GuarantorPosition {
  status: string;
  loans: readonly LoanFacts[];
  /** The loan the guarantor chose on Loan Information (kept across reloads), or null. */
  chosenLoanId: string | null;
  /** Where the journey was opened: Loan Information itself, or any other of its addresses. */
  entry: 'loanInfo' | 'step';
  /** Milliseconds since the epoch, for the expiry rule. */
  now: number;
}

/** An application past its expiry cannot be guaranteed. */
export function isExpired(loan: LoanFacts, now: number): boolean {
  return Date.parse(loan.expiryTime) <= now;
}

/** A loan the guarantor may choose on Loan Information: e-sign pending and not expired. */
export function isChoosable(loan: LoanFacts, now: number): boolean {
  return loan.aadharEsignPending && !isExpired(loan, now);
}

/** The screen the status shows for a chosen loan whose e-sign is (or is not) pending. */
export function statusScreen(status: string, chosenPending: boolean): GuarantorScreen {
  if (!isGuarantorStatus(status)) return 'notVerified';
  const rule: GuarantorStatusRule = GUARANTOR_STATUS_ACCESS[status];
  switch (rule.kind) {
    case 'step':
    case 'fixed':
      return rule.screen;
    case 'byChosenLoan':
      return chosenPending ? rule.pending : rule.signed;
  }
}

/**
 * Where the guarantor lands (§4): a fixed status wins; after OTP (the journey opened on Loan
 * Information) any loan with e-sign pending shows Loan Information, else Guarantor Verified;
 * opened on a step with a loan chosen, the status decides for that loan, so a reload stays put.
 */
export function landingScreen(position: GuarantorPosition): GuarantorScreen {
  const { status, loans, chosenLoanId, entry } = position;
  if (isGuarantorStatus(status) && GUARANTOR_STATUS_ACCESS[status].kind === 'fixed') {
    return statusScreen(status, false);
  }
  const anyPending = loans.some((loan) => loan.aadharEsignPending);
  const chosen = loans.find((loan) => loan.loanId === chosenLoanId);
  if (entry === 'loanInfo' || !chosen) return anyPending ? 'loanInfo' : 'verified';
  return statusScreen(status, chosen.aadharEsignPending);
}

/**
 * The screens this position may open by address (§2 allowedStatus, enforced): the one it lands
 * on for a step, and Loan Information whenever a loan is still to be chosen from.
 */
export function allowedGuarantorScreens(position: GuarantorPosition): ReadonlySet<GuarantorScreen> {
  const allowed = new Set<GuarantorScreen>([landingScreen({ ...position, entry: 'step' })]);
  const fixed = isGuarantorStatus(position.status) && GUARANTOR_STATUS_ACCESS[position.status].kind === 'fixed';
  if (!fixed && position.loans.some((loan) => loan.aadharEsignPending)) allowed.add('loanInfo');
  return allowed;
}

/** Whether an address is one of the guarantor journey's (the guard keeps customers out of them). */
export function isGuarantorAddress(pathname: string): boolean {
  return Object.values(GUARANTOR_PATHS).some((path) => matchPath(path, pathname) !== null);
}

export { GUARANTOR_ENTRY } from './guarantor-entry.ts';
