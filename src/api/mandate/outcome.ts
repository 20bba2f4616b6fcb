import { isApiError } from '../errors.ts';
import type { MandateStatus } from './schemas.ts';

// What an attempt's reported state means for the applicant: the status API is read after every
// return and poll, and only this reading decides (a return URL's query is never trusted).

export const MANDATE_OUTCOMES = [
  'none',
  'initiated',
  'pending',
  'success',
  'failure',
  'retryBlocked',
  'alreadyRegistered',
] as const;
export type MandateOutcome = (typeof MANDATE_OUTCOMES)[number];

/** The sandbox's §8 codes the mandate screens answer in their own words. */
export const MANDATE_ERROR_CODES = {
  kycNotVerified: 'EPL-10000',
  modeNotSupported: 'EPL-40931',
  alreadyRegistered: 'EPL-40932',
  retryBlocked: 'EPL-40933',
  underReview: 'EPL-40934',
} as const;

/** The outcome of a status read at `now` (ms): registered wins; a declined UPI mandate blocks a retry for a day. */
export function mandateOutcome(status: MandateStatus, now: number): MandateOutcome {
  if (status.registered) return 'success';
  const attempt = status.mandate;
  if (!attempt) return 'none';
  switch (attempt.status) {
    case 'success':
      return 'success';
    case 'initiated':
      return 'initiated';
    case 'pending':
      return 'pending';
    case 'failure':
    case 'expired': {
      const blockedUntil = attempt.retryBlockedUntil === null ? Number.NaN : Date.parse(attempt.retryBlockedUntil);
      return blockedUntil > now ? 'retryBlocked' : 'failure';
    }
  }
}

/** A start refused because the mandate is already registered: the "already completed" screen. */
export function isAlreadyRegistered(error: unknown): boolean {
  return isApiError(error) && error.code === MANDATE_ERROR_CODES.alreadyRegistered;
}
