import { fromPromise } from 'xstate';
import { KYC_RETURN_PATH } from '../../../../machines/onboarding/kyc.machine.ts';
import type { ProviderReturn, VerifiedAnswer } from '../../../../machines/onboarding/kyc.machine.ts';
import type { OtpCalls } from '../../../../machines/kit/otp.machine.ts';
import type { ApiClient } from '../../../api/client.ts';
import {
  AADHAAR_FIELD_CODES,
  getDigiLockerStatus,
  getDigiLockerUrl,
  sendAadhaarOtp,
  verifyAadhaarOtp,
} from '../api/identity/digilocker/index.ts';
import type { AadhaarOtpSent, DigiLockerAnswer, DigiLockerUrl } from '../../../../rules/onboarding/identity.ts';
import { saveKycMode } from '../../../api/onboarding/pan-kyc/index.ts';
import type { StepAnswer } from '../../../../rules/onboarding/position.ts';
import { OTP_FIELD_CODES, onField } from './field-problems.ts';

export interface BrowserAddress {
  pathname: string;
  search: string;
}

/** What the provider page brought back, when the step opened on its return address. */
export function providerReturnOf(address: BrowserAddress): ProviderReturn | null {
  if (address.pathname !== KYC_RETURN_PATH) return null;
  const query = new URLSearchParams(address.search);
  const requestId = query.get('requestId');
  return requestId ? { requestId, status: query.get('status') } : null;
}

const NOT_VERIFIED_MESSAGE = 'We could not verify your Aadhaar. Please try again.';

/** The kyc machine's API actors on the app's client, and the browser's address read once. */
export function createKycActors(client: ApiClient, address: () => BrowserAddress) {
  return {
    readProviderReturn: fromPromise<ProviderReturn | null, void>(async () => providerReturnOf(address())),
    getDigiLockerUrl: fromPromise<DigiLockerUrl, { redirectUrl: string }>(({ input }) =>
      getDigiLockerUrl(client, input),
    ),
    checkDigiLockerStatus: fromPromise<DigiLockerAnswer, ProviderReturn>(({ input }) =>
      getDigiLockerStatus(client, { requestId: input.requestId }),
    ),
    sendAadhaarOtp: fromPromise<AadhaarOtpSent, { aadhaarNumber: string }>(({ input }) =>
      onField(sendAadhaarOtp(client, input), AADHAAR_FIELD_CODES),
    ),
    switchToManual: fromPromise<StepAnswer, { applicationId: string }>(async ({ input }) => {
      const answer = await saveKycMode(client, { applicationId: input.applicationId, kycMode: 'manual' });
      return { application: answer.application };
    }),
  };
}

/** The Aadhaar OTP's verify and resend; its request is the kyc machine's (number and request id). */
export function createKycOtpActors(client: ApiClient): OtpCalls<VerifiedAnswer> {
  return {
    verify: fromPromise(async ({ input }) => {
      const requestId = input.request['requestId'] ?? '';
      const answer = await onField(verifyAadhaarOtp(client, { requestId, otp: input.otp }), OTP_FIELD_CODES);
      // A right OTP always verifies; anything else is not a success to show.
      if (answer.digiLocker.status !== 'verified') throw new Error(NOT_VERIFIED_MESSAGE);
      return { application: answer.application, digiLocker: answer.digiLocker };
    }),
    // Another code for the same number: the next verify answers its request.
    resend: fromPromise(async ({ input }) => {
      const aadhaarNumber = input.request['aadhaarNumber'] ?? '';
      const sent = await onField(sendAadhaarOtp(client, { aadhaarNumber }), AADHAAR_FIELD_CODES);
      return { sentTo: sent.otpSentTo, request: { ...input.request, requestId: sent.requestId } };
    }),
  };
}
