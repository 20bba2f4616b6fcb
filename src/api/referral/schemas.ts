import * as v from 'valibot';
import { locationSchema, utmParametersSchema } from '../session/schemas.ts';

export const referralStartRequestSchema = v.object({
  marketplaceInfo: v.object({ name: v.pipe(v.string(), v.minLength(1)) }),
  callbackUrl: v.string(),
  source: utmParametersSchema,
  location: locationSchema,
});

export const referralStartResponseSchema = v.object({
  session: v.object({ sessionId: v.pipe(v.string(), v.minLength(1)) }),
});

export type ReferralStartRequest = v.InferOutput<typeof referralStartRequestSchema>;
