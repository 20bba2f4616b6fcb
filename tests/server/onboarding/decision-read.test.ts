import { afterEach, describe, expect, it } from 'vitest';
import { auth, makeSandbox } from '../../support/server/sandbox.ts';
import type { TestSandbox } from '../../support/server/sandbox.ts';
import { applicant, businessInfo, currentAddress, ok, personalInfo, seed } from '../../support/server/onboarding.ts';
import type { Applicant } from '../../support/server/onboarding.ts';

// The profile keeps the submit answer's result, so a reload of /error-not-eligible still has
// the reason (docs/api-contract.md "Review and submit").

let s: TestSandbox;
afterEach(() => s.close());

async function atReview(business: Record<string, unknown>): Promise<Applicant> {
  s = makeSandbox();
  const a = await applicant(s);
  await seed(s, a.phone, {
    personalInfo,
    kycMode: 'digiLocker',
    digiLockerVerified: true,
    pan: 'ABCPV1234K',
    currentAddress,
    businessInfo: { ...businessInfo, ...business },
    registration: { skipped: true },
    serviceable: true,
    videoVerified: true,
  });
  return a;
}

const profile = (a: Applicant) =>
  ok<{ decision: unknown }>(a.s.call('GET', `/v2${a.app}/profile`, undefined, auth(a.token)));
const submit = (a: Applicant) => ok(a.s.call('POST', `/v2${a.app}/submit`, {}, auth(a.token)));

describe('the profile keeps the decision', () => {
  it('is null before submit', async () => {
    const a = await atReview({});
    expect((await profile(a)).decision).toBeNull();
  });

  it('keeps a refusal with its reason', async () => {
    const a = await atReview({ annualTurnover: 120000 });
    await submit(a);
    expect((await profile(a)).decision).toMatchObject({
      decision: 'notEligible',
      bestApprovedAmount: null,
      reason: 'lowTurnover',
      submittedAt: expect.any(String),
    });
  });

  it('keeps an approval with its amount and no reason', async () => {
    const a = await atReview({ annualTurnover: 1800000 });
    await submit(a);
    expect((await profile(a)).decision).toMatchObject({
      decision: 'approved',
      bestApprovedAmount: 360000,
      reason: null,
    });
  });
});
