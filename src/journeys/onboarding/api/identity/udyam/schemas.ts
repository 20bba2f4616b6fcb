import * as v from 'valibot';
import { nonEmptyString } from '../../../../../api/non-empty.ts';
import { applicationPositionSchema } from '../../../../../api/onboarding/position.ts';
import type { UdyamOtpSent, UdyamRegistration, UdyamSubmitted } from '../../../../../../rules/onboarding/identity.ts';
import type { Assert, Equal } from '../../../../../api/same-type.ts';

// Field names are the Udyam provider's snake_case (§3 Udyam: request_id, otp, udyam_reg_no).

export const udyamOtpSentSchema = v.object({
  request_id: nonEmptyString,
  otp_sent_to: v.string(),
  retry_after_seconds: v.pipe(v.number(), v.minValue(0)),
});

export const udyamRegistrationSchema = v.object({
  udyam_reg_no: v.string(),
  enterprise_name: v.string(),
  enterprise_type: v.string(),
});

export const udyamListSchema = v.object({
  request_id: v.string(),
  udyam_list: v.array(udyamRegistrationSchema),
});

/** An OTP sent and still usable, with how it was looked up (one of mobile / udyam_reg_no). */
export const udyamPendingOtpSchema = v.object({
  ...udyamOtpSentSchema.entries,
  mobile: v.optional(v.string()),
  udyam_reg_no: v.optional(v.string()),
});

/**
 * What a reload on the Udyam screens lost: the latest list verified within 30 minutes (empty
 * when none) and the newest OTP if it can still be typed.
 */
export const udyamSavedListSchema = v.object({
  request_id: v.nullable(v.string()),
  udyam_list: v.array(udyamRegistrationSchema),
  otp_pending: v.nullable(udyamPendingOtpSchema),
});

export const udyamSubmittedSchema = v.object({
  application: applicationPositionSchema,
  udyam: v.object({ udyam_reg_no: v.string(), verified: v.boolean() }),
});

/** How the registration is looked up: the registered mobile, or the Udyam number itself. */
export type UdyamLookup = { mobile: string } | { udyam_reg_no: string };

/** Fields a failed generate-otp is about (EPL-40013 malformed number, EPL-40403 no registration for the mobile). */
export const UDYAM_FIELD_CODES = { 'EPL-40013': 'udyamNumber', 'EPL-40403': 'mobile' } as const;

type _UdyamOtpSentIsRules = Assert<Equal<UdyamOtpSent, v.InferOutput<typeof udyamOtpSentSchema>>>;
type _UdyamRegistrationIsRules = Assert<Equal<UdyamRegistration, v.InferOutput<typeof udyamRegistrationSchema>>>;
export type UdyamList = v.InferOutput<typeof udyamListSchema>;
type _UdyamSubmittedIsRules = Assert<Equal<UdyamSubmitted, v.InferOutput<typeof udyamSubmittedSchema>>>;
