import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../../machines/routing/status-access.ts';
import { ONBOARDING_NEXT_ACTIONS } from '../../rules/onboarding/position.ts';
import { greeting, nextStepOf, statusLabel } from '../../src/kit/status-labels.ts';
import { formatCountdown } from '../../src/ui/resend-countdown.tsx';
import { copyVariantOf, loginCopy } from '../../src/screens/layouts/login-copy.ts';

// A sentence spelled from a field name ("Video verified", "Gstin", "Pan kyc") reads as jargon.
const spelledFrom = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^./, (first) => first.toUpperCase());

// Names the applicant knows from outside the app keep their own spelling.
const withoutBrands = (sentence: string) => sentence.replace(/DigiLocker/g, '');
const JARGON = /\b(kyc|nbfc|ops|nach|emandate|cro|fos|tnc)\b/i;

describe('dashboard wording', () => {
  it.each(APPLICATION_STATUSES)('says status %s in a sentence of its own', (status) => {
    const sentence = statusLabel(status);
    expect(sentence).toMatch(/^[A-Z][a-z]* .+/);
    expect(sentence).not.toBe(spelledFrom(status));
    // No field name inside it either ("kycSelection", "emandate").
    expect(withoutBrands(sentence)).not.toMatch(/[a-z][A-Z]/);
    expect(sentence).not.toMatch(JARGON);
  });

  it.each([...ONBOARDING_NEXT_ACTIONS, 'laterJourney'])('says next step %s in a sentence of its own', (step) => {
    const { says } = nextStepOf(step);
    expect(says).toMatch(/^[A-Z][a-z]* .+/);
    expect(says).not.toBe(spelledFrom(step));
    expect(withoutBrands(says)).not.toMatch(/[a-z][A-Z]/);
    expect(says).not.toMatch(JARGON);
  });

  it('offers a link only where the app can take the step', () => {
    expect(nextStepOf('personalInfo').way).toBe('continue');
    expect(nextStepOf('discrepancy').way).toBe('continue');
    expect(nextStepOf('notEligible').way).toBe('seeReason');
    expect(nextStepOf('result').way).toBe('continue');
    expect(nextStepOf('underReview').way).toBe('none');
    expect(nextStepOf('laterJourney').way).toBe('none');
  });

  it('says a status or step this build does not know in plain words, not its name', () => {
    expect(statusLabel('someNewStatus')).toBe('Your application is being processed');
    expect(nextStepOf('someNewStep')).toEqual(nextStepOf('laterJourney'));
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
