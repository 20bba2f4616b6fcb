import { expect } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { documentUploadMachine } from '../../machines/kit/document-upload.machine.ts';
import type {
  DocumentUploadContext,
  DocumentUploadInput,
  UploadChangedEvent,
} from '../../machines/kit/document-upload.machine.ts';
import { routeOf } from '../../machines/routing.ts';
import { INCORRECT_PDF_PASSWORD_MESSAGE } from '../../src/lib/pdf/password-error.ts';
import {
  ADDRESS_PROOF_QUERY,
  PICKED,
  RIGHT_PASSWORD,
  TOO_LARGE,
  UNLOCKED,
  UPLOAD_FAILED,
  documentUploadEvents,
  storedDocumentOf,
} from '../support/events/document-upload-events.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { APPLICATION_ID } from '../fixtures/onboarding-positions.ts';

// Every transition of one file slot: choose, check, the §5 password prompt (wrong password →
// 'Incorrect password. Please enter correct password'), unlock, upload, remove, retry. The
// real checks and PDF tools are the app's actors (tested with a real encrypted PDF elsewhere).

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
// Every outcome of the check, the unlock and the upload is planned, whatever the file: one file
// and one password are enough here (the browser paths pick files and passwords for real).
const machineLevelOnly = (_: AnyMachineSnapshot, event: AnyEventObject): boolean =>
  (event.type !== 'FILE_CHOSEN' || event.file === PICKED.locked) &&
  (event.type !== 'PASSWORD_SUBMITTED' || event.password === RIGHT_PASSWORD);

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
      expect(context.file).toBe(PICKED.locked);
      expect(snapshot.children.inspect).toBeDefined();
    }),
    needsPassword: slot((context) => {
      expect(context.password).toBeNull();
      if (context.error !== null) expect(context.error).toBe(INCORRECT_PDF_PASSWORD_MESSAGE);
    }),
    unlocking: slot((context) => {
      expect(context.password).toBe(RIGHT_PASSWORD);
    }),
    uploading: slot((context) => {
      expect([PICKED.locked, UNLOCKED]).toContain(context.file);
      expect(context.password).toBeNull();
      expect(context.query).toEqual(ADDRESS_PROOF_QUERY);
    }),
    uploaded: slot((context, { actor, path }) => {
      // The document the slot started with, or the lender's answer for the file uploaded.
      const held = (path.input as DocumentUploadInput).document;
      expect(context.document).toEqual(context.file ? storedDocumentOf(SLOT, context.file) : held);
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

const serializeState = (snapshot: AnyMachineSnapshot): string => {
  const context = on(snapshot);
  return JSON.stringify({ value: snapshot.value, document: context.document !== null, error: context.error !== null });
};

runMachinePaths(provided, handlers, {
  events: documentUploadEvents,
  filterEvents: machineLevelOnly,
  inputs,
  serializeState,
  name: 'documentUpload',
});
