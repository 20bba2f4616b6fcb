import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { documentUploadMachine } from '../../../machines/kit/document-upload.machine.ts';
import type { DocumentUploadContext, DocumentUploadInput } from '../../../machines/kit/document-upload.machine.ts';
import { DOCUMENT_CONTENT_TYPES, MAX_UPLOAD_BYTES } from '../../../src/api/onboarding/documents.ts';
import { RIGHT_PASSWORD, kindOf } from '../../support/events/document-upload-events.ts';

// The documentUpload plan for the browser: one slot of step-2 KYC per path. The address proof
// front starts empty (the type is chosen first, as a user must); the PAN card slot starts with
// a file the lender already holds (uploaded through the API before the page opens). Which
// check, unlock and upload outcome of the journey's sample events
// (tests/support/events/document-upload-events.ts) follows a choice depends on the file and
// password, so the filter below reads them from what the slot holds, as the real checks would.

export type SlotName = 'addressProofFront' | 'personalId';

export const SLOT_LABELS: Record<SlotName, string> = {
  addressProofFront: 'Address proof, front side',
  personalId: 'PAN card',
};

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

/** The events a state offers on screen: Replace picks one good file again, enough to show it. */
const OFFERED: Record<string, readonly string[]> = {
  empty: ['FILE_CHOSEN'],
  checking: ['xstate.done.actor.inspect', 'xstate.error.actor.inspect'],
  needsPassword: ['PASSWORD_SUBMITTED', 'CANCEL_PASSWORD'],
  unlocking: ['xstate.done.actor.unlock', 'xstate.error.actor.unlock'],
  uploading: ['xstate.done.actor.upload', 'xstate.error.actor.upload'],
  uploaded: ['REMOVE', 'FILE_CHOSEN'],
  failed: ['RETRY', 'REMOVE', 'FILE_CHOSEN'],
};

/** What the real slot lets happen: the check answers for the file, the unlock for the password. */
export function uploadInBrowser(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const context = snapshot.context as DocumentUploadContext;
  const state = typeof snapshot.value === 'string' ? snapshot.value : '';
  if (!OFFERED[state]?.includes(event.type)) return false;
  const kind = kindOf(context.file);
  switch (event.type) {
    case 'FILE_CHOSEN':
      return state === 'empty' || kindOf(event.file as File) === 'photo';
    case 'xstate.error.actor.inspect':
      return kind === 'tooBig' || kind === 'wrongType';
    case 'xstate.done.actor.inspect':
      return (kind === 'photo' || kind === 'locked') && event.output.passwordProtected === (kind === 'locked');
    case 'xstate.done.actor.unlock':
      return context.password === RIGHT_PASSWORD;
    case 'xstate.error.actor.unlock':
      return context.password !== RIGHT_PASSWORD;
    default:
      return true;
  }
}

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
