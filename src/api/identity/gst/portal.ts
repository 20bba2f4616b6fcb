import type { ApiClient, CallOptions } from '../../client.ts';
import {
  gstConsentAnswerSchema,
  gstLoginAnswerSchema,
  gstOtpAnswerSchema,
  type GstConsentAnswer,
  type GstLoginAnswer,
  type GstOtpAnswer,
} from './schemas.ts';

// §8: GST login and OTP errors are hidden from the user (no popup, no server text on screen);
// the GST machine shows its own neutral sentence. A 401 still logs out.
const HIDDEN: CallOptions = { errors: 'hidden' };

const gstinPath = (applicationId: string, rest: string): string =>
  `/v1/gstin/${encodeURIComponent(applicationId)}/${rest}`;

/** POST /v1/gstin/{id}/login: the GST portal username for the profile's GSTIN. Errors: hidden. */
export function gstLogin(
  client: ApiClient,
  input: { applicationId: string; gstin: string; username: string },
  options: CallOptions = {},
): Promise<GstLoginAnswer> {
  return client.post(
    gstinPath(input.applicationId, 'login'),
    { gstin: input.gstin, username: input.username },
    {
      ...HIDDEN,
      ...options,
      schema: gstLoginAnswerSchema,
    },
  );
}

/**
 * POST /v1/gstin/{id}/consent with x-phone-number (§6): the applicant agrees to share GST
 * returns and the portal sends the OTP; asking again is a resend. Errors: hidden.
 */
export function gstConsent(
  client: ApiClient,
  input: { applicationId: string },
  options: CallOptions = {},
): Promise<GstConsentAnswer> {
  return client.post(
    gstinPath(input.applicationId, 'consent'),
    { consent: true },
    {
      ...HIDDEN,
      ...options,
      phoneHeader: true,
      schema: gstConsentAnswerSchema,
    },
  );
}

/** POST /v1/gstin/{id}/otp: the portal's OTP; the right one verifies the GSTIN. Errors: hidden. */
export function gstOtp(
  client: ApiClient,
  input: { applicationId: string; otp: string },
  options: CallOptions = {},
): Promise<GstOtpAnswer> {
  return client.post(
    gstinPath(input.applicationId, 'otp'),
    { otp: input.otp },
    { ...HIDDEN, ...options, schema: gstOtpAnswerSchema },
  );
}
