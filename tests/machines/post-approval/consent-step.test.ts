import { describe, expect, it } from 'vitest';
import { consentStep } from '../../../machines/post-approval/consent-step.ts';
import { CONSENT_STATUSES, FETCH_STATUSES } from '../../../rules/post-approval/bank-statement.ts';
import type { Consent } from '../../../rules/post-approval/bank-statement.ts';

const read = (status: Consent['status'], fetch: Consent['fetch'] = null): Consent => ({
  consentHandle: 'handle',
  status,
  fetch,
});

describe('what an Account Aggregator consent read means', () => {
  it('waits while the consent is PENDING, whatever the fetch says', () => {
    for (const fetch of [null, ...FETCH_STATUSES]) expect(consentStep(read('PENDING', fetch))).toBe('wait');
  });

  it.each([
    [null, 'wait'],
    ['PENDING', 'wait'],
    ['READY', 'complete'],
    ['DELIVERED', 'complete'],
    ['DENIED', 'fetchFailed'],
    ['TIMEOUT', 'fetchFailed'],
  ] as const)('ACTIVE with data %s: %s', (fetch, step) => {
    expect(consentStep(read('ACTIVE', fetch))).toBe(step);
  });

  it.each(['REJECTED', 'EXPIRED', 'REVOKED', 'PAUSED'] as const)('%s never gives data: the consent ended', (status) => {
    for (const fetch of [null, ...FETCH_STATUSES]) expect(consentStep(read(status, fetch))).toBe('consentEnded');
  });

  it('answers every ReBIT consent state', () => {
    for (const status of CONSENT_STATUSES)
      expect(['wait', 'complete', 'consentEnded', 'fetchFailed']).toContain(consentStep(read(status)));
  });
});
