import { atApplication, inline, type ApplicationRef } from '../../../../../api/onboarding/calls.ts';
import {
  gstVerificationStatusSchema,
  gstinAnswerSchema,
  isGstVerifiedSchema,
  taxpayerTypeAnswerSchema,
} from './schemas.ts';

/**
 * GET /v1/gstin/gstin-verification-status (the spec writes it without a version; the lender
 * serves its API under /v1..): where the token's application stands with GST. Errors: hidden.
 */
export const getGstVerificationStatus = inline.bare(
  'get',
  gstVerificationStatusSchema,
  '/v1/gstin/gstin-verification-status',
);

/** GET /v1/idfy/{id}/get-taxpayer-type?gstin=. Errors: hidden; EPL-40011/40012 on the GSTIN. */
export const getTaxpayerType = inline.call(
  'get',
  taxpayerTypeAnswerSchema,
  (input: { applicationId: string; gstin: string }) => ({
    path: `/v1/idfy/${encodeURIComponent(input.applicationId)}/get-taxpayer-type`,
    searchParams: { gstin: input.gstin },
  }),
);

/**
 * PATCH /v1/application/{id}/gst: corrects the profile's GSTIN from additional-info (a
 * different number must be verified again). Errors: hidden; EPL-40011/40012 on the GSTIN.
 */
export const saveGstin = inline.call(
  'patch',
  gstinAnswerSchema,
  atApplication('v1', 'gst', (input: ApplicationRef & { gstin: string }) => ({ gstin: input.gstin })),
);

/** GET /v1/application/{id}/is-gst-verified. Errors: hidden. */
export const getIsGstVerified = inline.call('get', isGstVerifiedSchema, atApplication('v1', 'is-gst-verified'));
