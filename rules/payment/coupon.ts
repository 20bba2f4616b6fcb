import { failureCode } from '../failure.ts';

// The processing fee's coupon (docs/api-contract.md "Processing fee"): what the field may hold and
// what a refusal says under it.

/** The lender's coupon answers (docs/api-contract.md), in the words the coupon field shows. */
export const COUPON_PROBLEMS: Readonly<Record<string, string>> = {
  'EPL-42220': 'This coupon code is not valid. Check it and try again.',
  'EPL-42221': 'This coupon has expired.',
  'EPL-42222': 'You have already used this coupon.',
  'EPL-40903': 'Your processing fee is already paid.',
  'EPL-40908': 'This coupon does not cover the whole fee. Pay the rest to finish.',
};

/** The sentence under the coupon field for a refused coupon; null for a failure that is not the coupon's. */
export function couponProblem(error: unknown): string | null {
  const code = failureCode(error);
  return code === null ? null : (COUPON_PROBLEMS[code] ?? null);
}

/** What a coupon code may look like before it is sent: letters and digits, up to 40. */
export function couponCodeProblem(code: string): string | null {
  const trimmed = code.trim();
  if (trimmed === '') return 'Enter a coupon code.';
  return /^[A-Za-z0-9_-]{1,40}$/.test(trimmed) ? null : 'A coupon code has only letters and digits.';
}
