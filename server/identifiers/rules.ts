import { gstinCheckHolds, verhoeffHolds } from './check-digits.ts';

// What the sandbox lender accepts as a mobile number, PAN, GSTIN, Udyam number, pincode or
// Aadhaar number: one row per identifier. Callers map a problem to their own §8 code and
// message, so the rule and the wording of each endpoint stay apart.

export type IdentifierKind = 'mobile' | 'pan' | 'gstin' | 'udyam' | 'pincode' | 'aadhaar';

/** Empty, not the identifier's shape, or the right shape with a wrong check digit. */
export type IdentifierProblem = 'required' | 'format' | 'check';

interface IdentifierRule {
  /** The form the sandbox reads and stores: how people type it is forgiven here. */
  readonly normalise: (value: string) => string;
  readonly shape: RegExp;
  /** Run only on a value of the right shape. */
  readonly check?: (normalised: string) => boolean;
}

const asSent = (value: string): string => value;
const trimmed = (value: string): string => value.trim();
const upperCased = (value: string): string => value.trim().toUpperCase();
/** Aadhaar numbers are printed in groups of four: "2345 6789 0124". */
const ungrouped = (value: string): string => value.replace(/[\s-]/g, '');

// GSTIN: a state code 01-38 (97 and 99 are not issued to the businesses the lender serves),
// the holder's PAN, an entity number, "Z", the check character. Udyam: UDYAM-state-district-serial.
export const IDENTIFIER_RULES: Readonly<Record<IdentifierKind, IdentifierRule>> = {
  mobile: { normalise: asSent, shape: /^[6-9]\d{9}$/ },
  pan: { normalise: upperCased, shape: /^[A-Z]{5}\d{4}[A-Z]$/ },
  gstin: {
    normalise: upperCased,
    shape: /^(?:0[1-9]|[12]\d|3[0-8])[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
    check: gstinCheckHolds,
  },
  udyam: { normalise: upperCased, shape: /^UDYAM-[A-Z]{2}-\d{2}-\d{7}$/ },
  pincode: { normalise: trimmed, shape: /^[1-9]\d{5}$/ },
  aadhaar: { normalise: ungrouped, shape: /^[2-9]\d{11}$/, check: verhoeffHolds },
};

export function normaliseIdentifier(kind: IdentifierKind, value: string): string {
  return IDENTIFIER_RULES[kind].normalise(value);
}

export function identifierProblem(kind: IdentifierKind, value: string): IdentifierProblem | null {
  const rule = IDENTIFIER_RULES[kind];
  const normalised = rule.normalise(value);
  if (normalised === '') return 'required';
  if (!rule.shape.test(normalised)) return 'format';
  return rule.check === undefined || rule.check(normalised) ? null : 'check';
}

export function isValidIdentifier(kind: IdentifierKind, value: string): boolean {
  return identifierProblem(kind, value) === null;
}

/** The only form in which the sandbox keeps or shows an Aadhaar number: "XXXXXXXX0124". */
export function maskAadhaar(value: string): string {
  return `XXXXXXXX${normaliseIdentifier('aadhaar', value).slice(-4)}`;
}
