import { fromPromise } from 'xstate';
import { documentsMachine, type CompleteDocumentsInput } from '../../../machines/post-approval/documents.machine.ts';
import { documentUploadMachine } from '../../../machines/kit/document-upload.machine.ts';
import type { UploadInput, UploadedFile } from '../../../machines/kit/document-upload.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { callActor } from '../call-actor.ts';
import {
  completeDocumentUpload,
  downloadApplicationForm,
  getDocumentRequest,
  startFormESign,
  readRequestedDocument,
  uploadRequestedDocument,
} from './api/documents/index.ts';
import { DOCUMENT_KINDS, type DocumentKind } from '../../../rules/post-approval/documents.ts';
import { createFileCheckActors, type PdfToolsEnvironment } from '../file-slot-actors.ts';
import { saveFile } from '../../lib/save-file.ts';

// The documents child's real actors. Each requested document is the onboarding documentUpload
// machine (checks and §5 unlock as they are), uploading to application-document with its kind.

const isKind = (slot: string): slot is DocumentKind => (DOCUMENT_KINDS as readonly string[]).includes(slot);

/** No loan yet means the lender has nothing to complete against: said plainly, with Retry. */
export const NO_LOAN_MESSAGE = 'Your loan is still being set up. Please try again in a moment.';

export function createDocumentsActors(client: ApiClient, env?: PdfToolsEnvironment) {
  const documentUpload = documentUploadMachine.provide({
    actors: {
      ...createFileCheckActors(env),
      upload: fromPromise<UploadedFile, UploadInput>(async ({ input }) => {
        if (!isKind(input.slot)) throw new Error(`No upload is known for the document "${input.slot}"`);
        const { applicationId, file } = input;
        return (await uploadRequestedDocument(client, { applicationId, kind: input.slot, file })).document;
      }),
    },
  });
  return {
    loadDocuments: callActor(client, getDocumentRequest),
    documentUpload,
    readDocumentFile: callActor(client, readRequestedDocument),
    completeDocuments: fromPromise(async ({ input }: { input: CompleteDocumentsInput }) => {
      if (input.loanId === null) throw new Error(NO_LOAN_MESSAGE);
      return completeDocumentUpload(client, { loanId: input.loanId });
    }),
    downloadForm: callActor(client, downloadApplicationForm),
    startFormESign: callActor(client, startFormESign),
  };
}

export interface DocumentsDeps {
  /** Hands the form to the browser as a download; an object URL on a temporary link by default. */
  saveFile?: (blob: Blob, name: string) => void;
  /** Leaves the app for the e-sign provider's page; the browser's location by default. */
  redirectTo?: (url: string) => void;
}

const leaveFor = (url: string): void => window.location.assign(url);
const FORM_FILE_NAME = 'application-form.pdf';

/** The documents child as the post-approval parent runs it: `provide({ actors: { documents } })`. */
export function provideDocuments(client: ApiClient, env?: PdfToolsEnvironment, deps: DocumentsDeps = {}) {
  const save = deps.saveFile ?? saveFile;
  const redirectTo = deps.redirectTo ?? leaveFor;
  return documentsMachine.provide({
    actors: createDocumentsActors(client, env),
    actions: {
      saveFile: (_, params) => save(params.blob, FORM_FILE_NAME),
      redirectTo: (_, params) => redirectTo(params.url),
    },
  });
}
