import { formatMoney } from '../money/format.ts';
import { paiseFromWholeRupees } from '../money/paise.ts';

// RBI's Digital Lending Directions (2025) ask a multi-lender platform to show every offer without
// bias. The app does not trust the order offers arrive in: it lists them by the lender's registered
// name, A to Z, a rule that favours no lender and does not change with what a lender pays (ADR 008).

/** The names an offer is listed by (the lender's offer has more). */
export interface OfferNames {
  nbfcName: string;
  registeredName: string;
}

/** What the lender lets the applicant borrow, in whole rupees (the lender's offer has more). */
export interface OfferAmounts {
  limit: number;
  /** null: the lender takes its limit as it is. */
  amountChange: { min: number; max: number; step: number } | null;
}

export function neutralOrder<TOffer extends OfferNames>(offers: readonly TOffer[]): TOffer[] {
  return [...offers].sort(
    (a, b) => a.registeredName.localeCompare(b.registeredName, 'en') || a.nbfcName.localeCompare(b.nbfcName, 'en'),
  );
}

// Offers still carry whole rupees (ADR 022 lists them among what has yet to move to paise).
const rupeesText = (rupees: number): string => formatMoney(paiseFromWholeRupees(rupees));

/** Whether the lender takes `amount` for this offer: its limit, or a step inside its range. */
export function amountProblem(offer: OfferAmounts, amount: number): string | null {
  if (amount === offer.limit) return null;
  const range = offer.amountChange;
  if (!range) return 'This lender gives its full limit only';
  if (!Number.isInteger(amount) || amount < range.min || amount > range.max)
    return `Enter an amount from ${rupeesText(range.min)} to ${rupeesText(range.max)}`;
  if ((amount - range.min) % range.step !== 0) return `Enter the amount in steps of ${rupeesText(range.step)}`;
  return null;
}

/** What AmountChangeAnswer parses into (src/journeys/post-approval/api/offers/schemas.ts). */
export type AmountChangeAnswer = { nbfcName: string; amountChange: AmountChange | null };

/** What LoanDetails parses into (src/journeys/post-approval/api/offers/schemas.ts). */
export type LoanDetails = Offer & {
  /** Rupees; `gst` is the GST charged on the fee (0 on a third party's charge). */
  fees: { name: string; payableTo: 'lender' | 'thirdParty'; amount: number; gst: number }[];
  penalCharges: string;
  foreclosureCharges: string;
  coolingOffDays: number;
  grievanceOfficer: { name: string; email: string; phone: string } | null;
  transferable: boolean;
  recoveryAgents: boolean;
};

/** What Offer parses into (src/journeys/post-approval/api/offers/schemas.ts). */
export type Offer = {
  nbfcName: string;
  registeredName: string;
  limit: number;
  tenureMonths: number;
  interestRatePa: number;
  apr: number;
  processingFee: number;
  /** GST charged on the processing fee, rupees. */
  processingFeeGst: number;
  processingFeePercent: number;
  amountChange: AmountChange | null;
};

/** What AmountChange parses into (src/journeys/post-approval/api/offers/schemas.ts). */
export type AmountChange = { min: number; max: number; step: number };
