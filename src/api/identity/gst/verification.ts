import type { ApiClient, CallOptions } from '../../client.ts';
import { INLINE, applicationPath } from '../../onboarding/calls.ts';
import {
  gstVerificationStatusSchema,
  gstinAnswerSchema,
  isGstVerifiedSchema,
  taxpayerTypeAnswerSchema,
  type GstVerificationStatus,
  type GstinAnswer,
  type IsGstVerified,
  type TaxpayerTypeAnswer,
} from './schemas.ts';

/**
 * GET /v1/gstin/gstin-verification-status (the spec writes it without a version; the lender
 * serves its API under /v1..): where the token's application stands with GST. Errors: hidden.
 */
export function getGstVerificationStatus(client: ApiClient, options: CallOptions = {}): Promise<GstVerificationStatus> {
  return client.get('/v1/gstin/gstin-verification-status', {
    ...INLINE,
    ...options,
    schema: gstVerificationStatusSchema,
  });
}

/** GET /v1/idfy/{id}/get-taxpayer-type?gstin=. Errors: hidden; EPL-40011/40012 on the GSTIN. */
export function getTaxpayerType(
  client: ApiClient,
  input: { applicationId: string; gstin: string },
  options: CallOptions = {},
): Promise<TaxpayerTypeAnswer> {
  return client.get(`/v1/idfy/${encodeURIComponent(input.applicationId)}/get-taxpayer-type`, {
    ...INLINE,
    ...options,
    searchParams: { gstin: input.gstin },
    schema: taxpayerTypeAnswerSchema,
  });
}

/**
 * PATCH /v1/application/{id}/gst: corrects the profile's GSTIN from additional-info (a
 * different number must be verified again). Errors: hidden; EPL-40011/40012 on the GSTIN.
 */
export function saveGstin(
  client: ApiClient,
  input: { applicationId: string; gstin: string },
  options: CallOptions = {},
): Promise<GstinAnswer> {
  return client.patch(
    applicationPath('v1', input.applicationId, 'gst'),
    { gstin: input.gstin },
    {
      ...INLINE,
      ...options,
      schema: gstinAnswerSchema,
    },
  );
}

/** GET /v1/application/{id}/is-gst-verified. Errors: hidden. */
export function getIsGstVerified(
  client: ApiClient,
  input: { applicationId: string },
  options: CallOptions = {},
): Promise<IsGstVerified> {
  return client.get(applicationPath('v1', input.applicationId, 'is-gst-verified'), {
    ...INLINE,
    ...options,
    schema: isGstVerifiedSchema,
  });
}
