import { assign, sendParent, setup } from 'xstate';
import type { UploadedDocument } from '../../rules/onboarding/documents.ts';
import { appCall, messageOf } from './app-call.ts';
import { withError, withOutput } from './event-params.ts';

// One file slot of a step (address proof front, personal id, marketplace document...): choose a
// file, have it checked (type, size, and a password for PDFs, §5), unlock it when it has one,
// upload it, and tell the step what the lender now holds. The checks, the PDF tools and the
// upload calls are the app's actors (src/journeys/onboarding/actors.ts).

export type UploadedFile = UploadedDocument;

export interface DocumentUploadInput {
  applicationId: string;
  slot: string;
  accept: readonly string[];
  maxBytes: number;
  /** What the lender already holds for this slot, if anything. */
  document?: UploadedFile | null;
}

export interface InspectInput {
  file: File;
  accept: readonly string[];
  maxBytes: number;
}

export interface UploadInput {
  applicationId: string;
  slot: string;
  file: File;
  /** Query parameters the upload sends with the file (e.g. documentType, side). */
  query: Record<string, string>;
}

export interface DocumentUploadContext {
  applicationId: string;
  slot: string;
  accept: readonly string[];
  maxBytes: number;
  file: File | null;
  query: Record<string, string>;
  /** Held only between the prompt and the unlock; never persisted. */
  password: string | null;
  error: string | null;
  document: UploadedFile | null;
}

export type DocumentUploadEvent =
  | { type: 'FILE_CHOSEN'; file: File; query?: Record<string, string> }
  | { type: 'PASSWORD_SUBMITTED'; password: string }
  | { type: 'CANCEL_PASSWORD' }
  | { type: 'REMOVE' }
  | { type: 'RETRY' };

/** What the step hears from a slot. */
export interface UploadChangedEvent {
  type: 'UPLOAD_CHANGED';
  slot: string;
  document: UploadedFile | null;
}

export const documentUploadMachine = setup({
  types: { context: {} as DocumentUploadContext, events: {} as DocumentUploadEvent, input: {} as DocumentUploadInput },
  actors: {
    // Rejects with the sentence to show when the type or size is wrong.
    inspect: appCall<{ passwordProtected: boolean }, InspectInput>('inspect'),
    // Rejects with 'Incorrect password. Please enter correct password' on a wrong one.
    unlock: appCall<File, { file: File; password: string }>('unlock'),
    upload: appCall<UploadedFile, UploadInput>('upload'),
  },
  guards: {
    holdsDocument: ({ context }) => context.document !== null,
    locked: (_, params: { passwordProtected: boolean }) => params.passwordProtected,
  },
  actions: {
    takeFile: assign(({ event }) =>
      event.type === 'FILE_CHOSEN' ? { file: event.file, query: event.query ?? {}, error: null } : {},
    ),
    takePassword: assign(({ event }) =>
      event.type === 'PASSWORD_SUBMITTED' ? { password: event.password, error: null } : {},
    ),
    takeUnlockedFile: assign((_, params: { file: File }) => ({ file: params.file, password: null })),
    forgetFile: assign({ file: null, password: null }),
    forgetDocument: assign({ document: null }),
    showProblem: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error), password: null })),
    clearProblem: assign({ error: null }),
    keepDocument: assign((_, params: { document: UploadedFile }) => ({ document: params.document, error: null })),
    // The step (parent) keeps every slot's file for its validation and save.
    reportToStep: sendParent(({ context }): UploadChangedEvent => ({
      type: 'UPLOAD_CHANGED',
      slot: context.slot,
      document: context.document,
    })),
  },
}).createMachine({
  id: 'documentUpload',
  initial: 'start',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    slot: input.slot,
    accept: input.accept,
    maxBytes: input.maxBytes,
    file: null,
    query: {},
    password: null,
    error: null,
    document: input.document ?? null,
  }),
  states: {
    // Nothing shown: a slot the lender already holds starts as uploaded.
    start: { always: [{ guard: 'holdsDocument', target: 'uploaded' }, { target: 'empty' }] },
    // The file picker (with the last problem, e.g. "too large", under it).
    empty: { on: { FILE_CHOSEN: { target: 'checking', actions: 'takeFile' } } },
    // "Checking file…": type, size and whether a PDF asks for a password.
    checking: {
      invoke: {
        id: 'inspect',
        src: 'inspect',
        input: ({ context }) => ({ file: context.file as File, accept: context.accept, maxBytes: context.maxBytes }),
        onDone: [{ guard: withOutput('locked'), target: 'needsPassword' }, { target: 'uploading' }],
        onError: { target: 'empty', actions: ['forgetFile', withError('showProblem')] },
      },
    },
    // The password prompt for a protected PDF (§5).
    needsPassword: {
      on: {
        PASSWORD_SUBMITTED: { target: 'unlocking', actions: 'takePassword' },
        CANCEL_PASSWORD: { target: 'empty', actions: ['forgetFile', 'clearProblem'] },
      },
    },
    // The prompt is busy while the PDF is unlocked and rebuilt as images.
    unlocking: {
      invoke: {
        id: 'unlock',
        src: 'unlock',
        input: ({ context }) => ({ file: context.file as File, password: context.password ?? '' }),
        onDone: {
          target: 'uploading',
          actions: { type: 'takeUnlockedFile', params: ({ event }) => ({ file: event.output }) },
        },
        onError: { target: 'needsPassword', actions: withError('showProblem') },
      },
    },
    // "Uploading…" with the file's name.
    uploading: {
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({
          applicationId: context.applicationId,
          slot: context.slot,
          file: context.file as File,
          query: context.query,
        }),
        onDone: {
          target: 'uploaded',
          actions: { type: 'keepDocument', params: ({ event }) => ({ document: event.output }) },
        },
        onError: { target: 'failed', actions: withError('showProblem') },
      },
    },
    // The uploaded file's name and size, with Remove and Replace.
    uploaded: {
      entry: 'reportToStep',
      on: {
        REMOVE: { target: 'empty', actions: ['forgetFile', 'forgetDocument', 'clearProblem', 'reportToStep'] },
        FILE_CHOSEN: { target: 'checking', actions: 'takeFile' },
      },
    },
    // The lender's message with Retry, Remove and Replace.
    failed: {
      on: {
        RETRY: { target: 'uploading', actions: 'clearProblem' },
        REMOVE: { target: 'empty', actions: ['forgetFile', 'clearProblem'] },
        FILE_CHOSEN: { target: 'checking', actions: 'takeFile' },
      },
    },
  },
});
