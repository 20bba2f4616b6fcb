import type { Consent } from '../../rules/post-approval/bank-statement.ts';

// What an Account Aggregator consent read means for the journey (ReBIT v2 states): wait while the
// consent or its data fetch is pending, finish once the data is READY (or DELIVERED), stop with the
// consent's own state when it will never give data, and offer a new consent when the fetch failed.

export type ConsentStep = 'wait' | 'complete' | 'consentEnded' | 'fetchFailed';

export function consentStep(consent: Consent): ConsentStep {
  switch (consent.status) {
    case 'PENDING':
      return 'wait';
    case 'ACTIVE':
      if (consent.fetch === 'READY' || consent.fetch === 'DELIVERED') return 'complete';
      if (consent.fetch === 'DENIED' || consent.fetch === 'TIMEOUT') return 'fetchFailed';
      return 'wait';
    case 'REJECTED':
    case 'EXPIRED':
    case 'REVOKED':
    case 'PAUSED':
      return 'consentEnded';
  }
}
