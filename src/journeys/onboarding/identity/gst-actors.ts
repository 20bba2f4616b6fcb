import { fromPromise } from 'xstate';
import type { GstStart, GstVerified, GstinConfirmed } from '../../../../machines/onboarding/gst.machine.ts';
import type { OtpCalls } from '../../../../machines/kit/otp.machine.ts';
import type { ApiClient } from '../../../api/client.ts';
import {
  GSTIN_FIELD_CODES,
  getGstVerificationStatus,
  getIsGstVerified,
  getTaxpayerType,
  gstConsent,
  gstLogin,
  gstOtp,
  saveGstin,
} from '../api/identity/gst/index.ts';
import { skipBusinessRegistrationProof } from '../../../api/onboarding/business/index.ts';
import type { StepAnswer } from '../../../../rules/onboarding/position.ts';
import { normaliseGstin } from '../../../../rules/identity/gstin.ts';
import { onField } from './field-problems.ts';

/** The gst machine's API actors on the app's client. */
export function createGstActors(client: ApiClient) {
  return {
    loadGst: fromPromise<GstStart, { applicationId: string }>(async ({ input }) => {
      const [status, verified] = await Promise.all([getGstVerificationStatus(client), getIsGstVerified(client, input)]);
      return { gstin: status.gstin, status: status.status, taxpayerType: verified.taxpayerType };
    }),
    // The GSTIN typed here becomes the profile's (unchanged when it already is), then its taxpayer type is read.
    confirmGstin: fromPromise<GstinConfirmed, { applicationId: string; gstin: string }>(async ({ input }) => {
      const gstin = normaliseGstin(input.gstin);
      const saved = await onField(saveGstin(client, { applicationId: input.applicationId, gstin }), GSTIN_FIELD_CODES);
      const type = await onField(
        getTaxpayerType(client, { applicationId: input.applicationId, gstin }),
        GSTIN_FIELD_CODES,
      );
      return { gstin: type.gstin, taxpayerType: type.taxpayerType, application: saved.application };
    }),
    gstLogin: fromPromise<unknown, { applicationId: string; gstin: string; username: string }>(({ input }) =>
      gstLogin(client, { ...input, username: input.username.trim() }),
    ),
    gstConsent: fromPromise<{ otpSentTo: string }, { applicationId: string }>(async ({ input }) => {
      const answer = await gstConsent(client, input);
      return { otpSentTo: answer.gstConsent.otpSentTo };
    }),
    skipGst: fromPromise<StepAnswer, { applicationId: string }>(async ({ input }) => {
      const answer = await skipBusinessRegistrationProof(client, input);
      return { application: answer.application };
    }),
  };
}

/** The portal OTP's verify and resend (consent asked again sends a new code). */
export function createGstOtpActors(client: ApiClient): OtpCalls<GstVerified> {
  return {
    verify: fromPromise(async ({ input }) => {
      const answer = await gstOtp(client, { applicationId: input.request['applicationId'] ?? '', otp: input.otp });
      return { application: answer.application, taxpayerType: answer.gst.taxpayerType };
    }),
    resend: fromPromise(async ({ input }) => {
      const answer = await gstConsent(client, { applicationId: input.request['applicationId'] ?? '' });
      return { sentTo: answer.gstConsent.otpSentTo };
    }),
  };
}
