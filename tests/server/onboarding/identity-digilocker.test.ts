import { afterEach, describe, expect, it } from 'vitest';
import { auth, makeSandbox } from '../../support/server/sandbox.ts';
import type { TestSandbox } from '../../support/server/sandbox.ts';
import { applicant, home, ok, personalInfo } from '../../support/server/onboarding.ts';
import {
  aadhaarOf,
  applicationRow,
  atDigiLocker,
  errorOf,
  latestOtp,
  spoilLast,
  wrongCode,
} from '../../support/server/identity.ts';
import type { Answer } from '../../support/server/identity.ts';
import { aadhaarProblem, hasValidVerhoeff, maskAadhaar, verhoeffCheckDigit } from '../../../rules/identity/aadhaar.ts';

let s: TestSandbox;

const RETURN = '/signup/kyc-result';
const PAGE = '/v1/sandbox-digilocker/authorize';

// The page acts on the one-time reference in the url the lender gave for each request.
const references = new Map<string, string>();

async function startUrl(a: { h: Record<string, string> }, redirectUrl = RETURN) {
  const started = await ok<{ url: string; requestId: string; expiresAt: string }>(
    s.call('GET', `/v1/idfy/digilocker-url?redirectUrl=${encodeURIComponent(redirectUrl)}`, undefined, a.h),
  );
  references.set(started.requestId, new URL(started.url).searchParams.get('ref') ?? '');
  return started;
}

function pressOnPage(requestId: string, decision: 'approve' | 'deny', dobDiffers = false): Promise<Response> {
  const form = new URLSearchParams({ requestId, ref: references.get(requestId) ?? '', decision });
  if (dobDiffers) form.set('dobDiffers', 'on');
  return Promise.resolve(
    s.app.request(PAGE, {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  );
}

describe('Aadhaar numbers (Verhoeff)', () => {
  it('knows the published vectors and catches a changed or swapped digit', () => {
    expect(verhoeffCheckDigit('236')).toBe('3');
    expect(verhoeffCheckDigit('12345')).toBe('1');
    expect(hasValidVerhoeff('2363')).toBe(true);
    expect(hasValidVerhoeff('2364')).toBe(false);
    const valid = aadhaarOf('23456789012');
    expect(aadhaarProblem(valid)).toBeNull();
    expect(aadhaarProblem(`${valid.slice(0, 4)} ${valid.slice(4, 8)} ${valid.slice(8)}`)).toBeNull();
    expect(aadhaarProblem(spoilLast(valid))).toBe('check-digit');
    // Neighbouring digits swapped: the slip Verhoeff was designed to catch.
    expect(aadhaarProblem(`${valid.slice(0, 2)}${valid.charAt(3)}${valid.charAt(2)}${valid.slice(4)}`)).toBe(
      'check-digit',
    );
    expect(aadhaarProblem(aadhaarOf('13456789012'))).toBe('format');
    expect(aadhaarProblem('23456789')).toBe('format');
    expect(aadhaarProblem('  ')).toBe('required');
    expect(maskAadhaar(valid)).toBe(`XXXXXXXX${valid.slice(-4)}`);
  });
});

describe('DigiLocker through the simulated provider page', () => {
  afterEach(() => s.close());

  it('url → page → approve → back to the app → status verifies, saves the Aadhaar address, moves to PAN', async () => {
    s = makeSandbox();
    const a = await atDigiLocker(s);
    const started = await startUrl(a);
    const ref = references.get(started.requestId) ?? '';
    expect(ref).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(started.url).toBe(`http://localhost${PAGE}?requestId=${started.requestId}&ref=${ref}`);

    const page = await s.app.request(started.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Asha Verma');
    expect(html).toMatch(/<button[^>]*value="approve"[^>]*>Approve<\/button>/);
    expect(html).toMatch(/<button[^>]*value="deny"[^>]*>Deny<\/button>/);
    expect(html).not.toContain('<script');

    // Before the applicant decides, the status is pending and nothing moves.
    const pending = await ok<Answer>(
      s.call('GET', `/v1/idfy/digilocker-status?requestId=${started.requestId}`, undefined, a.h),
    );
    expect(pending).toMatchObject({ application: { nextAction: 'digiLocker' }, digiLocker: { status: 'pending' } });

    const back = await pressOnPage(started.requestId, 'approve');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${RETURN}?status=success&requestId=${started.requestId}`);

    const verified = await ok<Answer>(
      s.call('GET', `/v1/idfy/digilocker-status?requestId=${started.requestId}`, undefined, a.h),
    );
    const aadhaarAddress = {
      line1: '21, Shivaji Road',
      line2: 'Shivajinagar',
      landmark: 'Near bus depot',
      pincode: '411005',
      city: 'Pune',
      state: 'Maharashtra',
    };
    expect(verified).toEqual({
      application: {
        id: a.applicationId,
        status: 'digiLockerVerified',
        subStatus: null,
        nextAction: 'panKyc',
        percentCompleted: expect.any(Number),
      },
      digiLocker: {
        status: 'verified',
        requestId: started.requestId,
        source: 'digiLocker',
        name: 'Asha Verma',
        dateOfBirth: personalInfo.dateOfBirth,
        gender: 'female',
        maskedAadhaar: 'XXXXXXXX3210',
        aadhaarAddress,
      },
    });
    expect(await ok(s.call('GET', `/v1${a.app}/aadhar-address`, undefined, a.h))).toEqual({ aadhaarAddress });
    expect((await home(a)).application).toMatchObject({ digiLockerVerified: true, nextAction: 'panKyc' });

    // Asking again reports the same outcome and moves nothing.
    const before = applicationRow(s, a.applicationId);
    expect(
      await ok(s.call('GET', `/v1/idfy/digilocker-status?requestId=${started.requestId}`, undefined, a.h)),
    ).toEqual(verified);
    expect(applicationRow(s, a.applicationId)).toEqual(before);

    // With DigiLocker done only the PAN is owed.
    const pan = await ok<Answer>(s.call('PATCH', `/v1${a.app}/pan`, { pan: 'ABCPV1234K' }, a.h));
    expect(pan.application.nextAction).toBe('personalAddress');
  });

  it('deny → back with failure → status failed; the step stays, and a new request can still succeed', async () => {
    s = makeSandbox();
    const a = await atDigiLocker(s);
    const first = await startUrl(a, 'http://localhost:3000/signup/kyc-result?from=kyc');
    const page = await s.app.request(first.url);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:3000");
    const back = await pressOnPage(first.requestId, 'deny');
    expect(back.headers.get('location')).toBe(
      `http://localhost:3000/signup/kyc-result?from=kyc&status=failure&requestId=${first.requestId}`,
    );
    // A second press does not change the decision.
    expect((await pressOnPage(first.requestId, 'approve')).headers.get('location')).toContain('status=failure');

    const failed = await ok<Answer>(
      s.call('GET', `/v1/idfy/digilocker-status?requestId=${first.requestId}`, undefined, a.h),
    );
    expect(failed).toMatchObject({
      application: { subStatus: 'digiLockerFailed', nextAction: 'digiLocker' },
      digiLocker: { status: 'failed', reason: 'denied' },
    });
    expect(applicationRow(s, a.applicationId)).toMatchObject({ digilocker_verified: 0 });
    expect(s.count('identity_records')).toBe(0);

    const second = await startUrl(a);
    await pressOnPage(second.requestId, 'approve');
    // submit-details gives the same outcome; the status the client claims is not believed.
    const posted = await ok<Answer>(
      s.call('POST', '/v1/digiLocker/submit-details', { requestId: second.requestId, status: 'failure' }, a.h),
    );
    expect(posted).toMatchObject({
      application: { status: 'digiLockerVerified', nextAction: 'panKyc' },
      digiLocker: { status: 'verified' },
    });
  });

  it('a request left on the page too long fails as expired', async () => {
    s = makeSandbox();
    const a = await atDigiLocker(s);
    const started = await startUrl(a);
    s.clock.advance(15 * 60 * 1000);
    expect((await pressOnPage(started.requestId, 'approve')).headers.get('location')).toContain('status=failure');
    const expired = await ok<Answer>(
      s.call('GET', `/v1/idfy/digilocker-status?requestId=${started.requestId}`, undefined, a.h),
    );
    expect(expired).toMatchObject({
      application: { subStatus: 'digiLockerFailed' },
      digiLocker: { status: 'failed', reason: 'expired' },
    });
  });

  it('refuses bad return addresses, early calls, strangers and unknown requests, writing nothing', async () => {
    s = makeSandbox();
    const early = await applicant(s);
    expect(
      await errorOf(s.call('GET', `/v1/idfy/digilocker-url?redirectUrl=${RETURN}`, undefined, auth(early.token))),
    ).toMatchObject({
      status: 409,
      code: 'EPL-40900',
    });
    const a = await atDigiLocker(s, '9876543211');
    for (const bad of ['javascript:alert(1)', '//evil.example/x', 'kyc-result', '']) {
      const answer = await errorOf(
        s.call('GET', `/v1/idfy/digilocker-url?redirectUrl=${encodeURIComponent(bad)}`, undefined, a.h),
      );
      expect(answer).toMatchObject({ status: 400, code: 'EPL-40000' });
      expect(answer.message).toMatch(/^query\.redirectUrl/);
    }
    expect(await errorOf(s.call('GET', '/v1/idfy/digilocker-url'))).toMatchObject({ status: 401, code: 'EPL-40100' });
    expect(s.count('digilocker_requests')).toBe(0);

    const started = await startUrl(a);
    const other = await atDigiLocker(s, '9876543212');
    expect(
      await errorOf(s.call('GET', `/v1/idfy/digilocker-status?requestId=${started.requestId}`, undefined, other.h)),
    ).toMatchObject({
      status: 403,
      code: 'EPL-40300',
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      await errorOf(s.call('GET', `/v1/idfy/digilocker-status?requestId=${unknown}`, undefined, a.h)),
    ).toMatchObject({ status: 404, code: 'EPL-40400' });
    expect((await s.app.request(`${PAGE}?requestId=${unknown}`)).status).toBe(404);
    expect((await pressOnPage(unknown, 'approve')).status).toBe(404);
    expect((await s.app.request(`${PAGE}?requestId=not-a-uuid`)).status).toBe(404);
  });

  it('escapes the applicant name on the page', async () => {
    s = makeSandbox();
    const a = await applicant(s);
    await ok(s.call('PATCH', `/v4${a.app}/personal-info`, { ...personalInfo, lastName: "D'Souza" }, auth(a.token)));
    await ok(s.call('PATCH', `/v1${a.app}/personal-kyc`, { kycMode: 'digiLocker' }, auth(a.token)));
    const started = await startUrl({ h: auth(a.token) });
    const html = await (await s.app.request(started.url)).text();
    expect(html).toContain('Asha D&#39;Souza');
  });
});

describe('DigiLocker through the Aadhaar OTP', () => {
  afterEach(() => s.close());
  const otpPath = '/v1/digilocker/surepass/otp';

  it('sends an OTP to the linked mobile and verify-otp (v2) answers the whole record', async () => {
    s = makeSandbox();
    const a = await atDigiLocker(s);
    const aadhaar = aadhaarOf('23456789012');
    const sent = await ok<{ requestId: string; otpSentTo: string; retryAfterSeconds: number }>(
      s.call(
        'POST',
        otpPath,
        { aadhaarNumber: `${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}` },
        a.h,
      ),
    );
    expect(sent).toEqual({ requestId: expect.any(String), otpSentTo: 'XXXXXX3210', retryAfterSeconds: 30 });
    const code = await latestOtp(s, a.phone);
    // Only the hash is stored.
    expect(JSON.stringify(s.db.prepare('SELECT * FROM provider_otps').all())).not.toContain(`"${code}"`);

    const wrong = await errorOf(
      s.call('POST', '/v2/digilocker/surepass/verify-otp', { requestId: sent.requestId, otp: wrongCode(code) }, a.h),
    );
    expect(wrong).toMatchObject({ status: 422, code: 'EPL-42201', message: 'The OTP is incorrect. 4 tries left.' });
    expect(applicationRow(s, a.applicationId)).toMatchObject({ digilocker_verified: 0 });

    const verified = await ok<Answer>(
      s.call('POST', '/v2/digilocker/surepass/verify-otp', { requestId: sent.requestId, otp: code }, a.h),
    );
    expect(verified).toEqual({
      application: {
        id: a.applicationId,
        status: 'digiLockerVerified',
        subStatus: null,
        nextAction: 'panKyc',
        percentCompleted: expect.any(Number),
      },
      digiLocker: {
        status: 'verified',
        requestId: sent.requestId,
        source: 'aadhaarOtp',
        name: 'Asha Verma',
        dateOfBirth: '1990-04-12',
        gender: 'female',
        maskedAadhaar: `XXXXXXXX${aadhaar.slice(-4)}`,
        aadhaarAddress: expect.objectContaining({ pincode: '411005', city: 'Pune' }),
      },
      // The next screen's reads (sandbox extension; tests/server/onboarding/next-reads.test.ts).
      next: { reads: expect.any(Array) },
    });
    // A used code is spent.
    expect(
      await errorOf(
        s.call('POST', '/v1/digilocker/surepass/verify-otp', { requestId: sent.requestId, otp: code }, a.h),
      ),
    ).toMatchObject({
      status: 422,
      code: 'EPL-42202',
    });
    // The review says the Aadhaar OTP, not DigiLocker, checked the identity.
    const profile = await ok<{ kyc: unknown }>(
      s.call('GET', `/v2/application/${a.applicationId}/profile`, undefined, a.h),
    );
    expect(profile.kyc).toMatchObject({ digiLockerVerified: true, aadhaarVerifiedBy: 'aadhaarOtp' });
  });

  it('EPL-10000 reaches the caller if no mobile is linked; a malformed number is EPL-40020; nothing sent', async () => {
    s = makeSandbox();
    const a = await atDigiLocker(s);
    const notLinked = await errorOf(s.call('POST', otpPath, { aadhaarNumber: aadhaarOf('93456789012') }, a.h));
    expect(notLinked).toEqual({
      status: 422,
      code: 'EPL-10000',
      message: 'This Aadhaar number is not linked to a mobile number.',
    });
    for (const bad of [spoilLast(aadhaarOf('23456789012')), '123456789012', '2345678901', 'abcd']) {
      expect(await errorOf(s.call('POST', otpPath, { aadhaarNumber: bad }, a.h))).toMatchObject({
        status: 400,
        code: 'EPL-40020',
      });
    }
    expect(await errorOf(s.call('POST', otpPath, { aadhaar: '234567890124' }, a.h))).toMatchObject({
      status: 400,
      code: 'EPL-40000',
    });
    expect(s.count('provider_otps')).toBe(0);
  });

  it('keeps the login OTP rules: 30 s between codes, 5 wrong tries lock, 5 minutes to live, latest only', async () => {
    s = makeSandbox();
    const a = await atDigiLocker(s);
    const aadhaar = aadhaarOf('23456789012');
    const first = await ok<{ requestId: string }>(s.call('POST', otpPath, { aadhaarNumber: aadhaar }, a.h));
    expect(await errorOf(s.call('POST', otpPath, { aadhaarNumber: aadhaar }, a.h))).toMatchObject({
      status: 429,
      code: 'EPL-42901',
    });
    const code = await latestOtp(s, a.phone);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await errorOf(
        s.call('POST', '/v1/digilocker/surepass/verify-otp', { requestId: first.requestId, otp: wrongCode(code) }, a.h),
      );
    }
    expect(
      await errorOf(
        s.call('POST', '/v1/digilocker/surepass/verify-otp', { requestId: first.requestId, otp: wrongCode(code) }, a.h),
      ),
    ).toMatchObject({
      code: 'EPL-42203',
    });
    expect(
      await errorOf(
        s.call('POST', '/v1/digilocker/surepass/verify-otp', { requestId: first.requestId, otp: code }, a.h),
      ),
    ).toMatchObject({
      code: 'EPL-42203',
    });

    s.clock.advance(30_000);
    const second = await ok<{ requestId: string }>(s.call('POST', otpPath, { aadhaarNumber: aadhaar }, a.h));
    const secondCode = await latestOtp(s, a.phone);
    // The first request is retired by the second.
    expect(
      await errorOf(
        s.call('POST', '/v1/digilocker/surepass/verify-otp', { requestId: first.requestId, otp: secondCode }, a.h),
      ),
    ).toMatchObject({
      code: 'EPL-42203',
    });
    s.clock.advance(5 * 60 * 1000);
    expect(
      await errorOf(
        s.call('POST', '/v1/digilocker/surepass/verify-otp', { requestId: second.requestId, otp: secondCode }, a.h),
      ),
    ).toMatchObject({
      code: 'EPL-42202',
    });
    expect(applicationRow(s, a.applicationId)).toMatchObject({ digilocker_verified: 0, next_action: 'digiLocker' });
  });

  it('an Aadhaar starting 8 carries another date of birth, so a dual-dob declaration is owed after PAN', async () => {
    s = makeSandbox();
    const a = await atDigiLocker(s);
    const sent = await ok<{ requestId: string }>(
      s.call('POST', otpPath, { aadhaarNumber: aadhaarOf('83456789012') }, a.h),
    );
    const verified = await ok<Answer>(
      s.call(
        'POST',
        '/v1/digilocker/surepass/verify-otp',
        { requestId: sent.requestId, otp: await latestOtp(s, a.phone) },
        a.h,
      ),
    );
    expect(verified.digiLocker).toMatchObject({ dateOfBirth: '1989-04-12' });
    const pan = await ok<Answer>(s.call('PATCH', `/v1${a.app}/pan`, { pan: 'ABCPV1234K' }, a.h));
    expect(pan.application.nextAction).toBe('dualDobDeclaration');
  });
});
