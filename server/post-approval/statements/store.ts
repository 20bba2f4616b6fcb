import type { Database } from 'better-sqlite3';
import { statement } from '../../db/statements.ts';
import { STATEMENT_WAYS, type StatementWay } from './rules.ts';

// Rows of statement files, provider sessions, post-approval documents and the lender's requests.

export type StatementFileRow = {
  id: string;
  application_id: string;
  file_name: string;
  size: number;
  sha256: string;
  pages: number;
  uploaded_at: string;
};

export type StatementSessionRow = {
  id: string;
  application_id: string;
  way: 'netBanking' | 'accountAggregator';
  state: string;
  fetch: string | null;
  reason: string | null;
  redirect_url: string;
  created_at_ms: number;
  expires_at_ms: number;
  applied_at_ms: number | null;
};

export type DocumentRow = {
  id: string;
  application_id: string;
  kind: string;
  file_name: string;
  size: number;
  content_type: string;
  sha256: string;
  uploaded_at: string;
};

export type LenderRequest = {
  ways: StatementWay[];
  canSkip: boolean;
  asksAdditional: boolean;
  stage: 'upload' | 'additional';
};

const FILE_COLUMNS = 'id, application_id, file_name, size, sha256, pages, uploaded_at';
const DOCUMENT_COLUMNS = 'id, application_id, kind, file_name, size, content_type, sha256, uploaded_at';

export function insertStatementFile(db: Database, row: StatementFileRow & { bytes: Uint8Array }): void {
  statement(
    db,
    `INSERT INTO statement_files (${FILE_COLUMNS}, bytes) VALUES
     (@id, @application_id, @file_name, @size, @sha256, @pages, @uploaded_at, @bytes)`,
  ).run(row);
}

export function listStatementFiles(db: Database, applicationId: string): StatementFileRow[] {
  return statement(
    db,
    `SELECT ${FILE_COLUMNS} FROM statement_files WHERE application_id = ? ORDER BY uploaded_at, rowid`,
  ).all(applicationId) as StatementFileRow[];
}

/** A file of this application, with its bytes; undefined for another's or an unknown id. */
export function findStatementFile(
  db: Database,
  applicationId: string,
  id: string,
): (StatementFileRow & { bytes: Buffer }) | undefined {
  return statement(db, 'SELECT * FROM statement_files WHERE id = ? AND application_id = ?').get(id, applicationId) as
    (StatementFileRow & { bytes: Buffer }) | undefined;
}

export function deleteStatementFile(db: Database, applicationId: string, id: string): boolean {
  return (
    statement(db, 'DELETE FROM statement_files WHERE id = ? AND application_id = ?').run(id, applicationId).changes > 0
  );
}

export function insertSession(db: Database, row: StatementSessionRow): void {
  statement(
    db,
    `INSERT INTO statement_sessions (id, application_id, way, state, fetch, reason, redirect_url, created_at_ms,
     expires_at_ms, applied_at_ms) VALUES (@id, @application_id, @way, @state, @fetch, @reason, @redirect_url,
     @created_at_ms, @expires_at_ms, @applied_at_ms)`,
  ).run(row);
}

export function latestSession(
  db: Database,
  applicationId: string,
  way: StatementSessionRow['way'],
): StatementSessionRow | undefined {
  return statement(
    db,
    `SELECT * FROM statement_sessions WHERE application_id = ? AND way = ?
     ORDER BY created_at_ms DESC, rowid DESC LIMIT 1`,
  ).get(applicationId, way) as StatementSessionRow | undefined;
}

export function findSession(db: Database, id: string): StatementSessionRow | undefined {
  return statement(db, 'SELECT * FROM statement_sessions WHERE id = ?').get(id) as StatementSessionRow | undefined;
}

export function updateSession(
  db: Database,
  id: string,
  patch: Pick<StatementSessionRow, 'state' | 'fetch' | 'reason'>,
): void {
  statement(db, 'UPDATE statement_sessions SET state = @state, fetch = @fetch, reason = @reason WHERE id = @id').run({
    id,
    ...patch,
  });
}

export function markSessionApplied(db: Database, id: string, nowMs: number): void {
  statement(db, 'UPDATE statement_sessions SET applied_at_ms = ? WHERE id = ?').run(nowMs, id);
}

export function saveDocument(db: Database, row: DocumentRow & { bytes: Uint8Array }): void {
  statement(
    db,
    `INSERT INTO post_approval_documents (${DOCUMENT_COLUMNS}, bytes) VALUES
     (@id, @application_id, @kind, @file_name, @size, @content_type, @sha256, @uploaded_at, @bytes)
     ON CONFLICT (application_id, kind) DO UPDATE SET id = excluded.id, file_name = excluded.file_name,
     size = excluded.size, content_type = excluded.content_type, sha256 = excluded.sha256,
     uploaded_at = excluded.uploaded_at, bytes = excluded.bytes`,
  ).run(row);
}

export function listDocuments(db: Database, applicationId: string): DocumentRow[] {
  return statement(
    db,
    `SELECT ${DOCUMENT_COLUMNS} FROM post_approval_documents WHERE application_id = ? ORDER BY uploaded_at, rowid`,
  ).all(applicationId) as DocumentRow[];
}

export function findDocument(
  db: Database,
  applicationId: string,
  id: string,
): (DocumentRow & { bytes: Buffer }) | undefined {
  return statement(db, 'SELECT * FROM post_approval_documents WHERE id = ? AND application_id = ?').get(
    id,
    applicationId,
  ) as (DocumentRow & { bytes: Buffer }) | undefined;
}

export function deleteDocument(db: Database, applicationId: string, kind: string): boolean {
  return (
    statement(db, 'DELETE FROM post_approval_documents WHERE application_id = ? AND kind = ?').run(applicationId, kind)
      .changes > 0
  );
}

type LenderRequestRow = {
  statement_ways: string;
  can_skip_statements: number;
  asks_additional: number;
  document_stage: 'upload' | 'additional';
};

const isWay = (value: string): value is StatementWay => (STATEMENT_WAYS as readonly string[]).includes(value);

/** What the lender asks of the application; the sandbox's defaults until QA changes them. */
export function lenderRequest(db: Database, applicationId: string): LenderRequest {
  const row = statement(db, 'SELECT * FROM lender_requests WHERE application_id = ?').get(applicationId) as
    LenderRequestRow | undefined;
  if (!row) return { ways: [...STATEMENT_WAYS], canSkip: false, asksAdditional: false, stage: 'upload' };
  return {
    ways: row.statement_ways.split(',').filter(isWay),
    canSkip: row.can_skip_statements === 1,
    asksAdditional: row.asks_additional === 1,
    stage: row.document_stage,
  };
}

export function saveLenderRequest(db: Database, applicationId: string, request: LenderRequest): void {
  statement(
    db,
    `INSERT INTO lender_requests (application_id, statement_ways, can_skip_statements, asks_additional, document_stage)
     VALUES (@application_id, @statement_ways, @can_skip_statements, @asks_additional, @document_stage)
     ON CONFLICT (application_id) DO UPDATE SET statement_ways = excluded.statement_ways,
     can_skip_statements = excluded.can_skip_statements, asks_additional = excluded.asks_additional,
     document_stage = excluded.document_stage`,
  ).run({
    application_id: applicationId,
    statement_ways: request.ways.join(','),
    can_skip_statements: request.canSkip ? 1 : 0,
    asks_additional: request.asksAdditional ? 1 : 0,
    document_stage: request.stage,
  });
}
