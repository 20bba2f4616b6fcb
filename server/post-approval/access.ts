import type { Context } from 'hono';
import type { Database } from 'better-sqlite3';
import * as v from 'valibot';
import { isoAt, type SandboxDeps, type SandboxEnv } from '../context.ts';
import { HttpError, notFound } from '../kit/errors.ts';
import { UuidSchema, readParams } from '../kit/validation.ts';
import { findApplicationById, updateApplication } from '../db/customers.ts';
import type { ApplicationRow, CustomerRow } from '../db/customers.ts';
import { listMemberships } from '../db/onboarding.ts';
import { findBankAccount, findCheque, getPostApprovalState, listMarketplaceLinks } from '../db/post-approval.ts';
import { positionOf, type ApplicationAnswer } from '../application/advance.ts';
import { wrongStage } from './statements/rules.ts';
import {
  POST_APPROVAL_STATUS_ORDER,
  STATEMENT_MOVES,
  isPostApprovalStatus,
  postApprovalPosition,
  postApprovalStepOpen,
  statementMoveOpen,
} from './progression.ts';
import type { PostApprovalFacts, PostApprovalStep, StatementMove } from './progression.ts';

const IdParamsSchema = v.object({ id: UuidSchema });

export const PostApprovalErrorCodes = {
  invalidIfsc: 'EPL-40020',
  accountNumbersDiffer: 'EPL-40021',
  amountOutOfRange: 'EPL-40022',
  unknownIfsc: 'EPL-40403',
  unknownLender: 'EPL-40404',
  stepNotOpen: 'EPL-40903',
  alreadyAnswered: 'EPL-40904',
} as const;

export type Owned = { application: ApplicationRow; customer: CustomerRow };

/**
 * The application named in the path, if it is the token's own. Another customer's id answers
 * exactly as an unknown one does (404): an id-scoped read never says that a record exists.
 */
export function ownApplicationOnly(deps: SandboxDeps, c: Context<SandboxEnv>): Owned {
  const { id } = readParams(c, IdParamsSchema);
  const { customer } = c.get('auth');
  const application = findApplicationById(deps.db, id);
  if (!application || application.customer_id !== customer.id) throw notFound('No application has this id.');
  return { application, customer };
}

const reachedIndex = (status: string) =>
  isPostApprovalStatus(status) ? POST_APPROVAL_STATUS_ORDER.indexOf(status) : -1;
const STATEMENT_OF_STATUS: Readonly<Record<string, 'uploaded' | 'skipped' | 'manual'>> = {
  bankStatementUploaded: 'uploaded',
  bankStatementSkipped: 'skipped',
  manualBankStatementUploaded: 'manual',
};

/**
 * The statement and documents steps move the status by their table (STATEMENT_MOVES); a
 * status past them says they are done, the way QA's control can say it too.
 */
function statementOf(status: string, kept: PostApprovalFacts['statement']): PostApprovalFacts['statement'] {
  if (kept) return kept;
  if (reachedIndex(status) < reachedIndex('bankStatementUploaded')) return null;
  return STATEMENT_OF_STATUS[status] ?? 'uploaded';
}

function documentsOf(status: string, kept: PostApprovalFacts['documents']): PostApprovalFacts['documents'] {
  if (kept) return kept;
  if (reachedIndex(status) >= reachedIndex('documentUploaded')) return 'uploaded';
  return status === 'documentUploadInProgress' ? 'inProgress' : null;
}

/** What the post-approval rules read, from the tables. */
export function loadPostApprovalFacts(db: Database, applicationId: string): PostApprovalFacts {
  const state = getPostApprovalState(db, applicationId);
  const status = findApplicationById(db, applicationId)?.status ?? '';
  const memberships = listMemberships(db, applicationId);
  return {
    offerSelected: state.loan_id !== null,
    statement: statementOf(status, state.statement),
    bankVerified: findBankAccount(db, applicationId) !== undefined,
    chequeRequired: state.cheque_required === 1,
    chequeUploaded: findCheque(db, applicationId) !== undefined,
    documents: documentsOf(status, state.documents),
    additionalDocumentsPending: false,
    questionnaireSubmitted: state.questionnaire_json !== null,
    hasMemberships: memberships.length > 0,
    linkingComplete: state.linking_complete === 1,
    submitted: state.submitted_at !== null,
  };
}

const STEP_NAMES: Readonly<Record<PostApprovalStep, string>> = {
  selectOffer: 'choosing your lender',
  bankDetails: 'your bank account',
  cancelledCheque: 'the cancelled cheque',
  questionnaire: 'the questionnaire',
  linkAccounts: 'linking your supplier accounts',
  success: 'the last step',
};

function requireOpen(db: Database, application: ApplicationRow, step: PostApprovalStep): void {
  const facts = loadPostApprovalFacts(db, application.id);
  if (postApprovalStepOpen(application.status, facts, step)) return;
  throw new HttpError(
    409,
    PostApprovalErrorCodes.stepNotOpen,
    `The lender is not asking for ${STEP_NAMES[step]} now. Please reload to see your next step.`,
  );
}

/** 409 unless the lender asks for `step` now; else the application, to go on with. */
export function requirePostApprovalStep(deps: SandboxDeps, owned: Owned, step: PostApprovalStep): Owned {
  requireOpen(deps.db, owned.application, step);
  return owned;
}

/** Moves the application to where its facts put it (the caller has just written them). */
export function advancePostApproval(db: Database, applicationId: string, nowIso: string): ApplicationAnswer {
  const application = findApplicationById(db, applicationId);
  if (!application) throw new Error(`application ${applicationId} vanished during a post-approval write`);
  const position = postApprovalPosition(application.status, loadPostApprovalFacts(db, applicationId));
  updateApplication(
    db,
    applicationId,
    { status: position.status, sub_status: position.subStatus, next_action: position.nextAction },
    nowIso,
  );
  const updated = findApplicationById(db, applicationId);
  if (!updated) throw new Error(`application ${applicationId} vanished during a post-approval write`);
  return positionOf(updated);
}

/**
 * A step's write in one transaction that checks the step again first (the request read its body
 * since the first check) and ends by moving the application. `write` gets the write's timestamp.
 */
export function writeAtPostApprovalStep<T>(
  deps: SandboxDeps,
  owned: Owned,
  step: PostApprovalStep,
  write: (nowIso: string) => T,
): T & { application: ApplicationAnswer } {
  const nowIso = isoAt(deps.now());
  return deps.db.transaction(() => {
    const application = findApplicationById(deps.db, owned.application.id);
    if (!application) throw notFound('No application has this id.');
    requireOpen(deps.db, application, step);
    const result = write(nowIso);
    return { ...result, application: advancePostApproval(deps.db, application.id, nowIso) };
  })();
}

/** Linked marketplaces by name, for the memberships answer. */
export function linkedSellerIds(db: Database, applicationId: string): Map<string, string> {
  return new Map(listMarketplaceLinks(db, applicationId).map((row) => [row.marketplace_name, row.seller_id]));
}

/** 409 unless the statement or documents `move` may be taken from the application's status now. */
export function requireStage(application: ApplicationRow, name: StatementMove, what: string): void {
  if (!statementMoveOpen(application.status, name)) throw wrongStage(what);
}

/**
 * Takes a statement or documents move (call inside the write's transaction, after the data is
 * stored); the stage is checked again on the row as stored now, since another request may have
 * moved it. `keepNextAction` leaves the next action alone (a document added on the additional list).
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
  const rule = STATEMENT_MOVES[name];
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
