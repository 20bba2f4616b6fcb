import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { documentUploadMachine } from '../../machines/onboarding/document-upload.machine.ts';
import type {
  DocumentUploadContext,
  DocumentUploadInput,
  UploadChangedEvent,
} from '../../machines/onboarding/document-upload.machine.ts';
import { routeOf } from '../../machines/routing.ts';
import { INCORRECT_PDF_PASSWORD_MESSAGE, PdfPasswordError } from '../../src/lib/pdf/password-error.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { APPLICATION_ID } from '../fixtures/onboarding-positions.ts';

// Every transition of one file slot: choose, check, the §5 password prompt (wrong password →
// 'Incorrect password. Please enter correct password'), unlock, upload, remove, retry. The
// real checks and PDF tools are the app's actors (tested with a real encrypted PDF elsewhere).

const TOO_LARGE = 'The file is larger than 10 MB. Please choose a smaller file.';
const UPLOAD_FAILED = 'Sandbox fault: upload failed.';
const SLOT = 'addressProofFront';
const DOCUMENT = {
  id: 'doc-1',
  kind: 'addressProof',
  documentType: 'aadhaar',
  side: 'front',
  fileName: 'aadhaar.pdf',
  size: 48213,
  contentType: 'application/pdf',
  sha256: 'ab'.repeat(32),
  uploadedAt: '2026-01-01T00:00:00.000Z',
};
const chosen = new File(['%PDF-1.7 locked'], 'aadhaar.pdf', { type: 'application/pdf' });
const unlocked = new File(['%PDF-1.7 images'], 'aadhaar.pdf', { type: 'application/pdf' });

const base = {
  applicationId: APPLICATION_ID,
  slot: SLOT,
  accept: ['application/pdf', 'image/jpeg', 'image/png'],
  maxBytes: 10 * 1024 * 1024,
};
const inputs: DocumentUploadInput[] = [
  { ...base, document: null },
  { ...base, document: DOCUMENT },
];

// Per run: what the slot told its step.
const reports = new WeakMap<object, UploadChangedEvent[]>();
const reportsOf = (system: object) => {
  const found = reports.get(system) ?? [];
  reports.set(system, found);
  return found;
};
const provided = documentUploadMachine.provide({
  actions: {
    reportToStep: ({ context, system }) => {
      reportsOf(system).push({ type: 'UPLOAD_CHANGED', slot: context.slot, document: context.document });
    },
  },
});

type Context = MachineStateContext<typeof provided>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as DocumentUploadContext;

function slot(check: (context: DocumentUploadContext, args: Context) => void) {
  return (args: Context) => {
    const context = on(args.snapshot);
    expect(routeOf(args.snapshot)).toBeNull();
    expect(context.slot).toBe(SLOT);
    // The step always knows the slot's latest document.
    const last = reportsOf(args.actor.system).at(-1);
    if (last) expect(last.document).toEqual(context.document);
    check(context, args);
  };
}

const handlers = {
  states: {
    start: () => {
      throw new Error('start is transient and must never be observed');
    },
    empty: slot((context) => {
      expect(context.file).toBeNull();
      expect(context.password).toBeNull();
      if (context.error !== null) expect(context.error).toBe(TOO_LARGE);
    }),
    checking: slot((context, { snapshot }) => {
      expect(context.file).toBe(chosen);
      expect(snapshot.children.inspect).toBeDefined();
    }),
    needsPassword: slot((context) => {
      expect(context.password).toBeNull();
      if (context.error !== null) expect(context.error).toBe(INCORRECT_PDF_PASSWORD_MESSAGE);
    }),
    unlocking: slot((context) => {
      expect(context.password).toBe('secret');
    }),
    uploading: slot((context) => {
      expect([chosen, unlocked]).toContain(context.file);
      expect(context.password).toBeNull();
      expect(context.query).toEqual({ documentType: 'aadhaar', side: 'front' });
    }),
    uploaded: slot((context, { actor }) => {
      expect(context.document).toEqual(DOCUMENT);
      expect(reportsOf(actor.system).length).toBeGreaterThan(0);
    }),
    failed: slot((context) => {
      expect(context.error).toBe(UPLOAD_FAILED);
    }),
  },
  events: {
    FILE_CHOSEN: sendEvent,
    PASSWORD_SUBMITTED: sendEvent,
    CANCEL_PASSWORD: sendEvent,
    REMOVE: sendEvent,
    RETRY: sendEvent,
  },
} satisfies MachineHandlers<typeof provided>;

const events = [
  { type: 'FILE_CHOSEN', file: chosen, query: { documentType: 'aadhaar', side: 'front' } },
  { type: 'PASSWORD_SUBMITTED', password: 'secret' },
  { type: 'xstate.done.actor.inspect', output: { passwordProtected: true } },
  { type: 'xstate.done.actor.inspect', output: { passwordProtected: false } },
  { type: 'xstate.error.actor.inspect', error: new Error(TOO_LARGE) },
  { type: 'xstate.done.actor.unlock', output: unlocked },
  { type: 'xstate.error.actor.unlock', error: new PdfPasswordError() },
  { type: 'xstate.done.actor.upload', output: DOCUMENT },
  { type: 'xstate.error.actor.upload', error: new Error(UPLOAD_FAILED) },
];

const serializeState = (snapshot: AnyMachineSnapshot): string => {
  const context = on(snapshot);
  return JSON.stringify({ value: snapshot.value, document: context.document !== null, error: context.error !== null });
};

runMachinePaths(provided, handlers, { events, inputs, serializeState, name: 'documentUpload' });
