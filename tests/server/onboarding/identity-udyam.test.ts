import { afterEach, describe, expect, it } from 'vitest';
import { makeSandbox } from '../../support/server/sandbox.ts';
import type { TestSandbox } from '../../support/server/sandbox.ts';
import { ok } from '../../support/server/onboarding.ts';
import { applicationRow, atRegistration, errorOf, latestOtp, wrongCode } from '../../support/server/identity.ts';
import type { Answer } from '../../support/server/identity.ts';

let s: TestSandbox;
afterEach(() => s.close());

const UDYAM = 'UDYAM-KA-03-0012345';
const udyamRegistration = { registrationType: 'udyam', registrationNumber: UDYAM };
type Sent = { request_id: string; otp_sent_to: string; retry_after_seconds: number };
type Listed = {
  request_id: string;
  udyam_list: { udyam_reg_no: string; enterprise_name: string; enterprise_type: string }[];
};

describe('Udyam verification', () => {
  it('by mobile: OTP → the registrations linked to it → the chosen one verifies, moves to serviceability', async () => {
    s = makeSandbox();
    const a = await atRegistration(s, udyamRegistration);
    const base = `/v1/signzy/${a.applicationId}/udyam-details`;
    const sent = await ok<Sent>(s.call('POST', `${base}/generate-otp`, { mobile: '9123456789' }, a.h));
    expect(sent).toEqual({ request_id: expect.any(String), otp_sent_to: 'XXXXXX6789', retry_after_seconds: 30 });
    // The OTP went to the mobile Udyam knows, readable like a login code.
    const code = await latestOtp(s, '9123456789');

    expect(
      await errorOf(s.call('POST', `${base}/submit-otp`, { request_id: sent.request_id, otp: wrongCode(code) }, a.h)),
    ).toMatchObject({
      status: 422,
      code: 'EPL-42201',
    });
    // Choosing before the OTP is proven is refused.
    expect(await errorOf(s.call('POST', `${base}/submit-udyam`, { udyam_reg_no: UDYAM }, a.h))).toMatchObject({
      status: 409,
      code: 'EPL-40904',
    });

    const listed = await ok<Listed>(
      s.call('POST', `${base}/submit-otp`, { request_id: sent.request_id, otp: code }, a.h),
    );
    expect(listed).toEqual({
      request_id: sent.request_id,
      udyam_list: [
        { udyam_reg_no: UDYAM, enterprise_name: 'Verma Traders', enterprise_type: 'Micro' },
        { udyam_reg_no: 'UDYAM-MH-26-3456789', enterprise_name: 'Verma Traders', enterprise_type: 'Micro' },
      ],
    });

    // Picking the other registration replaces the profile's number.
    const chosen = await ok<Answer>(
      s.call('POST', `${base}/submit-udyam`, { udyam_reg_no: 'udyam-mh-26-3456789' }, a.h),
    );
    expect(chosen).toEqual({
      application: {
        id: a.applicationId,
        status: 'businessRegistrationDetailsUpdated',
        subStatus: 'udyamVerified',
        nextAction: 'serviceability',
        percentCompleted: expect.any(Number),
      },
      udyam: { udyam_reg_no: 'UDYAM-MH-26-3456789', verified: true },
    });
    expect(await ok(s.call('GET', `/v3${a.app}/business-info`, undefined, a.h))).toMatchObject({
      registration: { registrationType: 'udyam', registrationNumber: 'UDYAM-MH-26-3456789', verified: true },
    });
  });

  it('by Udyam number: the OTP goes to the applicant and the list holds that registration only', async () => {
    s = makeSandbox();
    const a = await atRegistration(s, udyamRegistration);
    const base = `/v1/signzy/${a.applicationId}/udyam-details`;
    const sent = await ok<Sent>(s.call('POST', `${base}/generate-otp`, { udyam_reg_no: UDYAM }, a.h));
    expect(sent.otp_sent_to).toBe('XXXXXX3210');
    const listed = await ok<Listed>(
      s.call('POST', `${base}/submit-otp`, { request_id: sent.request_id, otp: await latestOtp(s, a.phone) }, a.h),
    );
    expect(listed.udyam_list.map((item) => item.udyam_reg_no)).toEqual([UDYAM]);
    // A number that was not in any verified list cannot be chosen.
    expect(
      await errorOf(s.call('POST', `${base}/submit-udyam`, { udyam_reg_no: 'UDYAM-MH-26-3456789' }, a.h)),
    ).toMatchObject({
      status: 409,
      code: 'EPL-40904',
    });
    const chosen = await ok<Answer>(s.call('POST', `${base}/submit-udyam`, { udyam_reg_no: UDYAM }, a.h));
    expect(chosen.application.nextAction).toBe('serviceability');
  });

  it('checks Udyam format (EPL-40013), unknown mobiles (EPL-40403), 30 s resends; bad input: no write', async () => {
    s = makeSandbox();
    const a = await atRegistration(s, udyamRegistration);
    const base = `/v1/signzy/${a.applicationId}/udyam-details`;
    for (const bad of ['UDYAM-K1-03-0012345', 'UDYAM-KA-3-0012345', 'UDYAM-KA-03-001234', 'KA-03-0012345']) {
      expect(await errorOf(s.call('POST', `${base}/generate-otp`, { udyam_reg_no: bad }, a.h))).toMatchObject({
        status: 400,
        code: 'EPL-40013',
      });
    }
    expect(await errorOf(s.call('POST', `${base}/generate-otp`, { mobile: '9123456780' }, a.h))).toMatchObject({
      status: 404,
      code: 'EPL-40403',
    });
    expect(await errorOf(s.call('POST', `${base}/generate-otp`, { mobile: '5123456789' }, a.h))).toMatchObject({
      status: 400,
      code: 'EPL-40000',
    });
    expect(
      await errorOf(s.call('POST', `${base}/generate-otp`, { mobile: '9123456789', udyam_reg_no: UDYAM }, a.h)),
    ).toMatchObject({
      status: 400,
      code: 'EPL-40000',
    });
    expect(await errorOf(s.call('POST', `${base}/submit-udyam`, { udyam_reg_no: 'UDYAM-12' }, a.h))).toMatchObject({
      status: 400,
      code: 'EPL-40013',
    });
    expect(s.count('provider_otps')).toBe(0);
    expect(applicationRow(s, a.applicationId)).toMatchObject({ next_action: 'udyam' });

    await ok(s.call('POST', `${base}/generate-otp`, { mobile: '9123456789' }, a.h));
    expect(await errorOf(s.call('POST', `${base}/generate-otp`, { mobile: '9123456789' }, a.h))).toMatchObject({
      status: 429,
      code: 'EPL-42901',
    });
    s.clock.advance(30_000);
    await ok(s.call('POST', `${base}/generate-otp`, { mobile: '9123456789' }, a.h));
  });

  it('a reload reads back the live OTP and lookup, the list verified in 30 minutes; owner at step only', async () => {
    s = makeSandbox();
    const a = await atRegistration(s, udyamRegistration);
    const base = `/v1/signzy/${a.applicationId}/udyam-details`;
    const nothing = { request_id: null, udyam_list: [], otp_pending: null };
    // Nothing sent yet: nothing to restore, which is not an error.
    expect(await ok(s.call('GET', `${base}/udyam-list`, undefined, a.h))).toEqual(nothing);
    const sent = await ok<Sent>(s.call('POST', `${base}/generate-otp`, { mobile: '9123456789' }, a.h));
    s.clock.advance(12_000);
    expect(await ok(s.call('GET', `${base}/udyam-list`, undefined, a.h))).toEqual({
      request_id: null,
      udyam_list: [],
      otp_pending: {
        request_id: sent.request_id,
        otp_sent_to: 'XXXXXX6789',
        retry_after_seconds: 18,
        mobile: '9123456789',
      },
    });
    const code = await latestOtp(s, '9123456789');
    const listed = await ok<Listed>(
      s.call('POST', `${base}/submit-otp`, { request_id: sent.request_id, otp: code }, a.h),
    );
    // Verified, the OTP is spent and the list is what comes back.
    expect(await ok(s.call('GET', `${base}/udyam-list`, undefined, a.h))).toEqual({ ...listed, otp_pending: null });

    // A newer OTP (by number) is pending next to the older verified list; once verified, its list replaces it.
    s.clock.advance(30_000);
    const again = await ok<Sent>(s.call('POST', `${base}/generate-otp`, { udyam_reg_no: UDYAM.toLowerCase() }, a.h));
    expect(await ok(s.call('GET', `${base}/udyam-list`, undefined, a.h))).toEqual({
      ...listed,
      otp_pending: {
        request_id: again.request_id,
        otp_sent_to: 'XXXXXX3210',
        retry_after_seconds: 30,
        udyam_reg_no: UDYAM,
      },
    });
    // Five wrong tries lock the code: it can no longer be typed, so it is not offered.
    const wrong = wrongCode(await latestOtp(s, a.phone));
    for (let tries = 0; tries < 5; tries += 1)
      await errorOf(s.call('POST', `${base}/submit-otp`, { request_id: again.request_id, otp: wrong }, a.h));
    expect(await ok(s.call('GET', `${base}/udyam-list`, undefined, a.h))).toEqual({ ...listed, otp_pending: null });
    s.clock.advance(30_000);
    const third = await ok<Sent>(s.call('POST', `${base}/generate-otp`, { udyam_reg_no: UDYAM }, a.h));
    const newer = await ok<Listed>(
      s.call('POST', `${base}/submit-otp`, { request_id: third.request_id, otp: await latestOtp(s, a.phone) }, a.h),
    );
    expect(await ok(s.call('GET', `${base}/udyam-list`, undefined, a.h))).toEqual({ ...newer, otp_pending: null });

    const gst = await atRegistration(
      s,
      { registrationType: 'gstin', registrationNumber: '29ABCPV1234K1ZF' },
      '9876543219',
    );
    expect(await errorOf(s.call('GET', `${base}/udyam-list`, undefined, gst.h))).toMatchObject({ status: 403 });
    expect(
      await errorOf(s.call('GET', `/v1/signzy/${gst.applicationId}/udyam-details/udyam-list`, undefined, gst.h)),
    ).toMatchObject({
      status: 409,
      code: 'EPL-40900',
    });

    // Past the window submit-udyam would refuse the list, so there is nothing to restore.
    s.clock.advance(30 * 60 * 1000 + 1);
    expect(await ok(s.call('GET', `${base}/udyam-list`, undefined, a.h))).toEqual(nothing);
  });

  it('belongs to the udyam step and to the owner', async () => {
    s = makeSandbox();
    const gst = await atRegistration(s, { registrationType: 'gstin', registrationNumber: '29ABCPV1234K1ZF' });
    expect(
      await errorOf(
        s.call('POST', `/v1/signzy/${gst.applicationId}/udyam-details/generate-otp`, { mobile: '9123456789' }, gst.h),
      ),
    ).toMatchObject({
      status: 409,
      code: 'EPL-40900',
    });
    const a = await atRegistration(s, udyamRegistration, '9876543219');
    const sent = await ok<Sent>(
      s.call('POST', `/v1/signzy/${a.applicationId}/udyam-details/generate-otp`, { mobile: '9123456789' }, a.h),
    );
    expect(
      await errorOf(
        s.call('POST', `/v1/signzy/${a.applicationId}/udyam-details/generate-otp`, { mobile: '9123456789' }, gst.h),
      ),
    ).toMatchObject({
      status: 403,
    });
    expect(
      await errorOf(
        s.call(
          'POST',
          `/v1/signzy/${a.applicationId}/udyam-details/submit-otp`,
          { request_id: sent.request_id, otp: '1234' },
          gst.h,
        ),
      ),
    ).toMatchObject({ status: 403 });
  });
});
