import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { DocumentsContext } from '../../../machines/post-approval/documents.machine.ts';
import type { PostApprovalChildInput } from '../../../machines/post-approval/child-contract.ts';
import type { UploadedFile } from '../../../machines/kit/document-upload.machine.ts';
import type { DocumentRequest, RequestedDocument } from '../../../rules/post-approval/documents.ts';
import type { StatusAnswer } from '../../../rules/post-approval/bank-statement.ts';
import { APPLICATION_ID } from '../../fixtures/onboarding-positions.ts';
import { named } from './named.ts';

// The sample events of the `documents` journey, for both runners: the lists the lender asks for
// (the first one, the additional one), a document's card reporting its upload, the preview, and
// every answer of document-upload-complete.

export const LOAD_FAILED = 'Sandbox fault: documents unavailable.';
export const CALL_FAILED = 'Sandbox fault: not saved.';
export const LOAN_ID = 'loan-0001';

/** A file the lender holds for `kind`. */
export const held = (kind: RequestedDocument['kind']): UploadedFile =>
  named(`an uploaded ${kind}`, {
    id: `held-${kind}`,
    kind,
    documentType: null,
    side: null,
    fileName: `${kind}.png`,
    size: 68,
    contentType: 'image/png',
    sha256: 'cd'.repeat(32),
    uploadedAt: '2026-01-01T00:00:00.000Z',
  });

const requested = (
  kind: RequestedDocument['kind'],
  label: string,
  required: boolean,
  document: UploadedFile | null = null,
): RequestedDocument => ({
  kind,
  label,
  required,
  accept: ['application/pdf', 'image/jpeg', 'image/png'],
  maxBytes: 10 * 1024 * 1024,
  document,
});

/**
 * The sandbox's two lists, as the browser finds them once its seed has uploaded the rest: on the
 * first, every required document but the shop's front photo; on the additional one, the property
 * proof (the security cheque is still owed).
 */
export const REQUESTS = {
  first: named('the first list, the shop front photo owed', {
    stage: 'upload',
    applicationForm: { eSign: null, signed: null },
    documents: [
      requested('application-document', 'Signed application form', true, held('application-document')),
      requested('shop-photo-inside', 'Shop photo (inside)', true, held('shop-photo-inside')),
      requested('shop-photo-front', 'Shop photo (front)', true),
      requested('applicant-photo', 'Your photo', true, held('applicant-photo')),
      requested('id-proof', 'Identity proof', true, held('id-proof')),
      requested('business-registration-proof', 'Business registration proof', false),
    ],
  } satisfies DocumentRequest),
  additional: named('the additional list, the security cheque owed', {
    stage: 'additional',
    applicationForm: null,
    documents: [
      requested('property-ownership-proof', 'Property ownership proof', true, held('property-ownership-proof')),
      requested('security-cheque', 'Security cheque', true),
    ],
  } satisfies DocumentRequest),
};

/** The card each list's paths upload to, preview and remove: the one the seed left owed. */
export const OWED = { upload: 'shop-photo-front', additional: 'security-cheque' } as const;

const answer = (name: string, status: string): StatusAnswer =>
  named(name, { application: { id: APPLICATION_ID, status } });

export const ANSWERS = {
  complete: answer('the lender: documentUploaded', 'documentUploaded'),
  additional: answer('the lender: documentUploadInProgress (more asked)', 'documentUploadInProgress'),
};

export const PREVIEW_FILE = new Blob(['PNG'], { type: 'image/png' });

/** The application form the lender makes, and the e-sign request it starts (ADR 023). */
export const FORM_FILE = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
export const FORM_ESIGN = named('the lender: an e-sign request', {
  url: 'http://127.0.0.1/v1/sandbox-esign/application-form?requestId=r-1&ref=abc',
  requestId: 'r-1',
  status: 'RECEIVED' as const,
  expiresAt: '2026-01-01T00:30:00.000Z',
});

export function documentsEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { request } = snapshot.context as DocumentsContext;
  const slot = OWED[request?.stage ?? 'upload'];
  return [
    ...Object.values(REQUESTS).map((output) => ({ type: 'xstate.done.actor.loadDocuments', output })),
    { type: 'xstate.error.actor.loadDocuments', error: new Error(LOAD_FAILED) },
    { type: 'RETRY' },
    { type: 'UPLOAD_CHANGED', slot, document: held(slot) },
    { type: 'UPLOAD_CHANGED', slot, document: null },
    { type: 'PREVIEW', slot },
    { type: 'xstate.done.actor.readDocumentFile', output: PREVIEW_FILE },
    { type: 'xstate.error.actor.readDocumentFile', error: new Error(CALL_FAILED) },
    { type: 'CLOSE_PREVIEW' },
    { type: 'SUBMIT' },
    ...Object.values(ANSWERS).map((output) => ({ type: 'xstate.done.actor.completeDocuments', output })),
    { type: 'xstate.error.actor.completeDocuments', error: new Error(CALL_FAILED) },
    { type: 'DOWNLOAD_FORM' },
    { type: 'xstate.done.actor.downloadForm', output: FORM_FILE },
    { type: 'xstate.error.actor.downloadForm', error: new Error(CALL_FAILED) },
    { type: 'SIGN_FORM' },
    { type: 'xstate.done.actor.startFormESign', output: FORM_ESIGN },
    { type: 'xstate.error.actor.startFormESign', error: new Error(CALL_FAILED) },
  ];
}

export const documentsInputs: PostApprovalChildInput[] = [{ applicationId: APPLICATION_ID, loanId: LOAN_ID }];

export function serializeDocuments(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as DocumentsContext;
  return JSON.stringify({
    value: snapshot.value,
    held: Object.values(context.held).filter(Boolean).length,
    error: context.error !== null,
    formError: context.formError !== null,
  });
}

/** A card reports its upload only while the cards are on screen. */
export const onDocumentCards = (snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean =>
  event.type !== 'UPLOAD_CHANGED' ||
  snapshot.matches({ upload: 'editing' }) ||
  snapshot.matches({ additional: 'editing' });
