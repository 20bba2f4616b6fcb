import { paiseFromWireRupees, type Paise } from '../../rules/money/paise.ts';

/** A fixture's amount written in rupees (as the lender's wire has them) as the app's Paise; a third decimal throws. */
export function inr(rupees: number): Paise {
  const paise = paiseFromWireRupees(rupees);
  if (paise === null) throw new RangeError(`not an amount of rupees with at most two decimals: ${rupees}`);
  return paise;
}
