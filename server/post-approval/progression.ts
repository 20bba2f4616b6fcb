// The sandbox lender's post-approval rules (docs/sandbox.md, "Post-approval"), in one place and
// pure, so they can be tested without a database. Every post-approval write ends by asking them
// where the application now stands; the app only ever reads their outcome (status, nextAction).

export const POST_APPROVAL_NEXT_ACTIONS = [
  'selectOffer',
  'bankStatement',
  'bankDetails',
  'cancelledCheque',
  'uploadDocuments',
  'additionalDocuments',
  'questionnaire',
  'linkAccounts',
  'success',
  'mandate',
] as const;

export type PostApprovalNextAction = (typeof POST_APPROVAL_NEXT_ACTIONS)[number];

/** What is known about an application after its approval; read from the tables by the caller. */
export type PostApprovalFacts = {
  offerSelected: boolean;
  statement: 'uploaded' | 'skipped' | 'manual' | null;
  bankVerified: boolean;
  chequeRequired: boolean;
  chequeUploaded: boolean;
  documents: 'inProgress' | 'uploaded' | null;
  additionalDocumentsPending: boolean;
  questionnaireSubmitted: boolean;
  /** The applicant sells on marketplaces whose accounts the lender links before the mandate. */
  hasMemberships: boolean;
  linkingComplete: boolean;
  submitted: boolean;
};

export const APPROVED_FACTS: PostApprovalFacts = {
  offerSelected: false,
  statement: null,
  bankVerified: false,
  chequeRequired: true,
  chequeUploaded: false,
  documents: null,
  additionalDocumentsPending: false,
  questionnaireSubmitted: false,
  hasMemberships: false,
  linkingComplete: false,
  submitted: false,
};

/** The §4 statuses post-approval moves through, earliest first; a status never moves back along it. */
export const POST_APPROVAL_STATUS_ORDER = [
  'approved',
  'offerSelected',
  'bankStatementUploaded',
  'bankStatementSkipped',
  'manualBankStatementUploaded',
  'bankDetailsUpdated',
  'chequeUploaded',
  'documentUploadInProgress',
  'documentUploaded',
  'questionnairePending',
  'questionnaireSubmitted',
  'emandatePending',
] as const;

export type PostApprovalStatus = (typeof POST_APPROVAL_STATUS_ORDER)[number];

export function isPostApprovalStatus(status: string): status is PostApprovalStatus {
  return (POST_APPROVAL_STATUS_ORDER as readonly string[]).includes(status);
}

const STATEMENT_STATUS = {
  uploaded: 'bankStatementUploaded',
  skipped: 'bankStatementSkipped',
  manual: 'manualBankStatementUploaded',
} as const;

/** The furthest milestone the facts reach. */
export function milestoneOf(facts: PostApprovalFacts): PostApprovalStatus {
  if (facts.submitted) return 'emandatePending';
  if (facts.questionnaireSubmitted) return 'questionnaireSubmitted';
  if (facts.documents === 'uploaded') return 'documentUploaded';
  if (facts.documents === 'inProgress') return 'documentUploadInProgress';
  if (facts.chequeUploaded && facts.bankVerified) return 'chequeUploaded';
  if (facts.bankVerified) return 'bankDetailsUpdated';
  if (facts.statement) return STATEMENT_STATUS[facts.statement];
  if (facts.offerSelected) return 'offerSelected';
  return 'approved';
}

/** The lender's next step for the applicant: the first one the facts leave undone. */
export function nextActionOf(facts: PostApprovalFacts): PostApprovalNextAction {
  if (!facts.offerSelected) return 'selectOffer';
  if (!facts.statement) return 'bankStatement';
  if (!facts.bankVerified) return 'bankDetails';
  if (facts.chequeRequired && !facts.chequeUploaded) return 'cancelledCheque';
  if (facts.documents !== 'uploaded') return 'uploadDocuments';
  if (facts.additionalDocumentsPending) return 'additionalDocuments';
  if (!facts.questionnaireSubmitted) return 'questionnaire';
  if (facts.hasMemberships && !facts.linkingComplete) return 'linkAccounts';
  if (!facts.submitted) return 'success';
  return 'mandate';
}

/** The sub status each status carries (the lender's detail; the app only shows it). */
const SUB_STATUS: Readonly<Record<PostApprovalStatus, string | null>> = {
  approved: 'limitAssigned',
  offerSelected: 'lenderChosen',
  bankStatementUploaded: 'statementReceived',
  bankStatementSkipped: 'statementSkipped',
  manualBankStatementUploaded: 'statementReceived',
  bankDetailsUpdated: 'accountVerified',
  chequeUploaded: 'chequeReceived',
  documentUploadInProgress: 'documentsPending',
  documentUploaded: 'documentsReceived',
  questionnairePending: 'questionsSent',
  questionnaireSubmitted: 'answersReceived',
  emandatePending: 'mandatePending',
};

export type PostApprovalPosition = { status: PostApprovalStatus; subStatus: string | null; nextAction: string };

/**
 * Where the facts put the application. The status only ever moves forward: a fact that reads as
 * an earlier milestone (a new cheque after the documents) keeps the later status.
 */
export function postApprovalPosition(current: string, facts: PostApprovalFacts): PostApprovalPosition {
  const reached = milestoneOf(facts);
  const currentIndex = isPostApprovalStatus(current) ? POST_APPROVAL_STATUS_ORDER.indexOf(current) : -1;
  const status =
    currentIndex > POST_APPROVAL_STATUS_ORDER.indexOf(reached) ? POST_APPROVAL_STATUS_ORDER[currentIndex]! : reached;
  return { status, subStatus: SUB_STATUS[status], nextAction: nextActionOf(facts) };
}

/**
 * Reading the lender's questions while the documents are in (documentUploaded) marks them sent:
 * the application waits on the applicant's answers (questionnairePending) until they come.
 */
export function questionsSentPosition(status: string, answered: boolean): PostApprovalPosition | null {
  if (answered || status !== 'documentUploaded') return null;
  return { status: 'questionnairePending', subStatus: SUB_STATUS.questionnairePending, nextAction: 'questionnaire' };
}

/** The step each write belongs to; a write is taken only while the application is at that step. */
export type PostApprovalStep =
  'selectOffer' | 'bankDetails' | 'cancelledCheque' | 'questionnaire' | 'linkAccounts' | 'success';

/**
 * Whether a write for `step` may be taken now: the application must be approved and past onboarding,
 * the step must be the lender's current one; choosing a lender is open only once.
 */
export function postApprovalStepOpen(status: string, facts: PostApprovalFacts, step: PostApprovalStep): boolean {
  if (!isPostApprovalStatus(status) || status === 'emandatePending') return false;
  const next = nextActionOf(facts);
  if (step === 'bankDetails') return next === 'bankDetails' || next === 'cancelledCheque';
  return next === step;
}

/**
 * The bank statement and documents steps move the status by a table rather than by the facts
 * above (their data lives in their own rows): which statuses each move is taken from, and the
 * status and next action it leaves. A status past them reads as those steps done (access.ts).
 */
export type StatementMove =
  | 'statementsUploaded'
  | 'statementsShared'
  | 'statementsSkipped'
  | 'documentAdded'
  | 'firstListComplete'
  | 'documentsComplete';

export interface MoveRule {
  from: readonly PostApprovalStatus[];
  to: PostApprovalStatus;
  nextAction: PostApprovalNextAction;
}

const STATEMENT_STAGE = ['offerSelected'] as const;
// A lender that asks for no cheque lists documents from bankDetailsUpdated.
const DOCUMENT_STAGE = ['bankDetailsUpdated', 'chequeUploaded', 'documentUploadInProgress'] as const;

export const STATEMENT_MOVES: Readonly<Record<StatementMove, MoveRule>> = {
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

/** Whether `move` may be taken from `status`. */
export function statementMoveOpen(status: string, move: StatementMove): boolean {
  return (STATEMENT_MOVES[move].from as readonly string[]).includes(status);
}
