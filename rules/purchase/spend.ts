import { formatMoney } from '../money/format.ts';
import { parseTypedRupees, type Paise } from '../money/paise.ts';
import { failureCode } from '../failure.ts';
import type { SpendLine } from './types.ts';

// When a new spend is refused, and the sentence that says why (issue 30): the line is not active,
// an instalment is overdue, the marketplace has blocked transactions, or the amount is more than
// is available. The chart checks the line before a spend starts; the lender checks again when the
// spend is created (a pending spend may have taken the limit meanwhile) and answers with one of
// the codes below, which read as the same sentences (docs/decisions/040-purchase-chart.md).

export const BLOCKED_REASONS = ['notActive', 'overdue', 'marketplaceBlocked', 'overLimit'] as const;
export type BlockedReason = (typeof BLOCKED_REASONS)[number];

export const BLOCKED_MESSAGES: Readonly<Record<BlockedReason, string>> = {
  notActive: 'Your credit line is not active, so it cannot be used to pay yet.',
  overdue: 'An instalment is overdue. Pay it first, then you can use your credit line again.',
  marketplaceBlocked: 'Your marketplace has paused new payments from your credit line. Please contact it.',
  overLimit: 'This is more than your available limit.',
};

/** The lender's codes for a refused spend (§8 shape); the sandbox answers with these. */
export const SPEND_REFUSAL_CODES: Readonly<Record<string, BlockedReason>> = {
  'EPL-40960': 'notActive',
  'EPL-40961': 'overdue',
  'EPL-40962': 'overLimit',
  'EPL-40963': 'marketplaceBlocked',
};

/** Why the line takes no new spend at all, or null when it takes one (the amount is checked apart). */
export function lineBlockedReason(line: SpendLine): Exclude<BlockedReason, 'overLimit'> | null {
  if (!line.active) return 'notActive';
  if (line.overdue) return 'overdue';
  if (line.marketplaceBlocked) return 'marketplaceBlocked';
  return null;
}

/** The reason a lender's refusal names, or null when the failure is not a refused spend. */
export function refusedSpendReason(error: unknown): BlockedReason | null {
  const code = failureCode(error);
  return code !== null && Object.hasOwn(SPEND_REFUSAL_CODES, code) ? (SPEND_REFUSAL_CODES[code] ?? null) : null;
}

/** The amount field's sentence against what is available, or null when it may be spent. */
export function spendAmountProblem(typed: string, available: Paise): string | null {
  if (typed.trim() === '') return 'Enter the amount to pay.';
  const amount = parseTypedRupees(typed);
  if (amount === null) return 'Enter an amount in rupees, with up to 2 decimals.';
  if (amount <= 0) return 'Enter an amount more than ₹0.';
  if (amount > available) return `This is more than your available limit of ${formatMoney(available)}.`;
  return null;
}

/** The lender's eligibility reasons for a scanned merchant, as sentences. */
/** The lender's codes for an ineligible scanned payment, as the reasons above name them. */
export const INELIGIBLE_REASON_CODES: Readonly<Record<string, string>> = {
  'EPL-40970': 'merchantNotAllowed',
  'EPL-40962': 'overLimit',
};

const INELIGIBLE_MESSAGES: Readonly<Record<string, string>> = {
  merchantNotAllowed: 'Your credit line cannot pay this merchant: it pays business purchases only.',
  overLimit: BLOCKED_MESSAGES.overLimit,
};

/** Why a scanned merchant cannot be paid, as the scan screen says it. */
export function ineligibleMessage(reason: string | null): string {
  return (reason !== null && INELIGIBLE_MESSAGES[reason]) || 'Your credit line cannot pay this merchant.';
}
