import type { ApiClient } from '../../../../api/client.ts';
import {
  applicationPath,
  fileForm,
  inline,
  inlineAt,
  readApplicationFile,
  upload,
} from '../../../../api/onboarding/calls.ts';
import type { ApplicationRef } from '../../../../api/onboarding/calls.ts';
import { documentAnswerSchema } from '../../../../api/onboarding/documents.ts';
import { statusAnswerSchema } from '../bank-statement/schemas.ts';
import { documentRequestSchema, formESignStartedSchema } from './schemas.ts';
import type { DocumentKind } from '../../../../../rules/post-approval/documents.ts';

// The documents a lender asks for after approval (§7 Application: application-document with a
// kind query; document-upload-complete by the latest loan id). Failures are shown on the screen.

/** GET /v1/application/{id}/application-document: what the lender asks for now, and what it holds. */
export const getDocumentRequest = inlineAt('v1', 'application-document').get(documentRequestSchema);

/** POST /v1/application/{id}/application-document?kind= (multipart `file`). */
export const uploadRequestedDocument = upload.call(
  'post',
  documentAnswerSchema,
  (input: ApplicationRef & { kind: DocumentKind; file: File }) => ({
    path: applicationPath('v1', input.applicationId, 'application-document'),
    form: fileForm('file', input.file),
    searchParams: { kind: input.kind },
  }),
);

/** GET /v1/application/{id}/application-document/{documentId}: the file, for the preview. */
export async function readRequestedDocument(
  client: ApiClient,
  input: ApplicationRef & { documentId: string },
): Promise<Blob> {
  return readApplicationFile(client, input, `application-document/${encodeURIComponent(input.documentId)}`);
}

/** PATCH /v1/application/{loanId}/document-upload-complete: by the latest loan id (§7). */
export const completeDocumentUpload = inline.call('patch', statusAnswerSchema, (input: { loanId: string }) => ({
  path: `/v1/application/${encodeURIComponent(input.loanId)}/document-upload-complete`,
}));

/** GET /v1/application/{id}/application-form: the form made from the application, to read or print and sign. */
export async function downloadApplicationForm(client: ApiClient, input: ApplicationRef): Promise<Blob> {
  return readApplicationFile(client, input, 'application-form');
}

/** POST /v1/application/{id}/application-form/esign { redirectUrl }: the Aadhaar e-sign page to leave for. */
export const startFormESign = inline.call(
  'post',
  formESignStartedSchema,
  (input: ApplicationRef & { redirectUrl: string }) => ({
    path: applicationPath('v1', input.applicationId, 'application-form/esign'),
    body: { redirectUrl: input.redirectUrl },
  }),
);
