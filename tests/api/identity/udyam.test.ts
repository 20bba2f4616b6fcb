import { describe, expect, it } from 'vitest';
import {
  UDYAM_FIELD_CODES,
  generateUdyamOtp,
  readUdyamList,
  submitUdyam,
  submitUdyamOtp,
} from '../../../src/journeys/onboarding/api/identity/udyam/index.ts';
import { fieldOfError } from '../../../src/api/onboarding/errors.ts';
import {
  PHONE,
  applicantAt,
  expectNoPopup,
  failure,
  lastRequest,
  nextActionOf,
  useOnboardingHarness,
} from '../../support/api/onboarding.ts';
import { atUdyam, sandboxOtp, wrongOf } from '../../support/api/identity.ts';

const harness = useOnboardingHarness();
const UDYAM = 'UDYAM-KA-03-0012345';

describe('Udyam verification (signzy)', () => {
  it('by number: OTP to the applicant, the list, the chosen registration verified', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, atUdyam(UDYAM));
    expect(await nextActionOf(h)).toBe('udyam');
    expect(await readUdyamList(h.client, { applicationId })).toEqual({
      request_id: null,
      udyam_list: [],
      otp_pending: null,
    });
    const sent = await generateUdyamOtp(h.client, { applicationId, lookup: { udyam_reg_no: UDYAM } });
    expect(lastRequest(h).url).toBe(`http://sandbox.test/v1/signzy/${applicationId}/udyam-details/generate-otp`);
    expect(sent).toMatchObject({ otp_sent_to: 'XXXXXX3210', retry_after_seconds: 30 });
    const otp = await sandboxOtp(h, PHONE);
    // A reload on Enter Udyam OTP reads the code's request back, with the number Resend needs.
    expect((await readUdyamList(h.client, { applicationId })).otp_pending).toMatchObject({
      request_id: sent.request_id,
      otp_sent_to: 'XXXXXX3210',
      udyam_reg_no: UDYAM,
    });
    expect(
      await failure(submitUdyamOtp(h.client, { applicationId, request_id: sent.request_id, otp: wrongOf(otp) })),
    ).toMatchObject({ code: 'EPL-42201' });
    const list = await submitUdyamOtp(h.client, { applicationId, request_id: sent.request_id, otp });
    expect(list.udyam_list).toEqual([
      { udyam_reg_no: UDYAM, enterprise_name: 'Verma Traders', enterprise_type: 'Micro' },
    ]);
    // A reload on Select Udyam reads the verified list back.
    expect(await readUdyamList(h.client, { applicationId })).toEqual({ ...list, otp_pending: null });
    expect(lastRequest(h).url).toBe(`http://sandbox.test/v1/signzy/${applicationId}/udyam-details/udyam-list`);
    const answer = await submitUdyam(h.client, { applicationId, udyam_reg_no: UDYAM });
    expect(answer.udyam).toEqual({ udyam_reg_no: UDYAM, verified: true });
    expect(answer.application).toMatchObject({ subStatus: 'udyamVerified', nextAction: 'serviceability' });
    expectNoPopup(h);
  });

  it('by mobile: the OTP goes to that mobile and the list holds its registration', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, atUdyam(UDYAM));
    const sent = await generateUdyamOtp(h.client, { applicationId, lookup: { mobile: '9123456789' } });
    expect(sent.otp_sent_to).toBe('XXXXXX6789');
    const list = await submitUdyamOtp(h.client, {
      applicationId,
      request_id: sent.request_id,
      otp: await sandboxOtp(h, '9123456789'),
    });
    expect(list.udyam_list.map((item) => item.udyam_reg_no)).toEqual([UDYAM, 'UDYAM-MH-26-3456789']);
  });

  it('a malformed number, an unknown mobile and an unverified choice are inline errors', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, atUdyam(UDYAM));
    const malformed = await failure(generateUdyamOtp(h.client, { applicationId, lookup: { udyam_reg_no: 'UDYAM-1' } }));
    expect(fieldOfError(malformed, UDYAM_FIELD_CODES)).toBe('udyamNumber');
    const unknown = await failure(generateUdyamOtp(h.client, { applicationId, lookup: { mobile: '9123456780' } }));
    expect(unknown).toMatchObject({ status: 404, code: 'EPL-40403' });
    expect(fieldOfError(unknown, UDYAM_FIELD_CODES)).toBe('mobile');
    expect(await failure(submitUdyam(h.client, { applicationId, udyam_reg_no: UDYAM }))).toMatchObject({
      status: 409,
      code: 'EPL-40904',
    });
    expectNoPopup(h);
  });
});
