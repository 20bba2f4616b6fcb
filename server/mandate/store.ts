import type { Database } from 'better-sqlite3';
import { statement } from '../db/statements.ts';
import { MANDATE_MODES, type MandateMode, type MandateState, type PendingOutcome } from './rules.ts';

// Row access for the mandate tables. Callers own the transaction.

export type MandateRow = {
  id: string;
  application_id: string;
  mode: MandateMode;
  status: MandateState;
  reason: string | null;
  redirect_url: string | null;
  created_at_ms: number;
  expires_at_ms: number;
  decide_at_ms: number | null;
  downloaded_at_ms: number | null;
  scan_sha256: string | null;
  scan_name: string | null;
};

export type MandateSetup = {
  modes: MandateMode[];
  pendingOutcome: PendingOutcome;
  upiBlockedUntilMs: number | null;
  kycFails: boolean;
};

type SetupRow = { modes: string; pending_outcome: string; upi_blocked_until_ms: number | null; kyc_fails: number };

export function insertMandate(db: Database, row: MandateRow): void {
  statement(
    db,
    `INSERT INTO mandates (id, application_id, mode, status, reason, redirect_url, created_at_ms, expires_at_ms,
       decide_at_ms, downloaded_at_ms, scan_sha256, scan_name)
     VALUES (@id, @application_id, @mode, @status, @reason, @redirect_url, @created_at_ms, @expires_at_ms,
       @decide_at_ms, @downloaded_at_ms, @scan_sha256, @scan_name)`,
  ).run(row);
}

export function updateMandate(
  db: Database,
  id: string,
  patch: Pick<MandateRow, 'status' | 'reason' | 'decide_at_ms' | 'downloaded_at_ms' | 'scan_sha256' | 'scan_name'>,
): void {
  statement(
    db,
    `UPDATE mandates SET status = @status, reason = @reason, decide_at_ms = @decide_at_ms,
       downloaded_at_ms = @downloaded_at_ms, scan_sha256 = @scan_sha256, scan_name = @scan_name WHERE id = @id`,
  ).run({ ...patch, id });
}

export function findMandate(db: Database, applicationId: string, id: string): MandateRow | undefined {
  return statement(db, 'SELECT * FROM mandates WHERE application_id = ? AND id = ?').get(applicationId, id) as
    MandateRow | undefined;
}

export function latestMandate(db: Database, applicationId: string): MandateRow | undefined {
  return statement(
    db,
    'SELECT * FROM mandates WHERE application_id = ? ORDER BY created_at_ms DESC, rowid DESC LIMIT 1',
  ).get(applicationId) as MandateRow | undefined;
}

export function findMandateById(db: Database, id: string): MandateRow | undefined {
  return statement(db, 'SELECT * FROM mandates WHERE id = ?').get(id) as MandateRow | undefined;
}

export function mandateSetup(db: Database, applicationId: string): MandateSetup {
  statement(db, 'INSERT OR IGNORE INTO mandate_setup (application_id) VALUES (?)').run(applicationId);
  const row = statement(db, 'SELECT * FROM mandate_setup WHERE application_id = ?').get(applicationId) as SetupRow;
  return {
    modes: MANDATE_MODES.filter((mode) => row.modes.split(',').includes(mode)),
    pendingOutcome: row.pending_outcome as PendingOutcome,
    upiBlockedUntilMs: row.upi_blocked_until_ms,
    kycFails: row.kyc_fails === 1,
  };
}

export function saveMandateSetup(db: Database, applicationId: string, setup: MandateSetup): void {
  mandateSetup(db, applicationId);
  statement(
    db,
    `UPDATE mandate_setup SET modes = @modes, pending_outcome = @pending_outcome,
       upi_blocked_until_ms = @upi_blocked_until_ms, kyc_fails = @kyc_fails WHERE application_id = @application_id`,
  ).run({
    application_id: applicationId,
    modes: setup.modes.join(','),
    pending_outcome: setup.pendingOutcome,
    upi_blocked_until_ms: setup.upiBlockedUntilMs,
    kyc_fails: setup.kycFails ? 1 : 0,
  });
}
