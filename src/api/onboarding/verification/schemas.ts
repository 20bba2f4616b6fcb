import * as v from 'valibot';
import { nonEmptyString } from '../../non-empty.ts';
import { locationSchema } from '../../session/schemas.ts';
import { applicationPositionSchema } from '../position.ts';

/** The location is left out when the geolocation failed or timed out (§8: continue without it). */
export const serviceabilityRequestSchema = v.object({ location: v.optional(v.nullable(locationSchema)) });

export const serviceabilityAnswerSchema = v.object({
  application: applicationPositionSchema,
  serviceability: v.object({
    isServiceable: v.boolean(),
    pincode: v.string(),
    /** 'pincodeNotServed' | 'outsideIndia' today; open so a new reason does not break parsing. */
    reason: v.nullable(v.string()),
  }),
});

export const videoVerificationAnswerSchema = v.object({
  application: applicationPositionSchema,
  videoVerification: v.object({ videoVerified: v.literal(true), videoId: nonEmptyString }),
});

export const videoSkipAnswerSchema = v.object({
  application: applicationPositionSchema,
  videoVerification: v.object({ videoVerified: v.literal(false), skipped: v.literal(true) }),
});

export type ServiceabilityRequest = v.InferOutput<typeof serviceabilityRequestSchema>;
export type ServiceabilityAnswer = v.InferOutput<typeof serviceabilityAnswerSchema>;
export type VideoVerificationAnswer = v.InferOutput<typeof videoVerificationAnswerSchema>;
