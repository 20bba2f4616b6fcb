import type { Database } from 'better-sqlite3';
import { findApplicationById, updateApplication, type ApplicationRow } from '../db/customers.ts';
import { positionOf, type ApplicationAnswer } from '../application/advance.ts';
import {
  MANDATE_SUB_STATUS,
  UPI_RETRY_BLOCK_MS,
  isMandateStatus,
  settled,
  statusAfter,
  type FailureReason,
  type MandateState,
} from './rules.ts';
import { latestMandate, mandateSetup, saveMandateSetup, updateMandate, type MandateRow } from './store.ts';

// Every move the mandate makes to the application, in one place: an attempt's answer (from the
// bank's page, the UPI page, the NACH review or QA's control) is stored, and the application
// status follows the latest attempt (rules.ts statusAfter). Nothing here trusts a return URL.

function factsOf(row: MandateRow) {
  return {
    mode: row.mode,
    state: row.status,
    downloaded: row.downloaded_at_ms !== null,
    scanned: row.scan_sha256 !== null,
  };
}

/** Moves a mandate-stage application to where its latest attempt puts it; later stages are left alone. */
export function followLatest(db: Database, applicationId: string, nowIso: string): ApplicationAnswer {
  const application = findApplicationById(db, applicationId);
  if (!application) throw new Error(`application ${applicationId} vanished during a mandate write`);
  const latest = latestMandate(db, applicationId);
  // Before any attempt the status is the lender's own (QA may seed any mandate status); later
  // stages are never moved back.
  if (!latest || !isMandateStatus(application.status)) return positionOf(application);
  const status = statusAfter(factsOf(latest));
  updateApplication(
    db,
    applicationId,
    {
      status,
      sub_status: MANDATE_SUB_STATUS[status],
      next_action: 'mandate',
      mandate_registered: status === 'emandateRegistered' ? 1 : 0,
    },
    nowIso,
  );
  return positionOf(findApplicationById(db, applicationId) as ApplicationRow);
}

/** Stores a bank's answer on an attempt; a declined UPI mandate blocks UPI for 24 hours. */
export function answerAttempt(
  db: Database,
  row: MandateRow,
  answer: { state: MandateState; reason?: FailureReason | null; decideAtMs?: number | null },
  now: number,
): MandateRow {
  const next: MandateRow = {
    ...row,
    status: answer.state,
    reason: answer.reason ?? null,
    decide_at_ms: answer.decideAtMs === undefined ? row.decide_at_ms : answer.decideAtMs,
  };
  updateMandate(db, row.id, next);
  if (row.mode === 'upiAutopay' && answer.reason === 'declined') {
    saveMandateSetup(db, row.application_id, {
      ...mandateSetup(db, row.application_id),
      upiBlockedUntilMs: now + UPI_RETRY_BLOCK_MS,
    });
  }
  return next;
}

/** The latest attempt brought up to `now` (expired, or decided by the bank), stored, and the application moved. */
export function currentAttempt(db: Database, applicationId: string, now: number, nowIso: string) {
  return db.transaction(() => {
    const stored = latestMandate(db, applicationId);
    if (!stored) return { attempt: null, application: followLatest(db, applicationId, nowIso) };
    const { pendingOutcome } = mandateSetup(db, applicationId);
    const view = settled(
      { ...stored, state: stored.status, expiresAtMs: stored.expires_at_ms, decideAtMs: stored.decide_at_ms },
      now,
      pendingOutcome,
    );
    let attempt = stored;
    if (view.state !== stored.status) {
      attempt = answerAttempt(db, stored, { state: view.state, reason: view.reason as FailureReason | null }, now);
    }
    return { attempt, application: followLatest(db, applicationId, nowIso) };
  })();
}
