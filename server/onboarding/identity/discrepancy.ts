import type { Database } from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { findApplicationById, updateApplication } from '../../db/customers.ts';
import {
  deleteDiscrepancyHold,
  findDiscrepancyHold,
  insertOpsComment,
  listOpsComments,
  saveDiscrepancyHold,
} from '../../db/identity.ts';
import type { OpsCommentRow } from '../../db/identity.ts';

/**
 * Ops comments (§2 discrepancy, status readyForOps). Raising the first open comment parks
 * the application at readyForOps / discrepancy and remembers where it stood; resolving the
 * last one puts it back there (docs/sandbox.md, "Discrepancy").
 */

export function commentJson(row: OpsCommentRow) {
  return {
    id: row.id,
    comment: row.comment,
    raisedBy: 'ops' as const,
    createdAt: row.created_at,
    resolved: row.resolved_at !== null,
    response: row.response,
    resolvedAt: row.resolved_at,
  };
}

export function openCommentCount(db: Database, applicationId: string): number {
  return listOpsComments(db, applicationId).filter((row) => row.resolved_at === null).length;
}

/** Call inside a transaction. */
export function raiseOpsComment(db: Database, applicationId: string, comment: string, nowIso: string): OpsCommentRow {
  const application = findApplicationById(db, applicationId);
  if (!application) throw new Error(`application ${applicationId} vanished while raising a comment`);
  if (!findDiscrepancyHold(db, applicationId)) {
    saveDiscrepancyHold(db, {
      application_id: applicationId,
      previous_status: application.status,
      previous_sub_status: application.sub_status,
      previous_next_action: application.next_action,
      held_at: nowIso,
    });
    updateApplication(
      db,
      applicationId,
      { status: 'readyForOps', sub_status: 'opsCommentsRaised', next_action: 'discrepancy' },
      nowIso,
    );
  }
  const row = { id: randomUUID(), application_id: applicationId, comment, created_at: nowIso };
  insertOpsComment(db, row);
  return { ...row, response: null, resolved_at: null };
}

/** After a resolution (inside its transaction): with nothing left open, back to where the application stood. */
export function releaseWhenResolved(db: Database, applicationId: string, nowIso: string): void {
  if (openCommentCount(db, applicationId) > 0) return;
  const hold = findDiscrepancyHold(db, applicationId);
  if (!hold) return;
  updateApplication(
    db,
    applicationId,
    { status: hold.previous_status, sub_status: hold.previous_sub_status, next_action: hold.previous_next_action },
    nowIso,
  );
  deleteDiscrepancyHold(db, applicationId);
}
