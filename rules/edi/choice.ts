import { formatMoney } from '../money/format.ts';
import type { Paise } from '../money/paise.ts';
import type { EdiOffer } from './types.ts';

// The amount and tenure a borrower chooses on the EDI offer: what the offer allows, in the sentence
// shown on the field it concerns. The chart asks it before a quote is called, the screen shows it.

export interface EdiChoice {
  amount: Paise | null;
  tenureDays: number | null;
}

export type ChoiceProblem = { field: 'amount' | 'tenureDays'; message: string };

export function ediChoiceProblem(offer: EdiOffer, choice: EdiChoice): ChoiceProblem | null {
  const range = `${formatMoney(offer.minAmount)} and ${formatMoney(offer.maxAmount)}`;
  if (choice.amount === null) return { field: 'amount', message: `Enter an amount between ${range}.` };
  if (choice.amount < offer.minAmount || choice.amount > offer.maxAmount) {
    return { field: 'amount', message: `Choose an amount between ${range}.` };
  }
  const days = `${offer.minTenureDays} and ${offer.maxTenureDays} days`;
  if (choice.tenureDays === null || !Number.isInteger(choice.tenureDays)) {
    return { field: 'tenureDays', message: `Enter a number of days between ${days}.` };
  }
  if (choice.tenureDays < offer.minTenureDays || choice.tenureDays > offer.maxTenureDays) {
    return { field: 'tenureDays', message: `Choose between ${days}.` };
  }
  return null;
}
