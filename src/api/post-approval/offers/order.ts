import { formatMoney } from '../../../lib/format/money.ts';
import { paiseFromWholeRupees } from '../../../lib/money/paise.ts';
import type { Offer } from './schemas.ts';

// RBI's Digital Lending Directions (2025) ask a multi-lender platform to show every offer without
// bias. The app does not trust the order offers arrive in: it lists them by the lender's registered
// name, A to Z, a rule that favours no lender and does not change with what a lender pays (ADR 008).

export function neutralOrder(offers: readonly Offer[]): Offer[] {
  return [...offers].sort(
    (a, b) => a.registeredName.localeCompare(b.registeredName, 'en') || a.nbfcName.localeCompare(b.nbfcName, 'en'),
  );
}

// Offers still carry whole rupees (ADR 022 lists them among what has yet to move to paise).
const rupeesText = (rupees: number): string => formatMoney(paiseFromWholeRupees(rupees));

/** Whether the lender takes `amount` for this offer: its limit, or a step inside its range. */
export function amountProblem(offer: Offer, amount: number): string | null {
  if (amount === offer.limit) return null;
  const range = offer.amountChange;
  if (!range) return 'This lender gives its full limit only';
  if (!Number.isInteger(amount) || amount < range.min || amount > range.max)
    return `Enter an amount from ${rupeesText(range.min)} to ${rupeesText(range.max)}`;
  if ((amount - range.min) % range.step !== 0) return `Enter the amount in steps of ${rupeesText(range.step)}`;
  return null;
}
