// Money inside the app is a whole number of paise, never a fraction of a rupee: binary floats
// cannot hold 128.02 exactly, so arithmetic on rupees drifts and the two sides disagree on what
// was asked (issue 27, finding 6). The wire keeps JSON numbers in rupees with at most two decimals;
// this module is the one place that crosses between the two, exactly or not at all.

declare const paiseBrand: unique symbol;

/** A whole number of paise (₹1 = 100). Made only by the functions below, so a rupee figure cannot pass as one. */
export type Paise = number & { readonly [paiseBrand]: 'Paise' };

/** Zero paise: nothing owed, nothing paid. */
export const ZERO_PAISE = 0 as Paise;

/** Whole rupees that fit a safe integer of paise with room to spare: more than any credit line. */
const MAX_WHOLE_DIGITS = 13;

/** Integer paise as Paise, or null for a fraction or a number past the safe integers. */
export function paiseFromInteger(value: number): Paise | null {
  return Number.isSafeInteger(value) ? (value as Paise) : null;
}

/**
 * A wire amount (a JSON number of rupees) as paise, or null when it has more than two decimals or
 * is not a safe amount: the contract's rule, `k = round(n × 100)` accepted only when `k / 100 === n`,
 * which the sandbox applies to what the app sends (server/money.ts).
 */
export function paiseFromWireRupees(value: number): Paise | null {
  if (!Number.isFinite(value)) return null;
  const paise = Math.round(value * 100);
  // Math.round gives -0 for a tiny negative; paise have one zero.
  return Number.isSafeInteger(paise) && paise / 100 === value ? ((paise === 0 ? 0 : paise) as Paise) : null;
}

/**
 * Paise as the wire's rupees. k / 100 is the double nearest to the decimal k / 100, the same double
 * JSON.parse reads from its two-decimal text, so JSON.stringify writes 12802 paise as 128.02.
 */
export function wireRupeesFromPaise(paise: Paise): number {
  return paise / 100;
}

/**
 * Paise as a person types rupees (parseTypedRupees reads it back): whole rupees alone, else rupees and
 * two decimals; written digit by digit, so no float's digits ever show.
 */
export function typedRupeesFromPaise(paise: Paise): string {
  const fraction = paise % 100;
  const whole = String(Math.floor(paise / 100));
  return fraction === 0 ? whole : `${whole}.${String(fraction).padStart(2, '0')}`;
}

// Digits with optional grouping: plain, Indian (12,34,567: pairs before the last three) or Western
// (1,234,567: threes). A comma anywhere else is a typo, not a thousands separator.
const WHOLE = /^(?:\d+|\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)$/;
const FRACTION = /^\d{1,2}$/;

/**
 * What the user typed in an amount field, as paise, or null when it is not an amount of rupees:
 * digits with optional Indian or Western grouping commas, an optional ₹ in front, at most two
 * decimals. Read digit by digit (whole rupees × 100 + paise), never through Number(text) × 100,
 * whose float would turn 128.02 into 12801.999….
 */
export function parseTypedRupees(text: string): Paise | null {
  const trimmed = text.trim().replace(/^₹\s*/, '');
  const [whole = '', fraction, extra] = trimmed.split('.');
  if (extra !== undefined || !WHOLE.test(whole)) return null;
  if (fraction !== undefined && !FRACTION.test(fraction)) return null;
  const digits = whole.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_WHOLE_DIGITS) return null;
  const paise = Number(digits) * 100 + Number((fraction ?? '').padEnd(2, '0'));
  return paiseFromInteger(paise);
}

/** The sum of amounts in paise (integers: exact). */
export function addPaise(...amounts: readonly Paise[]): Paise {
  return amounts.reduce((sum, amount) => sum + amount, 0) as Paise;
}

/** a − b in paise (may be negative: the caller decides what a shortfall means). */
export function subtractPaise(a: Paise, b: Paise): Paise {
  return (a - b) as Paise;
}

/** The smaller of two amounts. */
export function minPaise(a: Paise, b: Paise): Paise {
  return (a < b ? a : b) as Paise;
}

/** The larger of two amounts. */
export function maxPaise(a: Paise, b: Paise): Paise {
  return (a > b ? a : b) as Paise;
}

/** Whole rupees as paise, for amounts the app itself fixes (the smallest repayment, ₹100). */
export function paiseFromWholeRupees(rupees: number): Paise {
  const paise = paiseFromInteger(rupees * 100);
  if (paise === null || !Number.isInteger(rupees)) throw new RangeError(`not a whole number of rupees: ${rupees}`);
  return paise;
}
