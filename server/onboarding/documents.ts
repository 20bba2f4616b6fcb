import type { Database } from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { saveDocument } from '../db/onboarding.ts';
import type { DocumentKind, DocumentRow } from '../db/onboarding.ts';
import type { SandboxDeps } from '../context.ts';
import { writeAtStep, type Owned } from './access.ts';
import { advance } from '../application/advance.ts';
import { documentJson } from './present.ts';
import type { OnboardingEvent, OnboardingStep } from '../application/progression.ts';
import type { Upload } from '../http/uploads.ts';

/** Stores a checked upload (call inside the submission's transaction) and answers its row. */
export function storeUpload(
  db: Database,
  applicationId: string,
  kind: DocumentKind,
  documentType: string,
  side: string,
  upload: Upload,
  nowIso: string,
): DocumentRow {
  const row: DocumentRow = {
    id: randomUUID(),
    application_id: applicationId,
    kind,
    document_type: documentType,
    side,
    file_name: upload.fileName,
    size: upload.size,
    content_type: upload.contentType,
    sha256: upload.sha256,
    uploaded_at: nowIso,
  };
  saveDocument(db, { ...row, bytes: upload.bytes });
  return row;
}

/** An upload that is the step's whole write: the document stored and the application moved on by `event`. */
export function uploadAtStep(
  deps: SandboxDeps,
  owned: Owned,
  step: OnboardingStep,
  document: { kind: DocumentKind; documentType: string; side: string },
  upload: Upload,
  event: OnboardingEvent,
) {
  const id = owned.application.id;
  return writeAtStep(deps, owned, step, (nowIso) => {
    const row = storeUpload(deps.db, id, document.kind, document.documentType, document.side, upload, nowIso);
    return { application: advance(deps.db, id, event, nowIso), document: documentJson(row) };
  });
}
