import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { DOCUMENTS_PATHS, documentsMachine } from '../../machines/post-approval/documents.machine.ts';
import type { DocumentsContext } from '../../machines/post-approval/documents.machine.ts';
import { missingMessage, missingRequired } from '../../machines/post-approval/required-documents.ts';
import { uploadChildId } from '../../machines/kit/upload-child-id.ts';
import { routeOf } from '../../machines/routing.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { APPLICATION_ID } from '../fixtures/onboarding-positions.ts';
import {
  CALL_FAILED,
  FORM_ESIGN,
  FORM_FILE,
  LOAD_FAILED,
  LOAN_ID,
  OWED,
  PREVIEW_FILE,
  documentsEvents,
  documentsInputs,
  held,
  onDocumentCards,
  serializeDocuments,
} from '../support/events/documents-events.ts';

// Every transition of the documents child: the lender's first or additional list, a card per
// document (its documentUpload child), Preview, and document-upload-complete once every required
// document is in; the status it answers is the parent's to route by.

const saved: Blob[] = [];
const redirects: string[] = [];
const machine = documentsMachine.provide({
  actions: {
    saveFile: (_, params) => void saved.push(params.blob),
    redirectTo: (_, params) => void redirects.push(params.url),
  },
});

type Context = MachineStateContext<typeof machine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as DocumentsContext;

const missingOf = (context: DocumentsContext) => missingRequired(context.request?.documents ?? [], context.held);

function onList(args: Context, preview = false): DocumentsContext {
  const context = on(args.snapshot);
  expect(context.applicationId).toBe(APPLICATION_ID);
  expect(context.loanId).toBe(LOAN_ID);
  const stage = context.request?.stage;
  const path = stage === 'additional' ? DOCUMENTS_PATHS.additional : DOCUMENTS_PATHS.upload;
  expect(routeOf(args.snapshot)).toBe(preview ? `/${context.preview}/upload-preview` : path);
  expect(args.snapshot.matches(stage === 'additional' ? 'additional' : 'upload')).toBe(true);
  for (const entry of context.request?.documents ?? []) {
    expect(args.snapshot.children[uploadChildId(entry.kind)]).toBeDefined();
    expect(context.cards[entry.kind]).toBe(args.snapshot.children[uploadChildId(entry.kind)]);
  }
  if (context.error !== null) {
    const request = context.request?.documents ?? [];
    expect([CALL_FAILED, missingMessage(request, missingOf(context))]).toContain(context.error);
  }
  return context;
}

const list = {
  editing: (args: Context) => {
    onList(args);
  },
  'previewing.loading': (args: Context) => {
    const context = onList(args, true);
    const owed = OWED[context.request?.stage ?? 'upload'];
    expect(context.preview).toBe(owed);
    expect(context.held[owed]).toEqual(held(owed));
    expect(context.previewFile).toBeNull();
  },
  'previewing.showing': (args: Context) => {
    expect(onList(args, true).previewFile).toBe(PREVIEW_FILE);
  },
  'previewing.failed': (args: Context) => {
    expect(onList(args, true).error).toBe(CALL_FAILED);
  },
  completing: (args: Context) => {
    const context = onList(args);
    expect(missingOf(context)).toEqual([]);
    expect(args.snapshot.children.completeDocuments).toBeDefined();
  },
};

const handlers = {
  states: {
    loading: ({ snapshot }: Context) => {
      expect(routeOf(snapshot)).toBe(DOCUMENTS_PATHS.upload);
      expect(on(snapshot).request).toBeNull();
    },
    loadFailed: ({ snapshot }: Context) => {
      expect(on(snapshot).error).toBe(LOAD_FAILED);
    },
    'upload.editing': (args: Context) => {
      const context = onList(args);
      expect(context.form).toEqual({ eSign: null, signed: null });
      if (context.formError !== null) expect(context.formError).toBe(CALL_FAILED);
      if (context.formError === null && args.snapshot.matches({ upload: 'editing' }))
        expect(saved.every((blob) => blob === FORM_FILE)).toBe(true);
    },
    'upload.previewing.loading': list['previewing.loading'],
    'upload.previewing.showing': list['previewing.showing'],
    'upload.previewing.failed': list['previewing.failed'],
    'upload.completing': list.completing,
    'upload.downloadingForm': (args: Context) => {
      const context = onList(args);
      expect(context.form).not.toBeNull();
      expect(context.formError).toBeNull();
      expect(args.snapshot.children.downloadForm).toBeDefined();
    },
    'upload.startingESign': (args: Context) => {
      expect(onList(args).formError).toBeNull();
      expect(args.snapshot.children.startFormESign).toBeDefined();
    },
    'upload.redirecting': (args: Context) => {
      // The browser leaves for the lender's page; the documents read on return tells the outcome.
      expect(onList(args).providerUrl).toBe(FORM_ESIGN.url);
      expect(redirects.at(-1)).toBe(FORM_ESIGN.url);
    },
    'additional.editing': (args: Context) => {
      // The additional list does not ask for the form: nothing of it shows.
      expect(onList(args).form).toBeNull();
    },
    'additional.previewing.loading': list['previewing.loading'],
    'additional.previewing.showing': list['previewing.showing'],
    'additional.previewing.failed': list['previewing.failed'],
    'additional.completing': list.completing,
    done: ({ snapshot }: Context) => {
      expect(snapshot.status).toBe('done');
      expect(['documentUploaded', 'documentUploadInProgress']).toContain(
        (snapshot.output as { status: string }).status,
      );
    },
  },
  events: {
    SUBMIT: sendEvent,
    PREVIEW: sendEvent,
    CLOSE_PREVIEW: sendEvent,
    RETRY: sendEvent,
    UPLOAD_CHANGED: sendEvent,
    DOWNLOAD_FORM: sendEvent,
    SIGN_FORM: sendEvent,
  },
} satisfies MachineHandlers<typeof machine>;

runMachinePaths(machine, handlers, {
  events: documentsEvents,
  filterEvents: onDocumentCards,
  inputs: documentsInputs,
  serializeState: serializeDocuments,
  name: 'documents',
});
