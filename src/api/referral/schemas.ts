import * as v from 'valibot';
import { wireId } from '../wire-id.ts';
import { locationSchema, utmParametersSchema } from '../session/schemas.ts';

export const referralStartRequestSchema = v.object({
  marketplaceInfo: v.object({ name: wireId }),
  callbackUrl: v.string(),
  source: utmParametersSchema,
  location: locationSchema,
});

export const referralStartResponseSchema = v.object({
  session: v.object({ sessionId: wireId }),
});

export type ReferralStartRequest = v.InferOutput<typeof referralStartRequestSchema>;
