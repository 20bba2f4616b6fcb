import type { AnyEventObject } from 'xstate';
import type { UploadedFile } from '../../../machines/onboarding/document-upload.machine.ts';
import type { DocumentRequest, RequestedDocument } from '../../../src/api/post-approval/documents/schemas.ts';
import type { StatusAnswer } from '../../../src/api/post-approval/bank-statement/schemas.ts';
import { APPLICATION_ID } from '../../fixtures/onboarding-positions.ts';
import { named } from './named.ts';

// The sample events of the `documents` journey, for both runners: the lists the lender asks for
// (the first one, the additional one), a document's card reporting its upload, the preview, and
// every answer of document-upload-complete.

export const LOAD_FAILED = 'Sandbox fault: documents unavailable.';
export const CALL_FAILED = 'Sandbox fault: not saved.';
export const LOAN_ID = 'loan-0001';

export const HELD: UploadedFile = named('an uploaded shop photo', {
  id: '7c6b5a49-3827-4165-9483-72615a4b3c2d',
  kind: 'shop-photo-front',
  documentType: null,
  side: null,
  fileName: 'shop-front.png',
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

/** The machine level keeps each list small: one required and one optional document. */
export const REQUESTS = {
  first: named('the first list', {
    stage: 'upload',
    documents: [
      requested('shop-photo-front', 'Photo of the shop, front', true),
      requested('business-registration-proof', 'Business registration proof', false),
    ],
  } satisfies DocumentRequest),
  additional: named('the additional list, one held', {
    stage: 'additional',
    documents: [
      requested('shop-photo-front', 'Photo of the shop, front', true, HELD),
      requested('security-cheque', 'Security cheque', false),
    ],
  } satisfies DocumentRequest),
};

const answer = (name: string, status: string): StatusAnswer =>
  named(name, { application: { id: APPLICATION_ID, status } });

export const ANSWERS = {
  complete: answer('the lender: documentUploaded', 'documentUploaded'),
  additional: answer('the lender: documentUploadInProgress (more asked)', 'documentUploadInProgress'),
};

export const PREVIEW_FILE = new Blob(['PNG'], { type: 'image/png' });

export function documentsEvents(): AnyEventObject[] {
  return [
    ...Object.values(REQUESTS).map((output) => ({ type: 'xstate.done.actor.loadDocuments', output })),
    { type: 'xstate.error.actor.loadDocuments', error: new Error(LOAD_FAILED) },
    { type: 'RETRY' },
    { type: 'UPLOAD_CHANGED', slot: 'shop-photo-front', document: HELD },
    { type: 'UPLOAD_CHANGED', slot: 'shop-photo-front', document: null },
    { type: 'PREVIEW', slot: 'shop-photo-front' },
    { type: 'xstate.done.actor.readDocumentFile', output: PREVIEW_FILE },
    { type: 'xstate.error.actor.readDocumentFile', error: new Error(CALL_FAILED) },
    { type: 'CLOSE_PREVIEW' },
    { type: 'SUBMIT' },
    ...Object.values(ANSWERS).map((output) => ({ type: 'xstate.done.actor.completeDocuments', output })),
    { type: 'xstate.error.actor.completeDocuments', error: new Error(CALL_FAILED) },
  ];
}
