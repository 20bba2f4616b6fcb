import { inline } from '../../../../../api/onboarding/calls.ts';
import { gstConsentAnswerSchema, gstLoginAnswerSchema, gstOtpAnswerSchema } from './schemas.ts';

// §8: GST login and OTP errors are hidden from the user (no popup, no server text on screen);
// the GST machine shows its own neutral sentence. A 401 still logs out.

const gstinPath = (applicationId: string, rest: string): string =>
  `/v1/gstin/${encodeURIComponent(applicationId)}/${rest}`;

/** POST /v1/gstin/{id}/login: the GST portal username for the profile's GSTIN. Errors: hidden. */
export const gstLogin = inline.call(
  'post',
  gstLoginAnswerSchema,
  (input: { applicationId: string; gstin: string; username: string }) => ({
    path: gstinPath(input.applicationId, 'login'),
    body: { gstin: input.gstin, username: input.username },
  }),
);

/**
 * POST /v1/gstin/{id}/consent with x-phone-number (§6): the applicant agrees to share GST
 * returns and the portal sends the OTP; asking again is a resend. Errors: hidden.
 */
export const gstConsent = inline.call('post', gstConsentAnswerSchema, (input: { applicationId: string }) => ({
  path: gstinPath(input.applicationId, 'consent'),
  body: { consent: true },
  phoneHeader: true,
}));

/** POST /v1/gstin/{id}/otp: the portal's OTP; the right one verifies the GSTIN. Errors: hidden. */
export const gstOtp = inline.call('post', gstOtpAnswerSchema, (input: { applicationId: string; otp: string }) => ({
  path: gstinPath(input.applicationId, 'otp'),
  body: { otp: input.otp },
}));
