import { fromPromise } from 'xstate';
import type { OtpCalls } from '../../../machines/kit/otp.machine.ts';
import type { EmailCodeSent, Profile, ProfileEmail, ReKyc, ReKycOtpSent } from '../../../machines/profile/types.ts';
import type { ApiClient } from '../../api/client.ts';
import {
  getProfile,
  initiateReKyc,
  sendEmailOtp,
  sendReKycOtp,
  verifyEmailOtp,
  verifyReKycOtp,
} from './api/profile.ts';

// The profile chart's calls, and the two OTP children's verify and resend (the OTP chart shows a
// refused code under the boxes and reads a lockout from the refusal's code and Retry-After).

export function createProfileActors(client: ApiClient) {
  return {
    getProfile: fromPromise<Profile, void>(async () => (await getProfile(client)).profile),
    sendEmailOtp: fromPromise<EmailCodeSent, { email: string }>(({ input }) => sendEmailOtp(client, input)),
    initiateReKyc: fromPromise<ReKyc, void>(async () => (await initiateReKyc(client)).reKyc),
    sendAadhaarOtp: fromPromise<ReKycOtpSent, { aadhaarNumber: string }>(({ input }) => sendReKycOtp(client, input)),
  };
}

/** The email code: its request is the email typed (resend sends it again). */
export function createEmailOtpCalls(client: ApiClient): OtpCalls<ProfileEmail> {
  return {
    verify: fromPromise(async ({ input }) => {
      const email = input.request['email'] ?? '';
      return (await verifyEmailOtp(client, { email, otp: input.otp })).email;
    }),
    resend: fromPromise(async ({ input }) => {
      const sent = await sendEmailOtp(client, { email: input.request['email'] ?? '' });
      return { sentTo: sent.sentTo, retryAfterSeconds: sent.retryAfterSeconds };
    }),
  };
}

/** The re-KYC's Aadhaar code: its request is the number and the request id; resend asks anew. */
export function createAadhaarOtpCalls(client: ApiClient): OtpCalls<ReKyc> {
  return {
    verify: fromPromise(async ({ input }) => {
      const requestId = input.request['requestId'] ?? '';
      return (await verifyReKycOtp(client, { requestId, otp: input.otp })).reKyc;
    }),
    resend: fromPromise(async ({ input }) => {
      const sent = await sendReKycOtp(client, { aadhaarNumber: input.request['aadhaarNumber'] ?? '' });
      return { sentTo: sent.otpSentTo, request: { ...input.request, requestId: sent.requestId } };
    }),
  };
}
