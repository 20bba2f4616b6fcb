import { describe, expect, it } from 'vitest';
import { ESIGN_STATUSES } from '../../../rules/agreement.ts';
import { eSignStep } from '../../../machines/agreement/esign-step.ts';
import { mayOpen, placedScreen } from '../../../machines/agreement/decide.ts';
import { agreementAt } from '../../support/events/agreement-events.ts';

// The e-sign status table, value by value (Cashfree's signer statuses → created, pending, signed,
// failed, expired), and where the lender's records place the applicant.

describe('eSignStep', () => {
  const expected = {
    RECEIVED: 'created',
    SIGN_INITIATED: 'pending',
    SIGN_IN_PROGRESS: 'pending',
    SUCCESS: 'signed',
    FAILURE: 'failed',
    EXPIRED: 'expired',
  } as const;

  it.each(ESIGN_STATUSES.map((status) => [status, expected[status]] as const))('%s → %s', (status, step) => {
    expect(eSignStep(status)).toBe(step);
  });

  it('covers every status the lender sends', () => {
    expect(Object.keys(expected).sort()).toEqual([...ESIGN_STATUSES].sort());
  });
});

describe('placedScreen', () => {
  it.each([
    ['fresh', 'kfs'],
    ['acknowledged', 'agreement'],
    ['opsReview', 'loanSuccess'],
    ['approved', 'loanSuccess'],
    ['rejected', 'loanFailure'],
    ['active', 'activated'],
  ] as const)('%s → %s', (stage, screen) => {
    expect(placedScreen(agreementAt(stage))).toBe(screen);
  });

  it('keeps the documents readable at every stage, and the signing screen only while signing', () => {
    for (const stage of ['fresh', 'acknowledged', 'opsReview', 'active'] as const) {
      const context = { agreement: agreementAt(stage) };
      expect(mayOpen(context, 'kfs')).toBe(true);
      expect(mayOpen(context, 'sanctionLetter')).toBe(true);
      expect(mayOpen(context, 'agreementDocument')).toBe(true);
      expect(mayOpen(context, 'agreement')).toBe(stage === 'acknowledged');
    }
    expect(mayOpen({ agreement: null }, 'kfs')).toBe(false);
  });
});
