import * as v from 'valibot';
import { nonEmptyString } from '../non-empty.ts';
import { locationSchema, utmParametersSchema } from '../session/schemas.ts';

export const referralStartRequestSchema = v.object({
  marketplaceInfo: v.object({ name: nonEmptyString }),
  callbackUrl: v.string(),
  source: utmParametersSchema,
  location: locationSchema,
});

export const referralStartResponseSchema = v.object({
  session: v.object({ sessionId: nonEmptyString }),
});

export type ReferralStartRequest = v.InferOutput<typeof referralStartRequestSchema>;
