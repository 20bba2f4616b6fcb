import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { documentUploadMachine } from '../../../machines/onboarding/document-upload.machine.ts';
import type {
  DocumentUploadContext,
  DocumentUploadInput,
} from '../../../machines/onboarding/document-upload.machine.ts';
import { DOCUMENT_CONTENT_TYPES, MAX_UPLOAD_BYTES } from '../../../src/api/onboarding/documents.ts';

// The documentUpload plan for the browser: one slot of step-2 KYC per path. The address proof
// front starts empty (the type is chosen first, as a user must); the PAN card slot starts with
// a file the lender already holds (uploaded through the API before the page opens). Which
// check, unlock and upload outcome follows a choice depends on the file and password, so the
// events of each state are read from what the slot holds, as the real checks would answer.

export type SlotName = 'addressProofFront' | 'personalId';

export const SLOT_LABELS: Record<SlotName, string> = {
  addressProofFront: 'Address proof, front side',
  personalId: 'PAN card',
};

/** The files a user picks, by name; their bytes are made in upload-files.ts. */
export const FILES = {
  photo: { name: 'aadhaar-front.png', type: 'image/png' },
  locked: { name: 'aadhaar-locked.pdf', type: 'application/pdf' },
  tooBig: { name: 'aadhaar-scan.png', type: 'image/png' },
  wrongType: { name: 'aadhaar.txt', type: 'text/plain' },
} as const;

export type FileKind = keyof typeof FILES;

export const RIGHT_PASSWORD = 'asha1990';
export const WRONG_PASSWORD = 'asha1989';

const HELD_DOCUMENT = {
  id: 'planned',
  kind: 'personalId',
  documentType: 'panCard',
  side: null,
  fileName: 'pan-card.png',
  size: 68,
  contentType: 'image/png',
  sha256: '0'.repeat(64),
  uploadedAt: '2026-01-01T00:00:00.000Z',
};

const input = (slot: SlotName, document: DocumentUploadInput['document']): DocumentUploadInput => ({
  applicationId: 'planned',
  slot,
  accept: DOCUMENT_CONTENT_TYPES,
  maxBytes: MAX_UPLOAD_BYTES,
  document,
});

export const uploadInputs: DocumentUploadInput[] = [
  input('addressProofFront', null),
  input('personalId', HELD_DOCUMENT),
];

/** The plan's slot: telling the step is the app's business (the browser runs the real one). */
export const plannedDocumentUpload = documentUploadMachine.provide({ actions: { reportToStep: () => {} } });

// JSON names the file: the traversal tells events apart by their JSON (a bare File is `{}`),
// and path descriptions then say which file was chosen.
const sample = (kind: FileKind) =>
  Object.assign(new File(['planned'], FILES[kind].name, { type: FILES[kind].type }), {
    toJSON: () => ({ name: FILES[kind].name }),
  });
export const kindOf = (file: File | null): FileKind | null =>
  (Object.keys(FILES) as FileKind[]).find((kind) => FILES[kind].name === file?.name) ?? null;

const chose = (kinds: readonly FileKind[]): AnyEventObject[] =>
  kinds.map((kind) => ({ type: 'FILE_CHOSEN', file: sample(kind) }));

export function uploadEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as DocumentUploadContext;
  const kind = kindOf(context.file);
  if (snapshot.matches('empty')) return chose(['photo', 'locked', 'tooBig', 'wrongType']);
  if (snapshot.matches('checking')) {
    if (kind === 'tooBig' || kind === 'wrongType')
      return [{ type: 'xstate.error.actor.inspect', error: new Error('planned') }];
    return [{ type: 'xstate.done.actor.inspect', output: { passwordProtected: kind === 'locked' } }];
  }
  if (snapshot.matches('needsPassword')) {
    return [
      { type: 'PASSWORD_SUBMITTED', password: WRONG_PASSWORD },
      { type: 'PASSWORD_SUBMITTED', password: RIGHT_PASSWORD },
      { type: 'CANCEL_PASSWORD' },
    ];
  }
  if (snapshot.matches('unlocking')) {
    return context.password === RIGHT_PASSWORD
      ? [{ type: 'xstate.done.actor.unlock', output: sample('locked') }]
      : [{ type: 'xstate.error.actor.unlock', error: new Error('planned') }];
  }
  if (snapshot.matches('uploading')) {
    return [
      {
        type: 'xstate.done.actor.upload',
        output: {
          ...HELD_DOCUMENT,
          fileName: context.file?.name ?? '',
          toJSON: () => `stored ${context.file?.name ?? ''}`,
        },
      },
      { type: 'xstate.error.actor.upload', error: new Error('planned') },
    ];
  }
  // Replace offers the picker again; one good file is enough to show it.
  if (snapshot.matches('uploaded')) return [{ type: 'REMOVE' }, ...chose(['photo'])];
  if (snapshot.matches('failed')) return [{ type: 'RETRY' }, { type: 'REMOVE' }, ...chose(['photo'])];
  return [];
}

export const plannedUploadOnly = (snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean =>
  uploadEvents(snapshot).some((planned) => planned.type === event.type);

export function serializeUploadState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as DocumentUploadContext;
  return JSON.stringify({
    value: snapshot.value,
    slot: context.slot,
    file: kindOf(context.file),
    password: context.password,
    error: context.error !== null,
    document: context.document?.fileName ?? null,
  });
}
