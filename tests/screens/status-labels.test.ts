import { describe, expect, it } from 'vitest';
import { greeting, humanize, statusLabel } from '../../src/screens/dashboard/status-labels.ts';
import { formatCountdown } from '../../src/screens/login/countdown.ts';
import { copyVariantOf, loginCopy } from '../../src/screens/layouts/login-copy.ts';

describe('dashboard wording', () => {
  it('names known statuses and spells out unknown ones', () => {
    expect(statusLabel('initiated')).toBe('Application started');
    expect(statusLabel('readyForOps')).toBe('Under review');
    expect(statusLabel('someNewStatus')).toBe('Some new status');
    expect(humanize('personalInfo')).toBe('Personal info');
    expect(humanize('bank_details-update')).toBe('Bank details update');
  });

  it('greets by first plus last name, or just Hello', () => {
    expect(greeting({ firstName: 'Asha', lastName: 'Verma' })).toBe('Hello, Asha Verma');
    expect(greeting({ firstName: 'Asha', lastName: ' ' })).toBe('Hello, Asha');
    expect(greeting(null)).toBe('Hello');
  });
});

describe('resend countdown', () => {
  it('reads like a clock', () => {
    expect(formatCountdown(30)).toBe('0:30');
    expect(formatCountdown(7)).toBe('0:07');
    expect(formatCountdown(75)).toBe('1:15');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('§1 login copy', () => {
  it('hides the 0% interest line for the two partner variants only', () => {
    expect(loginCopy('default').interest).toBe('at 0% interest');
    expect(loginCopy('marketplace').interest).toBe('at 0% interest');
    expect(loginCopy('partner').interest).toBeNull();
    expect(loginCopy('partnerShipping').interest).toBeNull();
  });

  it('leads with cash on delivery for the shipping partner', () => {
    expect(loginCopy('partnerShipping').headline).toBe('Instant cash on delivery powered by Saakh');
    expect(loginCopy('partner').headline).toBe('Instant business credit');
  });

  it('treats a branded visit without a variant as a plain marketplace', () => {
    expect(copyVariantOf(null)).toBe('default');
    expect(copyVariantOf({ loginVariant: null })).toBe('marketplace');
    expect(copyVariantOf({ loginVariant: 'partner' })).toBe('partner');
  });
});
