import * as v from 'valibot';
import { uploadedDocumentSchema } from '../../../../api/onboarding/documents.ts';
import { ESIGN_STATUSES } from '../../../../../rules/agreement.ts';
import { DOCUMENT_KINDS } from '../../../../../rules/post-approval/documents.ts';
import type {
  RequestedDocument,
  ApplicationFormState,
  DocumentRequest,
  FormESignStarted,
} from '../../../../../rules/post-approval/documents.ts';
import type { Assert, Equal } from '../../../../api/same-type.ts';

// The documents a lender asks for after approval (§7 Application: application-document and the
// per-kind uploads), each with whether it is required and what the lender holds for it.

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

type _RequestedDocumentIsRules = Assert<Equal<RequestedDocument, v.InferOutput<typeof requestedDocumentSchema>>>;
type _DocumentRequestIsRules = Assert<Equal<DocumentRequest, v.InferOutput<typeof documentRequestSchema>>>;
type _ApplicationFormStateIsRules = Assert<Equal<ApplicationFormState, v.InferOutput<typeof applicationFormSchema>>>;
type _FormESignStartedIsRules = Assert<Equal<FormESignStarted, v.InferOutput<typeof formESignStartedSchema>>>;
