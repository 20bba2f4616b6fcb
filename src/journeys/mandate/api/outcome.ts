import type { MandateStatus } from '../../../../rules/mandate/types.ts';
import type { MandateOutcome } from '../../../../rules/mandate/types.ts';

// What an attempt's reported state means for the applicant: the status API is read after every
// return and poll, and only this reading decides (a return URL's query is never trusted).

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
