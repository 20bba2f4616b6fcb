import * as v from 'valibot';
import { nonEmptyString } from '../../../../../api/non-empty.ts';
import { applicationPositionSchema } from '../../../../../api/onboarding/position.ts';
import { registrationDetailsSchema } from '../../../../../api/onboarding/business/schemas.ts';
import type { GstVerificationStatus } from '../../../../../../rules/onboarding/identity.ts';
import type { Assert, Equal } from '../../../../../api/same-type.ts';

/** The taxpayer types the lender's identity provider names; open so a new one does not break parsing. */
export const taxpayerTypeSchema = nonEmptyString;

export const gstLoginAnswerSchema = v.object({
  application: applicationPositionSchema,
  gstLogin: v.object({ gstin: v.string(), username: v.string(), consentRequired: v.boolean() }),
});

export const gstConsentAnswerSchema = v.object({
  application: applicationPositionSchema,
  gstConsent: v.object({
    consented: v.literal(true),
    otpSentTo: v.string(),
    retryAfterSeconds: v.pipe(v.number(), v.minValue(0)),
  }),
});

export const gstOtpAnswerSchema = v.object({
  application: applicationPositionSchema,
  gst: v.object({ gstin: v.string(), verified: v.boolean(), taxpayerType: taxpayerTypeSchema }),
});

export const GST_VERIFICATION_STATUSES = ['notStarted', 'loggedIn', 'otpSent', 'verified'] as const;

export const gstVerificationStatusSchema = v.object({
  gstin: v.nullable(v.string()),
  status: v.picklist(GST_VERIFICATION_STATUSES),
  verified: v.boolean(),
});

export const taxpayerTypeAnswerSchema = v.object({ gstin: v.string(), taxpayerType: taxpayerTypeSchema });

export const gstinAnswerSchema = v.object({
  application: applicationPositionSchema,
  registration: registrationDetailsSchema,
});

export const isGstVerifiedSchema = v.object({
  isGstVerified: v.boolean(),
  gstin: v.nullable(v.string()),
  taxpayerType: v.nullable(taxpayerTypeSchema),
});

/** The GSTIN field's codes on PATCH gst and the taxpayer-type read (not hidden: they are the applicant's typing). */
export const GSTIN_FIELD_CODES = { 'EPL-40011': 'gstin', 'EPL-40012': 'gstin' } as const;

type _GstVerificationStatusIsRules = Assert<
  Equal<GstVerificationStatus, v.InferOutput<typeof gstVerificationStatusSchema>>
>;
