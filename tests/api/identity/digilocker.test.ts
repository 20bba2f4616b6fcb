import { describe, expect, it } from 'vitest';
import {
  getDigiLockerStatus,
  getDigiLockerUrl,
  sendAadhaarOtp,
  submitDigiLockerDetails,
  verifyAadhaarOtp,
  AADHAAR_FIELD_CODES,
} from '../../../src/journeys/onboarding/api/identity/digilocker/index.ts';
import { PASS_THROUGH_CODE } from '../../../rules/failure.ts';
import { fieldOfError } from '../../../src/api/onboarding/errors.ts';
import {
  AT_KYC_SELECTION,
  PHONE,
  OTHER_PHONE,
  applicantAt,
  expectNoPopup,
  failure,
  lastRequest,
  nextActionOf,
  useOnboardingHarness,
} from '../../support/api/onboarding.ts';
import { AT_DIGILOCKER, aadhaarOf, decideOnProviderPage, sandboxOtp, wrongOf } from '../../support/api/identity.ts';

const harness = useOnboardingHarness();

describe('DigiLocker through the provider page', () => {
  it('gets the page, comes back with the request id and reads the verified record once', async () => {
    const { h } = harness;
    const applicationId = await applicantAt(h, AT_DIGILOCKER);
    const page = await getDigiLockerUrl(h.client, { redirectUrl: '/signup/kyc-result' });
    expect(lastRequest(h).url).toBe('http://sandbox.test/v1/idfy/digilocker-url?redirectUrl=%2Fsignup%2Fkyc-result');
    expect(page.url).toContain(`requestId=${page.requestId}`);

    const pending = await getDigiLockerStatus(h.client, { requestId: page.requestId });
    expect(pending.digiLocker).toEqual({ status: 'pending', requestId: page.requestId });
    expect(pending.application.nextAction).toBe('digiLocker');

    const back = await decideOnProviderPage(h, page.url, 'approve');
    expect(back).toBe(`/signup/kyc-result?status=success&requestId=${page.requestId}`);
    const verified = await getDigiLockerStatus(h.client, { requestId: page.requestId });
    expect(verified.application).toMatchObject({
      id: applicationId,
      status: 'digiLockerVerified',
      nextAction: 'panKyc',
    });
    expect(verified.digiLocker).toMatchObject({
      status: 'verified',
      source: 'digiLocker',
      name: 'Asha Verma',
      maskedAadhaar: 'XXXXXXXX3210',
    });
    // Asked again (a reload of the return address) the answer is the same and nothing moves.
    await expect(submitDigiLockerDetails(h.client, { requestId: page.requestId, status: 'failure' })).resolves.toEqual(
      verified,
    );
    expectNoPopup(h);
  });

  it('a denial is failed/denied and the step stays DigiLocker', async () => {
    const { h } = harness;
    await applicantAt(h, AT_DIGILOCKER);
    const page = await getDigiLockerUrl(h.client, { redirectUrl: '/signup/kyc-result' });
    await decideOnProviderPage(h, page.url, 'deny');
    const answer = await submitDigiLockerDetails(h.client, { requestId: page.requestId });
    expect(answer.digiLocker).toEqual({ status: 'failed', requestId: page.requestId, reason: 'denied' });
    expect(answer.application).toMatchObject({ subStatus: 'digiLockerFailed', nextAction: 'digiLocker' });
  });

  it('before the DigiLocker step is 409; someone else’s request is 403, all without a popup', async () => {
    const { h } = harness;
    await applicantAt(h, AT_DIGILOCKER, OTHER_PHONE);
    const theirs = await getDigiLockerUrl(h.client, { redirectUrl: '/signup/kyc-result' });
    await applicantAt(h, AT_KYC_SELECTION);
    expect(await failure(getDigiLockerUrl(h.client, { redirectUrl: '/signup/kyc-result' }))).toMatchObject({
      status: 409,
      code: 'EPL-40900',
    });
    expect(await failure(getDigiLockerStatus(h.client, { requestId: theirs.requestId }))).toMatchObject({
      status: 403,
    });
    expectNoPopup(h);
  });
});

describe('DigiLocker OTP variant (surepass)', () => {
  it('sends the OTP to the linked mobile and verify-otp answers the whole record', async () => {
    const { h } = harness;
    await applicantAt(h, AT_DIGILOCKER);
    const aadhaar = aadhaarOf('23456789012');
    const sent = await sendAadhaarOtp(h.client, { aadhaarNumber: aadhaar });
    expect(sent).toMatchObject({ otpSentTo: 'XXXXXX3210', retryAfterSeconds: 30 });
    const otp = await sandboxOtp(h, PHONE);

    const wrong = await failure(verifyAadhaarOtp(h.client, { requestId: sent.requestId, otp: wrongOf(otp) }));
    expect(wrong).toMatchObject({ status: 422, code: 'EPL-42201' });

    const answer = await verifyAadhaarOtp(h.client, { requestId: sent.requestId, otp });
    expect(lastRequest(h).url).toBe('http://sandbox.test/v2/digilocker/surepass/verify-otp');
    expect(answer.application.status).toBe('digiLockerVerified');
    expect(answer.digiLocker).toMatchObject({
      status: 'verified',
      source: 'aadhaarOtp',
      maskedAadhaar: `XXXXXXXX${aadhaar.slice(-4)}`,
    });
    expect(await nextActionOf(h)).toBe('panKyc');
    expectNoPopup(h);
  });

  it('EPL-10000 reaches the caller as the code itself; a bad check digit is EPL-40020 on the number', async () => {
    const { h } = harness;
    await applicantAt(h, AT_DIGILOCKER);
    const notLinked = await failure(sendAadhaarOtp(h.client, { aadhaarNumber: aadhaarOf('93456789012') }));
    expect(notLinked).toMatchObject({ status: 422, code: PASS_THROUGH_CODE, message: PASS_THROUGH_CODE });
    const good = aadhaarOf('23456789012');
    const spoilt = `${good.slice(0, -1)}${(Number(good.slice(-1)) + 1) % 10}`;
    const invalid = await failure(sendAadhaarOtp(h.client, { aadhaarNumber: spoilt }));
    expect(invalid).toMatchObject({ status: 400, code: 'EPL-40020' });
    expect(fieldOfError(invalid, AADHAAR_FIELD_CODES)).toBe('aadhaarNumber');
    expectNoPopup(h);
  });
});
