import { afterEach, describe, expect, it } from 'vitest';
import { auth } from '../../support/server/sandbox.ts';
import type { TestSandbox } from '../../support/server/sandbox.ts';
import { makeSandbox } from '../../support/server/sandbox.ts';
import { applicant, ok, personalInfo } from '../../support/server/onboarding.ts';
import type { NextRead } from '../../../server/onboarding/next-reads.ts';

let s: TestSandbox;
afterEach(() => s.close());

type Answer = { application: { nextAction: string }; next?: { reads: NextRead[] } };

describe("a step's answer carries the next step's reads (sandbox extension)", () => {
  it('gives the read the next screen opens with, as its GET answers it after the write', async () => {
    s = makeSandbox();
    const a = await applicant(s);
    const h = auth(a.token);
    const step1 = await ok<Answer>(s.call('PATCH', `/v4${a.app}/personal-info`, personalInfo, h));
    expect(step1.application.nextAction).toBe('kycSelection');
    const profilePath = `/v2${a.app}/profile`;
    expect(step1.next?.reads.map((read) => read.path)).toEqual([profilePath]);
    const profile = await ok(s.call('GET', profilePath, undefined, h));
    expect(step1.next?.reads[0]).toEqual({ path: profilePath, status: 200, body: profile });
    expect(profile).toMatchObject({ personalInfo, application: { nextAction: 'kycSelection' } });
  });

  it('carries a read that says "nothing yet" with its 404, as the GET would', async () => {
    s = makeSandbox();
    const a = await applicant(s);
    const h = auth(a.token);
    await ok(s.call('PATCH', `/v4${a.app}/personal-info`, personalInfo, h));
    const kyc = await ok<Answer>(s.call('PATCH', `/v1${a.app}/personal-kyc`, { kycMode: 'manual' }, h));
    expect(kyc.application.nextAction).toBe('panKyc');
    const details = kyc.next?.reads.find((read) => read.path.endsWith('/pan-details'));
    expect(details).toMatchObject({ status: 404, body: { error: { code: 'EPL-40400' } } });
  });

  it('leaves a read a test armed a fault for to the app, which then meets the fault', async () => {
    s = makeSandbox();
    const a = await applicant(s);
    const h = auth(a.token);
    const profilePath = `/v2${a.app}/profile`;
    const fault = { method: 'GET', path: profilePath, status: 503, times: 1 };
    expect((await s.call('POST', '/__sandbox/faults', fault)).status).toBe(201);
    const step1 = await ok<Answer>(s.call('PATCH', `/v4${a.app}/personal-info`, personalInfo, h));
    expect(step1.next).toBeUndefined();
    expect((await s.call('GET', profilePath, undefined, h)).status).toBe(503);
  });

  it('adds nothing to a refused write, and nothing was read for it', async () => {
    s = makeSandbox();
    const a = await applicant(s);
    const refused = await s.call('PATCH', `/v4${a.app}/personal-info`, { ...personalInfo, email: 'x' }, auth(a.token));
    expect(refused.status).toBe(400);
    expect(await refused.json()).not.toHaveProperty('next');
  });
});
