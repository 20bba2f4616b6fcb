import * as v from 'valibot';
import { uploadedDocumentSchema } from '../../onboarding/documents.ts';
import { ESIGN_STATUSES } from '../../agreement/schemas.ts';

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

/**
 * The application form the lender asks to be signed (ADR 023): its latest Aadhaar e-sign request,
 * and which held file (if any) that e-sign signed. Null when the list does not ask for the form.
 */
export const applicationFormSchema = v.object({
  eSign: v.nullable(v.object({ requestId: v.string(), status: v.picklist(ESIGN_STATUSES) })),
  signed: v.nullable(v.object({ documentId: v.string(), signedAt: v.string() })),
});

/** GET application-document: what the lender asks for, on which screen, and what it holds. */
export const documentRequestSchema = v.object({
  /** 'upload' (the first list) or 'additional' (what the lender asked for after reviewing it). */
  stage: v.picklist(['upload', 'additional']),
  applicationForm: v.nullable(applicationFormSchema),
  documents: v.array(requestedDocumentSchema),
});

/** POST application-form/esign: the provider page to leave for. */
export const formESignStartedSchema = v.object({
  url: v.string(),
  requestId: v.string(),
  status: v.picklist(ESIGN_STATUSES),
  expiresAt: v.string(),
});

export type RequestedDocument = v.InferOutput<typeof requestedDocumentSchema>;
export type DocumentRequest = v.InferOutput<typeof documentRequestSchema>;
export type ApplicationFormState = v.InferOutput<typeof applicationFormSchema>;
export type FormESignStarted = v.InferOutput<typeof formESignStartedSchema>;
