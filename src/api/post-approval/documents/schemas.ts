import * as v from 'valibot';
import { uploadedDocumentSchema } from '../../onboarding/documents.ts';

// The documents a lender asks for after approval (§7 Application: application-document and the
// per-kind uploads), each with whether it is required and what the lender holds for it.

/** Every kind of document a lender may ask for, as its §7 path names it. */
export const DOCUMENT_KINDS = [
  'application-document',
  'shop-photo-inside',
  'shop-photo-front',
  'applicant-photo',
  'business-registration-proof',
  'property-ownership-proof',
  'security-cheque',
  'id-proof',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const requestedDocumentSchema = v.object({
  kind: v.picklist(DOCUMENT_KINDS),
  label: v.string(),
  required: v.boolean(),
  accept: v.array(v.string()),
  maxBytes: v.pipe(v.number(), v.integer(), v.minValue(1)),
  document: v.nullable(uploadedDocumentSchema),
});

/** GET application-document: what the lender asks for, on which screen, and what it holds. */
export const documentRequestSchema = v.object({
  /** 'upload' (the first list) or 'additional' (what the lender asked for after reviewing it). */
  stage: v.picklist(['upload', 'additional']),
  documents: v.array(requestedDocumentSchema),
});

export type RequestedDocument = v.InferOutput<typeof requestedDocumentSchema>;
export type DocumentRequest = v.InferOutput<typeof documentRequestSchema>;
