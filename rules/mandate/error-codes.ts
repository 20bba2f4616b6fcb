import { failureCode } from '../failure.ts';

/** The sandbox's §8 codes the mandate screens answer in their own words. */
export const MANDATE_ERROR_CODES = {
  kycNotVerified: 'EPL-10000',
  modeNotSupported: 'EPL-40931',
  alreadyRegistered: 'EPL-40932',
  retryBlocked: 'EPL-40933',
  underReview: 'EPL-40934',
} as const;

/** A start refused because the mandate is already registered: the "already completed" screen. */
export function isAlreadyRegistered(error: unknown): boolean {
  return failureCode(error) === MANDATE_ERROR_CODES.alreadyRegistered;
}
