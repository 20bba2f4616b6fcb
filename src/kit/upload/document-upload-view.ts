import type { ActorRef, Snapshot } from 'xstate';
import type { DocumentUploadEvent } from '../../../machines/kit/document-upload.machine.ts';

// What an upload slot reads from a `documentUpload` actor (design contract "documentUpload").

// The events are the machine's own: a slot sends nothing the machine does not take.
export type { DocumentUploadEvent } from '../../../machines/kit/document-upload.machine.ts';

export type UploadState = 'empty' | 'checking' | 'needsPassword' | 'unlocking' | 'uploading' | 'uploaded' | 'failed';

export interface UploadedDocumentView {
  readonly fileName: string;
  readonly size: number;
}

export interface DocumentUploadContextView {
  /** The content types the slot takes (the lender's rule): the picker offers these. */
  readonly accept: readonly string[];
  readonly file: File | null;
  readonly error: string | null;
  readonly document: UploadedDocumentView | null;
}

export type DocumentUploadSnapshotView = Snapshot<unknown> & {
  readonly context: DocumentUploadContextView;
  matches(state: UploadState): boolean;
};

export type DocumentUploadRef = ActorRef<DocumentUploadSnapshotView, DocumentUploadEvent>;

const STATES: readonly UploadState[] = [
  'empty',
  'checking',
  'needsPassword',
  'unlocking',
  'uploading',
  'uploaded',
  'failed',
];

export interface UploadView {
  readonly state: UploadState;
  /** The file as chosen (before an unlock) or as uploaded. */
  readonly fileName: string | null;
  readonly size: number | null;
  readonly error: string | null;
}

export const NO_UPLOAD: UploadView = { state: 'empty', fileName: null, size: null, error: null };

export function uploadView(snapshot: DocumentUploadSnapshotView | undefined): UploadView {
  if (!snapshot) return NO_UPLOAD;
  const state = STATES.find((name) => snapshot.matches(name)) ?? 'empty';
  const { file, document, error } = snapshot.context;
  const shown =
    state === 'uploaded' && document
      ? { fileName: document.fileName, size: document.size }
      : file
        ? { fileName: file.name, size: file.size }
        : null;
  return { state, fileName: shown?.fileName ?? null, size: shown?.size ?? null, error };
}

export const sameUploadView = (a: UploadView, b: UploadView): boolean =>
  a.state === b.state && a.fileName === b.fileName && a.size === b.size && a.error === b.error;

/** "48 KB", "2.4 MB": file sizes as people read them. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
