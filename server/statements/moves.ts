import type { Database } from 'better-sqlite3';
import { findApplicationById, updateApplication } from '../db/customers.ts';
import type { ApplicationRow } from '../db/customers.ts';
import { positionOf, type ApplicationAnswer } from '../onboarding/advance.ts';
import { wrongStage } from './rules.ts';

// Every status move of bank statements and post-approval documents, in one table: which statuses
// a move is taken from, and the status and next action it leaves. The calls check the stage with
// `requireStage` before reading a body and move with `move` inside their write's transaction.

export type StatementMove =
  | 'statementsUploaded'
  | 'statementsShared'
  | 'statementsSkipped'
  | 'documentAdded'
  | 'firstListComplete'
  | 'documentsComplete';

interface MoveRule {
  from: readonly string[];
  to: string;
  nextAction: string;
}

const STATEMENT_STAGE = ['offerSelected'] as const;
// A lender that asks for no cheque (post-approval progression) lists documents from bankDetailsUpdated.
const DOCUMENT_STAGE = ['bankDetailsUpdated', 'chequeUploaded', 'documentUploadInProgress'] as const;

export const MOVES: Readonly<Record<StatementMove, MoveRule>> = {
  // PDFs the applicant uploaded: the lender calls these manual statements.
  statementsUploaded: { from: STATEMENT_STAGE, to: 'manualBankStatementUploaded', nextAction: 'bankDetails' },
  // Net banking or Account Aggregator: the statements came from the bank.
  statementsShared: { from: STATEMENT_STAGE, to: 'bankStatementUploaded', nextAction: 'bankDetails' },
  statementsSkipped: { from: STATEMENT_STAGE, to: 'bankStatementSkipped', nextAction: 'bankDetails' },
  documentAdded: { from: DOCUMENT_STAGE, to: 'documentUploadInProgress', nextAction: 'uploadDocuments' },
  // The first list is in, and this lender asks for more.
  firstListComplete: { from: DOCUMENT_STAGE, to: 'documentUploadInProgress', nextAction: 'additionalDocuments' },
  documentsComplete: { from: DOCUMENT_STAGE, to: 'documentUploaded', nextAction: 'questionnaire' },
};

/** 409 unless `move` may be taken from the application's status now. */
export function requireStage(application: ApplicationRow, move: StatementMove, what: string): void {
  if (!MOVES[move].from.includes(application.status)) throw wrongStage(what);
}

/**
 * Moves the application (call inside the write's transaction, after the data is stored); the
 * stage is checked again on the row as stored now, since another request may have moved it.
 * `keepNextAction` leaves the next action alone (a document added on the additional list).
 */
export function move(
  db: Database,
  applicationId: string,
  name: StatementMove,
  what: string,
  nowIso: string,
  keepNextAction = false,
): ApplicationAnswer {
  const application = findApplicationById(db, applicationId);
  if (!application) throw new Error(`application ${applicationId} vanished during a write`);
  requireStage(application, name, what);
  const rule = MOVES[name];
  updateApplication(
    db,
    applicationId,
    { status: rule.to, next_action: keepNextAction ? application.next_action : rule.nextAction },
    nowIso,
  );
  const moved = findApplicationById(db, applicationId);
  if (!moved) throw new Error(`application ${applicationId} vanished during a write`);
  return positionOf(moved);
}
