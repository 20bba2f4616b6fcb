import { afterEach, describe, expect, it } from 'vitest';
import { makeSandbox } from '../../support/server/sandbox.ts';
import type { TestSandbox } from '../../support/server/sandbox.ts';
import { GSTIN, home, ok } from '../../support/server/onboarding.ts';
import {
  applicationRow,
  atRegistration,
  errorOf,
  gstinOf,
  latestOtp,
  spoilLast,
  wrongCode,
} from '../../support/server/identity.ts';
import type { Answer } from '../../support/server/identity.ts';

let s: TestSandbox;
afterEach(() => s.close());

const gstRegistration = { registrationType: 'gstin', registrationNumber: GSTIN };
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('GSTIN verification', () => {
  it('login → consent with the phone header → OTP verifies the GSTIN and moves on to serviceability', async () => {
    s = makeSandbox();
    const a = await atRegistration(s, gstRegistration);
    expect((await home(a)).application).toMatchObject({ nextAction: 'gstin' });
    const status = () => ok(s.call('GET', '/v1/gstin/gstin-verification-status', undefined, a.h));
    expect(await status()).toEqual({ gstin: GSTIN, status: 'notStarted', verified: false });
    expect(await ok(s.call('GET', `/v1${a.app}/is-gst-verified`, undefined, a.h))).toEqual({
      isGstVerified: false,
      gstin: GSTIN,
      taxpayerType: 'Regular',
    });

    const login = await ok<Answer>(
      s.call(
        'POST',
        `/v1/gstin/${a.applicationId}/login`,
        { gstin: GSTIN.toLowerCase(), username: 'verma.traders' },
        a.h,
      ),
    );
    expect(login).toMatchObject({
      application: { nextAction: 'gstin' },
      gstLogin: { gstin: GSTIN, username: 'verma.traders', consentRequired: true },
    });
    expect(await status()).toMatchObject({ status: 'loggedIn' });

    const consent = await ok<Answer>(
      s.call('POST', `/v1/gstin/${a.applicationId}/consent`, { consent: true }, { ...a.h, 'x-phone-number': a.phone }),
    );
    expect(consent.gstConsent).toEqual({ consented: true, otpSentTo: 'XXXXXX3210', retryAfterSeconds: 30 });
    expect(await status()).toMatchObject({ status: 'otpSent' });

    const code = await latestOtp(s, a.phone);
    expect(
      await errorOf(s.call('POST', `/v1/gstin/${a.applicationId}/otp`, { otp: wrongCode(code) }, a.h)),
    ).toMatchObject({
      status: 422,
      code: 'EPL-42201',
    });
    const verified = await ok<Answer>(s.call('POST', `/v1/gstin/${a.applicationId}/otp`, { otp: code }, a.h));
    expect(verified).toEqual({
      application: {
        id: a.applicationId,
        status: 'businessRegistrationDetailsUpdated',
        subStatus: 'gstVerified',
        nextAction: 'serviceability',
        percentCompleted: expect.any(Number),
      },
      gst: { gstin: GSTIN, verified: true, taxpayerType: 'Regular' },
    });
    expect(await status()).toEqual({ gstin: GSTIN, status: 'verified', verified: true });
    expect(await ok(s.call('GET', `/v1${a.app}/is-gst-verified`, undefined, a.h))).toMatchObject({
      isGstVerified: true,
    });
    expect(await ok(s.call('GET', `/v3${a.app}/business-info`, undefined, a.h))).toMatchObject({
      registration: { verified: true },
    });
  });

  it('refuses a GSTIN with a wrong check character or format (EPL-40012/40011) or not in the profile', async () => {
    s = makeSandbox();
    const a = await atRegistration(s, gstRegistration);
    const login = (gstin: string) =>
      errorOf(s.call('POST', `/v1/gstin/${a.applicationId}/login`, { gstin, username: 'verma.traders' }, a.h));
    expect(await login(spoilLast(GSTIN, ALPHABET))).toMatchObject({ status: 400, code: 'EPL-40012' });
    expect(await login('29ABCPV1234K1Z')).toMatchObject({ status: 400, code: 'EPL-40011' });
    expect(await login('99ABCPV1234K1ZF')).toMatchObject({ status: 400, code: 'EPL-40011' });
    expect(await login(gstinOf('27ABCPV1234K1Z'))).toMatchObject({ status: 409, code: 'EPL-40905' });
    expect(
      await errorOf(s.call('POST', `/v1/gstin/${a.applicationId}/login`, { gstin: GSTIN, username: 'short' }, a.h)),
    ).toMatchObject({
      status: 400,
      code: 'EPL-40000',
    });
    // The portal refuses usernames without API access; GST errors are the client's to hide (§8).
    expect(
      await errorOf(
        s.call('POST', `/v1/gstin/${a.applicationId}/login`, { gstin: GSTIN, username: 'noapi.verma' }, a.h),
      ),
    ).toMatchObject({
      status: 422,
      code: 'EPL-42204',
    });
    expect(s.count('gst_logins')).toBe(0);
  });

  it('consent needs the applicant’s own phone in x-phone-number and comes after login; OTP after consent', async () => {
    s = makeSandbox();
    const a = await atRegistration(s, gstRegistration);
    const consent = (headers: Record<string, string>) =>
      errorOf(s.call('POST', `/v1/gstin/${a.applicationId}/consent`, { consent: true }, { ...a.h, ...headers }));
    expect(await consent({ 'x-phone-number': a.phone })).toMatchObject({ status: 409, code: 'EPL-40904' });
    expect(await errorOf(s.call('POST', `/v1/gstin/${a.applicationId}/otp`, { otp: '1234' }, a.h))).toMatchObject({
      status: 409,
      code: 'EPL-40904',
    });
    await ok(s.call('POST', `/v1/gstin/${a.applicationId}/login`, { gstin: GSTIN, username: 'verma.traders' }, a.h));
    expect(await consent({})).toMatchObject({
      status: 400,
      code: 'EPL-40000',
      message: 'header.x-phone-number: required',
    });
    expect(await consent({ 'x-phone-number': '9123456789' })).toMatchObject({ status: 403, code: 'EPL-40301' });
    expect(
      await errorOf(
        s.call(
          'POST',
          `/v1/gstin/${a.applicationId}/consent`,
          { consent: false },
          { ...a.h, 'x-phone-number': a.phone },
        ),
      ),
    ).toMatchObject({
      status: 400,
      code: 'EPL-40000',
    });
    expect(s.count('provider_otps')).toBe(0);
    expect(applicationRow(s, a.applicationId)).toMatchObject({ next_action: 'gstin' });
  });

  it('taxpayer type follows the entity number; PATCH gst changes the GSTIN, asks for verification again', async () => {
    s = makeSandbox();
    const a = await atRegistration(s, gstRegistration);
    const typeOf = (gstin: string) =>
      ok(s.call('GET', `/v1/idfy/${a.applicationId}/get-taxpayer-type?gstin=${gstin}`, undefined, a.h));
    expect(await typeOf(GSTIN)).toEqual({ gstin: GSTIN, taxpayerType: 'Regular' });
    expect(await typeOf(gstinOf('29ABCPV1234K2Z'))).toMatchObject({ taxpayerType: 'Composition' });
    expect(await typeOf(gstinOf('29ABCPV1234K3Z'))).toMatchObject({ taxpayerType: 'Casual Taxable Person' });
    expect(await typeOf(gstinOf('29ABCPV1234K4Z'))).toMatchObject({ taxpayerType: 'SEZ Unit' });
    expect(
      await errorOf(
        s.call(
          'GET',
          `/v1/idfy/${a.applicationId}/get-taxpayer-type?gstin=${spoilLast(GSTIN, ALPHABET)}`,
          undefined,
          a.h,
        ),
      ),
    ).toMatchObject({
      code: 'EPL-40012',
    });

    const other = gstinOf('27ABCPV1234K1Z');
    const patched = await ok<Answer>(s.call('PATCH', `/v1${a.app}/gst`, { gstin: other }, a.h));
    expect(patched).toMatchObject({
      application: { nextAction: 'gstin' },
      registration: { registrationType: 'gstin', registrationNumber: other, verified: false },
    });
    expect(await errorOf(s.call('PATCH', `/v1${a.app}/gst`, { gstin: spoilLast(other, ALPHABET) }, a.h))).toMatchObject(
      { code: 'EPL-40012' },
    );
    // The login now has to name the new GSTIN.
    expect(
      await errorOf(
        s.call('POST', `/v1/gstin/${a.applicationId}/login`, { gstin: GSTIN, username: 'verma.traders' }, a.h),
      ),
    ).toMatchObject({
      code: 'EPL-40905',
    });
  });

  it('belongs to the owner and to the gstin step', async () => {
    s = makeSandbox();
    const a = await atRegistration(s, gstRegistration);
    const b = await atRegistration(
      s,
      { registrationType: 'shopAct', registrationNumber: 'KA/BLR/12345' },
      '9876543219',
    );
    expect(
      await errorOf(
        s.call('POST', `/v1/gstin/${a.applicationId}/login`, { gstin: GSTIN, username: 'verma.traders' }, b.h),
      ),
    ).toMatchObject({
      status: 403,
      code: 'EPL-40300',
    });
    expect(await errorOf(s.call('GET', `/v1/application/${a.applicationId}/is-gst-verified`))).toMatchObject({
      status: 401,
    });
    // b registered a shop licence: the gstin step is behind them, so only PATCH gst could bring it back.
    expect(
      await errorOf(
        s.call('POST', `/v1/gstin/${b.applicationId}/login`, { gstin: GSTIN, username: 'verma.traders' }, b.h),
      ),
    ).toMatchObject({
      status: 409,
      code: 'EPL-40905',
    });
  });
});
