import { describe, expect, it } from 'vitest';
import { isAgreementAddress } from '../../../machines/routing/agreement-address.ts';
import { AGREEMENT_PATHS, agreementScreenOfPath } from '../../../machines/routing/agreement-screens.ts';

// The login route's quick check and the journey's table name the same addresses.

describe('isAgreementAddress', () => {
  it.each(Object.values(AGREEMENT_PATHS))('knows %s', (path) => {
    expect(isAgreementAddress(path)).toBe(true);
    expect(agreementScreenOfPath(path)).not.toBeNull();
  });

  it.each([
    '/signup',
    '/signup/loan-agreementx',
    '/loan-agreement',
    '/signup/success',
    '/dashboard',
    '/x/loan-failure',
  ])('leaves %s to other journeys', (path) => {
    expect(isAgreementAddress(path)).toBe(false);
    expect(agreementScreenOfPath(path)).toBeNull();
  });
});
