import * as v from 'valibot';

// Money inside the sandbox is integer paise (docs/decisions/019-money-in-paise-and-reservations.md).
// The wire keeps the lender's contract: JSON numbers in rupees with at most two decimals. Each
// amount is converted exactly once at the boundary (paiseFromRupees in, rupeesFromPaise out) and
// formatted to text only for display (rupees()). A `Paise` can only be made by these functions, so
// a float of rupees cannot reach a column, a sum or a comparison unnoticed.

declare const paiseBrand: unique symbol;
/** A whole number of paise (₹1 = 100 paise), never a fraction. */
export type Paise = number & { readonly [paiseBrand]: true };

export const ZERO_PAISE = 0 as Paise;

/**
 * Rupees from the wire to paise, or null when the number is not an amount of rupees: more than
 * two decimals (128.025), not finite, or beyond exact integers. 128.02 * 100 is 12802.000000000002
 * in binary floating point: rounding and then checking that k / 100 gives back the same number
 * accepts every value a two-decimal text parses to, and nothing else.
 */
export function paiseFromRupees(value: number): Paise | null {
  if (!Number.isFinite(value)) return null;
  const k = Math.round(value * 100);
  return Number.isSafeInteger(k) && k / 100 === value ? (k as Paise) : null;
}

/** Paise to the wire's rupees: the nearest double to the two-decimal amount, which JSON writes exactly. */
export function rupeesFromPaise(amount: Paise): number {
  return amount / 100;
}

/**
 * A whole number of paise read from an INTEGER column or computed by integer arithmetic. Throws
 * on anything else: a fraction here is a bug to stop, not an amount to round.
 */
export function asPaise(value: number): Paise {
  if (!Number.isSafeInteger(value)) throw new Error(`Not a whole number of paise: ${value}`);
  return value as Paise;
}

/** Whole rupees (credit limits, the agreement's figures) as paise. */
export function paiseOfWholeRupees(value: number): Paise {
  if (!Number.isSafeInteger(value)) throw new Error(`Not whole rupees: ${value}`);
  return asPaise(value * 100);
}

/**
 * A figure in rupees computed outside the ledger (an offer's fee, a mandate's cap), already rounded
 * to the paisa where it was computed, as paise for display. Not for amounts a customer sends.
 */
export function paiseOfFigure(value: number): Paise {
  return asPaise(Math.round(value * 100));
}

/** The sandbox's validation of an amount in rupees on the wire: outputs Paise, refuses a third decimal. */
export const RupeesAsPaiseSchema = v.pipe(
  v.number(),
  v.check((value) => paiseFromRupees(value) !== null, 'must be an amount in rupees with at most two decimals'),
  v.transform((value) => paiseFromRupees(value) as Paise),
);

// How the sandbox writes an amount of rupees, on its pages, notifications and documents: §9's
// rule (whole rupees without decimals, anything else with two) in Indian digit grouping. PDFs
// write "Rs." instead of the sign: their standard fonts have no ₹.

export type RupeeSign = '₹' | 'Rs.';

export function rupees(amount: Paise, sign: RupeeSign = '₹'): string {
  return signed(figureOf(amount, false), sign);
}

/** An amount with its paise always written (₹1,23,456.00): a statement's or a receipt's figures, which align. */
export function rupeesWithPaise(amount: Paise, sign: RupeeSign = '₹'): string {
  return signed(figureOf(amount, true), sign);
}

/** The digits of an amount in Indian grouping, its paise written when asked or when there are any. */
function figureOf(amount: Paise, alwaysPaise: boolean): string {
  const whole = Math.floor(Math.abs(amount) / 100).toLocaleString('en-IN');
  const paise = Math.abs(amount) % 100;
  const tail = paise === 0 && !alwaysPaise ? '' : `.${String(paise).padStart(2, '0')}`;
  return `${amount < 0 ? '-' : ''}${whole}${tail}`;
}

const signed = (figure: string, sign: RupeeSign): string => (sign === '₹' ? `₹${figure}` : `Rs. ${figure}`);
