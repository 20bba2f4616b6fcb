import { describe, expect, it } from 'vitest';
import { AGREEMENT_PATHS, agreementScreenOfPath, isAgreementAddress } from '../../../machines/agreement/screens.ts';

// The quick check and the journey's screen lookup name the same addresses.

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
