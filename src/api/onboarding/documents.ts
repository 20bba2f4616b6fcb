import * as v from 'valibot';
import { nonEmptyString } from '../non-empty.ts';
import { applicationPositionSchema } from './position.ts';
import type { UploadedDocument } from '../../../rules/onboarding/documents.ts';
import type { Assert, Equal } from '../same-type.ts';

/** Metadata the lender keeps for an uploaded file; the bytes never come back. */
export const uploadedDocumentSchema = v.object({
  id: nonEmptyString,
  kind: v.string(),
  documentType: v.nullable(v.string()),
  side: v.nullable(v.string()),
  fileName: v.string(),
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  contentType: v.string(),
  sha256: v.string(),
  uploadedAt: v.string(),
});

export const documentAnswerSchema = v.object({
  application: applicationPositionSchema,
  document: uploadedDocumentSchema,
});

/** The lender's limit on every document upload (§9). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const SELFIE_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
export const VIDEO_CONTENT_TYPES = ['video/webm', 'video/mp4'] as const;

type _UploadedDocumentIsRules = Assert<Equal<UploadedDocument, v.InferOutput<typeof uploadedDocumentSchema>>>;
