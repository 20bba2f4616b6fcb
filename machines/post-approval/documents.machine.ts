import { assign, setup } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import type {
  ApplicationFormState,
  DocumentKind,
  DocumentRequest,
  FormESignStarted,
  RequestedDocument,
} from '../../rules/post-approval/documents.ts';
import type { StatusAnswer } from '../../rules/post-approval/bank-statement.ts';
import { documentUploadMachine } from '../kit/document-upload.machine.ts';
import type { UploadedFile } from '../kit/document-upload.machine.ts';
import { uploadChildId } from '../kit/upload-child-id.ts';
import { appCall, messageOf, notProvided } from '../kit/app-call.ts';
import { withError, withOutput } from '../kit/event-params.ts';
import { childOutput } from './child-contract.ts';
import type { PostApprovalChildInput, PostApprovalChildOutput } from './child-contract.ts';
import { missingMessage, missingRequired } from './required-documents.ts';
import { chartTypes } from '../kit/chart-types.ts';
import { POST_APPROVAL_TABLE_PATHS } from './screens.ts';

// The documents the lender asks for after approval (§2 upload-documents, additional-documents):
// one upload card per document (a documentUpload child, so a protected PDF is unlocked as in
// onboarding), Preview, and Continue (document-upload-complete) once every required one is in.
// Which documents, and whether they are the first list or additional ones, is the lender's answer.
// The signed application form (ADR 022) is the lender's own PDF: Download it, Sign it with Aadhaar
// e-sign on the provider page (the documents read on return tells what happened), or print, sign
// and upload it on its card like any other document.

export const DOCUMENTS_PATHS = {
  upload: POST_APPROVAL_TABLE_PATHS.documents,
  additional: POST_APPROVAL_TABLE_PATHS.additionalDocuments,
  preview: POST_APPROVAL_TABLE_PATHS.uploadPreview,
} as const;

export interface DocumentsContext {
  applicationId: string;
  loanId: string | null;
  request: DocumentRequest | null;
  /** What each requested kind holds, as its child reports it. */
  held: Partial<Record<DocumentKind, UploadedFile | null>>;
  /** Each requested kind's documentUpload child, for its card on screen. */
  cards: Partial<Record<DocumentKind, ActorRefFrom<typeof documentUploadMachine>>>;
  preview: DocumentKind | null;
  previewFile: Blob | null;
  error: string | null;
  status: string | null;
  /** The form to download and e-sign, when the list asks for it (the lender's answer). */
  form: ApplicationFormState | null;
  /** What went wrong with Download or Sign, shown on the form's card. */
  formError: string | null;
  providerUrl: string | null;
}

export type DocumentsEvent =
  | { type: 'SUBMIT' }
  | { type: 'PREVIEW'; slot: string }
  | { type: 'CLOSE_PREVIEW' }
  | { type: 'RETRY' }
  | { type: 'UPLOAD_CHANGED'; slot: string; document: UploadedFile | null }
  | { type: 'DOWNLOAD_FORM' }
  | { type: 'SIGN_FORM' };

export interface CompleteDocumentsInput {
  applicationId: string;
  loanId: string | null;
}

const requested = (context: DocumentsContext): readonly RequestedDocument[] => context.request?.documents ?? [];

const isKind = (context: DocumentsContext, slot: string): slot is DocumentKind =>
  requested(context).some((entry) => entry.kind === slot);

/** The application form's own states (the first list only): its download, and e-sign's start and leaving. */
function formStates(path: string) {
  return {
    // The form's card shows "Preparing your form…"; every button waits.
    downloadingForm: {
      meta: { route: { path } },
      invoke: {
        id: 'downloadForm',
        src: 'downloadForm',
        input: ({ context }: { context: DocumentsContext }) => ({ applicationId: context.applicationId }),
        onDone: {
          target: 'editing',
          actions: { type: 'saveFile', params: ({ event }: { event: { output: Blob } }) => ({ blob: event.output }) },
        },
        onError: { target: 'editing', actions: withError('showFormError') },
      },
    },
    // "Sign with Aadhaar e-sign" is busy while the lender creates the request.
    startingESign: {
      meta: { route: { path } },
      invoke: {
        id: 'startFormESign',
        src: 'startFormESign',
        input: ({ context }: { context: DocumentsContext }) => ({
          applicationId: context.applicationId,
          redirectUrl: path,
        }),
        onDone: { target: 'redirecting', actions: withOutput('keepProviderUrl') },
        onError: { target: 'editing', actions: withError('showFormError') },
      },
    },
    // "Taking you to Aadhaar e-sign…": the browser leaves; on return the documents read tells the outcome.
    redirecting: {
      meta: { route: { path } },
      entry: {
        type: 'redirectTo',
        params: ({ context }: { context: DocumentsContext }) => ({ url: context.providerUrl ?? '' }),
      },
    },
  } as const;
}

const FORM_EVENTS = {
  DOWNLOAD_FORM: { guard: 'asksForm', target: 'downloadingForm', actions: 'clearFormError' },
  SIGN_FORM: { guard: 'asksForm', target: 'startingESign', actions: 'clearFormError' },
} as const;

/** A screen's sub-states, the same on the first list and on the additional one. */
function listScreen(path: string) {
  return {
    initial: 'editing',
    states: {
      // The cards: each requested document with its state, Preview where one is held; Continue.
      editing: {
        meta: { route: { path } },
        on: {
          PREVIEW: { guard: 'slotHolds', target: 'previewing', actions: 'choosePreview' },
          SUBMIT: [{ guard: 'allRequiredIn', target: 'completing', actions: 'clearError' }, { actions: 'noteMissing' }],
        },
      },
      // The held file, full page, with Close.
      previewing: {
        meta: {
          route: {
            path: DOCUMENTS_PATHS.preview,
            params: (context: DocumentsContext) => ({ documentName: context.preview }),
          },
        },
        initial: 'loading',
        on: { CLOSE_PREVIEW: { target: 'editing', actions: 'forgetPreview' } },
        states: {
          // "Loading preview…" while the lender sends the file back.
          loading: {
            invoke: {
              id: 'readDocumentFile',
              src: 'readDocumentFile',
              input: ({ context }: { context: DocumentsContext }) => ({
                applicationId: context.applicationId,
                documentId: context.held[context.preview ?? 'id-proof']?.id ?? '',
              }),
              onDone: { target: 'showing', actions: withOutput('keepPreviewFile') },
              onError: { target: 'failed', actions: withError('showCallError') },
            },
          },
          // The file.
          showing: {},
          // The read error with Retry.
          failed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
        },
      },
      // Continue is busy while the lender records document-upload-complete.
      completing: {
        meta: { route: { path } },
        invoke: {
          id: 'completeDocuments',
          src: 'completeDocuments',
          input: ({ context }: { context: DocumentsContext }) => ({
            applicationId: context.applicationId,
            loanId: context.loanId,
          }),
          onDone: { target: '#documents.done', actions: withOutput('keepStatus') },
          onError: { target: 'editing', actions: withError('showCallError') },
        },
      },
    },
  } as const;
}

/** The first list: the same screen, with the application form's Download and Sign on its card. */
function firstListScreen(path: string) {
  const list = listScreen(path);
  return {
    ...list,
    states: {
      ...list.states,
      editing: { ...list.states.editing, on: { ...list.states.editing.on, ...FORM_EVENTS } },
      ...formStates(path),
    },
  } as const;
}

export const documentsMachine = setup({
  types: chartTypes<DocumentsContext, DocumentsEvent, PostApprovalChildInput, PostApprovalChildOutput>(),
  actors: {
    // Real implementations: src/journeys/post-approval/documents-actors.ts.
    loadDocuments: appCall<DocumentRequest, { applicationId: string }>('loadDocuments'),
    // One requested document: checks, the §5 PDF unlock and the upload to its kind's resource.
    documentUpload: documentUploadMachine,
    readDocumentFile: appCall<Blob, { applicationId: string; documentId: string }>('readDocumentFile'),
    completeDocuments: appCall<StatusAnswer, CompleteDocumentsInput>('completeDocuments'),
    downloadForm: appCall<Blob, { applicationId: string }>('downloadForm'),
    startFormESign: appCall<FormESignStarted, { applicationId: string; redirectUrl: string }>('startFormESign'),
  },
  guards: {
    additional: (_, params: DocumentRequest) => params.stage === 'additional',
    asksForm: ({ context }) => context.form !== null,
    allRequiredIn: ({ context }) => missingRequired(requested(context), context.held).length === 0,
    slotHolds: ({ context, event }) =>
      event.type === 'PREVIEW' && isKind(context, event.slot) && Boolean(context.held[event.slot]),
  },
  actions: {
    keepRequest: assign((_, params: DocumentRequest) => ({
      request: params,
      form: params.applicationForm,
      held: Object.fromEntries(params.documents.map((entry) => [entry.kind, entry.document])),
      error: null,
    })),
    // One documentUpload child per requested document, at children['upload:<kind>'].
    startSlots: assign(({ context, spawn }, params: DocumentRequest) => {
      const cards: DocumentsContext['cards'] = {};
      for (const entry of params.documents) {
        cards[entry.kind] = spawn('documentUpload', {
          id: uploadChildId(entry.kind),
          input: {
            applicationId: context.applicationId,
            slot: entry.kind,
            accept: entry.accept,
            maxBytes: entry.maxBytes,
            document: entry.document,
          },
        });
      }
      return { cards };
    }),
    noteUpload: assign(({ context, event }) =>
      event.type === 'UPLOAD_CHANGED' && isKind(context, event.slot)
        ? { held: { ...context.held, [event.slot]: event.document }, error: null }
        : {},
    ),
    noteMissing: assign(({ context }) => ({
      error: missingMessage(requested(context), missingRequired(requested(context), context.held)),
    })),
    choosePreview: assign(({ context, event }) =>
      event.type === 'PREVIEW' && isKind(context, event.slot) ? { preview: event.slot, previewFile: null } : {},
    ),
    keepPreviewFile: assign((_, params: Blob) => ({ previewFile: params, error: null })),
    forgetPreview: assign({ preview: null, previewFile: null }),
    showCallError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    clearError: assign({ error: null }),
    showFormError: assign((_, params: { error: unknown }) => ({ formError: messageOf(params.error) })),
    clearFormError: assign({ formError: null }),
    keepProviderUrl: assign((_, params: FormESignStarted) => ({ providerUrl: params.url })),
    // Injected: hands the form to the browser as a download.
    saveFile: (_, params: { blob: Blob }) => notProvided(`saveFile(${params.blob.size})`),
    // Injected: leaves the app for the e-sign provider's page (the browser's location).
    redirectTo: (_, params: { url: string }) => notProvided(`redirectTo(${params.url})`),
    keepStatus: assign((_, params: StatusAnswer) => ({ status: params.application.status, error: null })),
  },
}).createMachine({
  id: 'documents',
  initial: 'loading',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    loanId: input.loanId,
    request: null,
    held: {},
    cards: {},
    preview: null,
    previewFile: null,
    error: null,
    status: null,
    form: null,
    formError: null,
    providerUrl: null,
  }),
  // A document's child reports its file whenever it changes, whatever the screen shows.
  on: { UPLOAD_CHANGED: { actions: 'noteUpload' } },
  states: {
    // The Loader while the lender's list loads.
    loading: {
      meta: { route: { path: DOCUMENTS_PATHS.upload } },
      invoke: {
        id: 'loadDocuments',
        src: 'loadDocuments',
        input: ({ context }) => ({ applicationId: context.applicationId }),
        onDone: [
          {
            guard: withOutput('additional'),
            target: 'additional',
            actions: [withOutput('keepRequest'), withOutput('startSlots')],
          },
          { target: 'upload', actions: [withOutput('keepRequest'), withOutput('startSlots')] },
        ],
        onError: { target: 'loadFailed', actions: withError('showCallError') },
      },
    },
    // The load error with Retry.
    loadFailed: {
      meta: { route: { path: DOCUMENTS_PATHS.upload } },
      on: { RETRY: { target: 'loading', actions: 'clearError' } },
    },
    // Upload documents: the lender's first list.
    upload: firstListScreen(DOCUMENTS_PATHS.upload),
    // Additional documents: what the lender asked for after reviewing the first list.
    additional: listScreen(DOCUMENTS_PATHS.additional),
    // document-upload-complete answered: the parent routes by its status.
    done: { type: 'final' },
  },
  output: ({ context }) => childOutput(context.status),
});
