import type { Database } from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { saveDocument } from '../db/onboarding.ts';
import type { DocumentKind, DocumentRow } from '../db/onboarding.ts';
import type { Upload } from './uploads.ts';

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
