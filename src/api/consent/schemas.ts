import * as v from 'valibot';
import { nonEmptyString } from '../non-empty.ts';

export const consentStatusValueSchema = v.picklist(['granted', 'denied']);

export const consentSchema = v.object({
  consentType: v.string(),
  status: consentStatusValueSchema,
  updatedAt: v.nullable(v.string()),
});

export const consentStatusResponseSchema = v.object({
  consents: v.array(consentSchema),
});

export const consentStatusRequestSchema = v.object({
  consentType: nonEmptyString,
  status: consentStatusValueSchema,
});

export type Consent = v.InferOutput<typeof consentSchema>;
export type ConsentStatusRequest = v.InferOutput<typeof consentStatusRequestSchema>;
