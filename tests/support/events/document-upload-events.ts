import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { DocumentUploadContext, UploadedFile } from '../../../machines/kit/document-upload.machine.ts';
import { PdfPasswordError } from '../../../src/lib/pdf/password-error.ts';
import { named } from './named.ts';

// The sample events of the `documentUpload` journey (one file slot), for both runners: the
// files a user can pick, the passwords typed into the prompt, and every outcome of the check,
// the unlock and the upload. The machine-level paths plan every outcome for one file; the
// browser replays the outcomes the real checks give for the file and password chosen
// (tests/browser/support/upload-plan.ts).

/** The files a user picks, by name; the browser makes their bytes (tests/browser/support/upload-files.ts). */
export const FILES = {
  photo: { name: 'aadhaar-front.png', type: 'image/png' },
  locked: { name: 'aadhaar-locked.pdf', type: 'application/pdf' },
  tooBig: { name: 'aadhaar-scan.png', type: 'image/png' },
  wrongType: { name: 'aadhaar.txt', type: 'text/plain' },
} as const;

export type FileKind = keyof typeof FILES;

export const RIGHT_PASSWORD = 'asha1990';
export const WRONG_PASSWORD = 'asha1989';
export const TOO_LARGE = 'The file is larger than 10 MB. Please choose a smaller file.';
export const UPLOAD_FAILED = 'Sandbox fault: upload failed.';
/** The address proof slot asks for the document's type and side before the file. */
export const ADDRESS_PROOF_QUERY = { documentType: 'aadhaar', side: 'front' };

// JSON names the file: the traversal tells events apart by their JSON (a bare File is `{}`),
// and path titles then say which file was chosen.
const sample = (kind: FileKind): File =>
  Object.assign(new File(['planned'], FILES[kind].name, { type: FILES[kind].type }), {
    toJSON: () => ({ name: FILES[kind].name }),
  });

export const PICKED: Record<FileKind, File> = {
  photo: sample('photo'),
  locked: sample('locked'),
  tooBig: sample('tooBig'),
  wrongType: sample('wrongType'),
};
/** The locked PDF once unlocked (rebuilt as images under the same name). */
export const UNLOCKED = sample('locked');

export const kindOf = (file: File | null): FileKind | null =>
  (Object.keys(FILES) as FileKind[]).find((kind) => FILES[kind].name === file?.name) ?? null;

const STORED_AS: Record<string, Pick<UploadedFile, 'kind' | 'documentType' | 'side'>> = {
  addressProofFront: { kind: 'addressProof', documentType: 'aadhaar', side: 'front' },
  personalId: { kind: 'personalId', documentType: 'panCard', side: null },
};
const stored = new Map<string, UploadedFile>();

/** What the lender answers for an uploaded file: the same answer for the same slot and file. */
export function storedDocumentOf(slot: string, file: File | null): UploadedFile {
  const key = `${slot}/${file?.name ?? ''}`;
  const found = stored.get(key);
  if (found) return found;
  const document = named(`stored ${file?.name ?? ''}`, {
    id: 'planned',
    ...(STORED_AS[slot] ?? { kind: slot, documentType: null, side: null }),
    fileName: file?.name ?? '',
    size: 68,
    contentType: file?.type ?? 'application/octet-stream',
    sha256: '0'.repeat(64),
    uploadedAt: '2026-01-01T00:00:00.000Z',
  });
  stored.set(key, document);
  return document;
}

export function documentUploadEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as DocumentUploadContext;
  const query = context.slot === 'addressProofFront' ? { query: ADDRESS_PROOF_QUERY } : {};
  return [
    ...(Object.keys(FILES) as FileKind[]).map((kind) => ({ type: 'FILE_CHOSEN', file: PICKED[kind], ...query })),
    { type: 'xstate.done.actor.inspect', output: { passwordProtected: true } },
    { type: 'xstate.done.actor.inspect', output: { passwordProtected: false } },
    { type: 'xstate.error.actor.inspect', error: new Error(TOO_LARGE) },
    { type: 'PASSWORD_SUBMITTED', password: WRONG_PASSWORD },
    { type: 'PASSWORD_SUBMITTED', password: RIGHT_PASSWORD },
    { type: 'xstate.done.actor.unlock', output: UNLOCKED },
    { type: 'xstate.error.actor.unlock', error: new PdfPasswordError() },
    { type: 'xstate.done.actor.upload', output: storedDocumentOf(context.slot, context.file) },
    { type: 'xstate.error.actor.upload', error: new Error(UPLOAD_FAILED) },
  ];
}
