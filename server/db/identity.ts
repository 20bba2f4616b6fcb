import type { Database } from 'better-sqlite3';
import { statement } from './statements.ts';

/** Row access for the identity-provider tables (migration 4). Callers own the transaction. */

export type DigiLockerRequestRow = {
  id: string;
  application_id: string;
  redirect_url: string;
  outcome: 'pending' | 'success' | 'failure';
  dob_differs: number;
  created_at_ms: number;
  expires_at_ms: number;
  decided_at_ms: number | null;
  applied_at_ms: number | null;
};

export function insertDigiLockerRequest(
  db: Database,
  row: Pick<DigiLockerRequestRow, 'id' | 'application_id' | 'redirect_url' | 'created_at_ms' | 'expires_at_ms'>,
): void {
  statement(
    db,
    `INSERT INTO digilocker_requests (id, application_id, redirect_url, created_at_ms, expires_at_ms)
     VALUES (@id, @application_id, @redirect_url, @created_at_ms, @expires_at_ms)`,
  ).run(row);
}

export function findDigiLockerRequest(db: Database, id: string): DigiLockerRequestRow | undefined {
  return statement(db, 'SELECT * FROM digilocker_requests WHERE id = ?').get(id) as DigiLockerRequestRow | undefined;
}

export function decideDigiLockerRequest(
  db: Database,
  id: string,
  outcome: 'success' | 'failure',
  dobDiffers: boolean,
  atMs: number,
): void {
  statement(
    db,
    `UPDATE digilocker_requests SET outcome = ?, dob_differs = ?, decided_at_ms = ?
     WHERE id = ? AND outcome = 'pending'`,
  ).run(outcome, dobDiffers ? 1 : 0, atMs, id);
}

export function markDigiLockerApplied(db: Database, id: string, atMs: number): void {
  statement(db, 'UPDATE digilocker_requests SET applied_at_ms = ? WHERE id = ?').run(atMs, id);
}

export type IdentityRecordRow = {
  application_id: string;
  source: 'digiLocker' | 'aadhaarOtp';
  name: string;
  date_of_birth: string;
  gender: string;
  masked_aadhaar: string;
  verified_at: string;
};

export function saveIdentityRecord(db: Database, row: IdentityRecordRow): void {
  statement(
    db,
    `INSERT INTO identity_records (application_id, source, name, date_of_birth, gender, masked_aadhaar, verified_at)
     VALUES (@application_id, @source, @name, @date_of_birth, @gender, @masked_aadhaar, @verified_at)
     ON CONFLICT (application_id) DO UPDATE SET source = excluded.source, name = excluded.name,
       date_of_birth = excluded.date_of_birth, gender = excluded.gender, masked_aadhaar = excluded.masked_aadhaar,
       verified_at = excluded.verified_at`,
  ).run(row);
}

export function findIdentityRecord(db: Database, applicationId: string): IdentityRecordRow | undefined {
  return statement(db, 'SELECT * FROM identity_records WHERE application_id = ?').get(applicationId) as
    IdentityRecordRow | undefined;
}

export type GstLoginRow = {
  application_id: string;
  gstin: string;
  username: string;
  logged_in_at: string;
  consented_at: string | null;
  verified_at: string | null;
};

/** A new login starts the consent and OTP over. */
export function saveGstLogin(
  db: Database,
  applicationId: string,
  gstin: string,
  username: string,
  nowIso: string,
): void {
  statement(
    db,
    `INSERT INTO gst_logins (application_id, gstin, username, logged_in_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (application_id) DO UPDATE SET gstin = excluded.gstin, username = excluded.username,
       logged_in_at = excluded.logged_in_at, consented_at = NULL, verified_at = NULL`,
  ).run(applicationId, gstin, username, nowIso);
}

export function findGstLogin(db: Database, applicationId: string): GstLoginRow | undefined {
  return statement(db, 'SELECT * FROM gst_logins WHERE application_id = ?').get(applicationId) as
    GstLoginRow | undefined;
}

export function markGstLogin(
  db: Database,
  applicationId: string,
  column: 'consented_at' | 'verified_at',
  nowIso: string,
): void {
  // The column comes from the fixed union above, never from the request.
  statement(db, `UPDATE gst_logins SET ${column} = ? WHERE application_id = ?`).run(nowIso, applicationId);
}

export type DeclarationKind = 'name' | 'dob' | 'vernacular';

export type DeclarationRow = {
  application_id: string;
  kind: DeclarationKind;
  payload_json: string;
  declared_at: string;
};

export function saveDeclaration(
  db: Database,
  applicationId: string,
  kind: DeclarationKind,
  payload: unknown,
  nowIso: string,
): void {
  statement(
    db,
    `INSERT INTO declarations (application_id, kind, payload_json, declared_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (application_id, kind)
     DO UPDATE SET payload_json = excluded.payload_json, declared_at = excluded.declared_at`,
  ).run(applicationId, kind, JSON.stringify(payload), nowIso);
}

export function findDeclaration(
  db: Database,
  applicationId: string,
  kind: DeclarationKind,
): DeclarationRow | undefined {
  return statement(db, 'SELECT * FROM declarations WHERE application_id = ? AND kind = ?').get(applicationId, kind) as
    DeclarationRow | undefined;
}

export type OpsCommentRow = {
  id: string;
  application_id: string;
  comment: string;
  created_at: string;
  response: string | null;
  resolved_at: string | null;
};

export function insertOpsComment(
  db: Database,
  row: Pick<OpsCommentRow, 'id' | 'application_id' | 'comment' | 'created_at'>,
): void {
  statement(
    db,
    `INSERT INTO ops_comments (id, application_id, comment, created_at)
     VALUES (@id, @application_id, @comment, @created_at)`,
  ).run(row);
}

export function listOpsComments(db: Database, applicationId: string): OpsCommentRow[] {
  return statement(db, 'SELECT * FROM ops_comments WHERE application_id = ? ORDER BY created_at, rowid').all(
    applicationId,
  ) as OpsCommentRow[];
}

export function resolveOpsComment(db: Database, id: string, response: string, nowIso: string): void {
  statement(db, 'UPDATE ops_comments SET response = ?, resolved_at = ? WHERE id = ?').run(response, nowIso, id);
}

export type DiscrepancyHoldRow = {
  application_id: string;
  previous_status: string;
  previous_sub_status: string | null;
  previous_next_action: string | null;
  held_at: string;
};

export function findDiscrepancyHold(db: Database, applicationId: string): DiscrepancyHoldRow | undefined {
  return statement(db, 'SELECT * FROM discrepancy_holds WHERE application_id = ?').get(applicationId) as
    DiscrepancyHoldRow | undefined;
}

export function saveDiscrepancyHold(db: Database, row: DiscrepancyHoldRow): void {
  statement(
    db,
    `INSERT INTO discrepancy_holds (application_id, previous_status, previous_sub_status, previous_next_action, held_at)
     VALUES (@application_id, @previous_status, @previous_sub_status, @previous_next_action, @held_at)`,
  ).run(row);
}

export function deleteDiscrepancyHold(db: Database, applicationId: string): void {
  statement(db, 'DELETE FROM discrepancy_holds WHERE application_id = ?').run(applicationId);
}
