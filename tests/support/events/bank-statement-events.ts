import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { BankStatementContext } from '../../../machines/post-approval/bank-statement.machine.ts';
import type { PostApprovalChildInput } from '../../../machines/post-approval/child-contract.ts';
import { consentStep } from '../../../machines/post-approval/consent-step.ts';
import { statementSlot } from '../../../machines/post-approval/bank-statement.machine.ts';
import type { UploadedFile } from '../../../machines/kit/document-upload.machine.ts';
import type {
  BankStatementState,
  Consent,
  ConsentResult,
  NetBankingResult,
  StatusAnswer,
} from '../../../rules/post-approval/bank-statement.ts';
import { APPLICATION_ID } from '../../fixtures/onboarding-positions.ts';
import { named } from './named.ts';

// The sample events of the `bankStatement` journey, for both runners: what the lender offers
// and holds on load, the applicant's choices, a statement file's child reporting its upload,
// and every answer of the statement, net-banking and Account Aggregator calls.

export const LOAD_FAILED = 'Sandbox fault: statements unavailable.';
export const CALL_FAILED = 'Sandbox fault: not saved.';
export const NOT_ENOUGH = 'These statements cover 3 of the 6 months needed. Please add the missing months.';
export const NET_BANKING_FAILED = 'The bank login failed. Please try again.';
export const LOAN_ID = 'loan-0001';

export const STATEMENT: UploadedFile = named('a six-month statement', {
  id: '0b3f7c1e-2a1d-4c8e-9f00-5d6e7f8a9b0c',
  kind: 'bankStatement',
  documentType: null,
  side: null,
  fileName: 'statement.pdf',
  size: 48213,
  contentType: 'application/pdf',
  sha256: 'ab'.repeat(32),
  uploadedAt: '2026-01-01T00:00:00.000Z',
});

const application = (status: string) => ({ id: APPLICATION_ID, status });
const answer = (status: string): StatusAnswer => named(`the lender: ${status}`, { application: application(status) });

const offer = (name: string, extra: Partial<BankStatementState>): BankStatementState =>
  named(name, {
    months: 6,
    ways: ['upload', 'netBanking', 'accountAggregator'],
    canSkip: true,
    maxFiles: 2,
    maxBytes: 10 * 1024 * 1024,
    statements: [],
    netBanking: null,
    consent: null,
    application: application('offerSelected'),
    ...extra,
  });

const consent = (status: Consent['status'], fetch: Consent['fetch'] = null): Consent => ({
  consentHandle: '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  status,
  fetch,
});

/** What loading can find: a fresh offer, a file already held, a way in progress. */
export const OFFERS = {
  everyWay: offer('every way offered, skip allowed', {}),
  uploadOnly: offer('upload only, a file held', { ways: ['upload'], canSkip: false, statements: [STATEMENT] }),
  netBankingPending: offer('net banking in progress', {
    netBanking: { sessionId: 'f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9', state: 'pending', reason: null },
  }),
  // Back from the provider's page: its outcome is on record, the application not yet moved.
  netBankingCompleted: offer('net banking completed on the provider page', {
    netBanking: { sessionId: 'f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9', state: 'completed', reason: null },
  }),
  netBankingFailed: offer('net banking failed on the provider page', {
    netBanking: { sessionId: 'f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9', state: 'failed', reason: NET_BANKING_FAILED },
  }),
  consentPending: offer('a consent awaiting approval', { consent: consent('PENDING') }),
  consentRevoked: offer('a consent revoked since', { consent: consent('REVOKED') }),
} as const;

const netBanking = (name: string, state: 'pending' | 'completed' | 'failed', status: string): NetBankingResult =>
  named(name, {
    netBanking: {
      sessionId: 'f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9',
      state,
      reason: state === 'failed' ? NET_BANKING_FAILED : null,
    },
    application: application(status),
  });

export const NET_BANKING = {
  completed: netBanking('net banking read the statements', 'completed', 'bankStatementUploaded'),
  pending: netBanking('net banking still reading', 'pending', 'offerSelected'),
  failed: netBanking('net banking failed', 'failed', 'offerSelected'),
};

const consentRead = (name: string, read: Consent, status = 'offerSelected'): ConsentResult =>
  named(name, { consent: read, application: application(status) });

/** Every ReBIT consent state, and the data fetch states of an ACTIVE one. */
export const CONSENTS = {
  pending: consentRead('consent PENDING', consent('PENDING')),
  ready: consentRead('ACTIVE, data READY', consent('ACTIVE', 'READY'), 'bankStatementUploaded'),
  fetching: consentRead('ACTIVE, data PENDING', consent('ACTIVE', 'PENDING')),
  denied: consentRead('ACTIVE, data DENIED', consent('ACTIVE', 'DENIED')),
  timeout: consentRead('ACTIVE, data TIMEOUT', consent('ACTIVE', 'TIMEOUT')),
  rejected: consentRead('consent REJECTED', consent('REJECTED')),
  expired: consentRead('consent EXPIRED', consent('EXPIRED')),
  revoked: consentRead('consent REVOKED', consent('REVOKED')),
  paused: consentRead('consent PAUSED', consent('PAUSED')),
};

export const ANSWERS = {
  uploaded: answer('manualBankStatementUploaded'),
  skipped: answer('bankStatementSkipped'),
};

export const PROVIDER_PAGE = named('the provider page', { url: '/provider-page', reference: 'ref-1' });

/** A preview's bytes (the browser shows the lender's real file). */
export const PREVIEW_FILE = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

export function bankStatementEvents(): AnyEventObject[] {
  const first = statementSlot(0);
  return [
    ...Object.values(OFFERS).map((output) => ({ type: 'xstate.done.actor.loadStatements', output })),
    { type: 'xstate.error.actor.loadStatements', error: new Error(LOAD_FAILED) },
    { type: 'RETRY' },
    { type: 'CHOOSE', way: 'upload' },
    { type: 'CHOOSE', way: 'netBanking' },
    { type: 'CHOOSE', way: 'accountAggregator' },
    { type: 'SKIP' },
    { type: 'xstate.done.actor.skipStatements', output: ANSWERS.skipped },
    { type: 'xstate.error.actor.skipStatements', error: new Error(CALL_FAILED) },
    { type: 'ADD_FILE' },
    { type: 'UPLOAD_CHANGED', slot: first, document: STATEMENT },
    { type: 'UPLOAD_CHANGED', slot: first, document: null },
    { type: 'PREVIEW', slot: first },
    { type: 'xstate.done.actor.readStatementFile', output: PREVIEW_FILE },
    { type: 'xstate.error.actor.readStatementFile', error: new Error(CALL_FAILED) },
    { type: 'CLOSE_PREVIEW' },
    { type: 'SUBMIT' },
    { type: 'xstate.done.actor.submitStatements', output: ANSWERS.uploaded },
    { type: 'xstate.error.actor.submitStatements', error: new Error(NOT_ENOUGH) },
    { type: 'BACK' },
    { type: 'xstate.done.actor.startNetBanking', output: PROVIDER_PAGE },
    { type: 'xstate.error.actor.startNetBanking', error: new Error(CALL_FAILED) },
    ...Object.values(NET_BANKING).map((output) => ({ type: 'xstate.done.actor.pollNetBanking', output })),
    { type: 'xstate.error.actor.pollNetBanking', error: new Error(CALL_FAILED) },
    { type: 'xstate.after.pollEvery.bankStatement.netBanking.waiting' },
    { type: 'xstate.done.actor.createConsent', output: PROVIDER_PAGE },
    { type: 'xstate.error.actor.createConsent', error: new Error(CALL_FAILED) },
    ...Object.values(CONSENTS).map((output) => ({ type: 'xstate.done.actor.readConsent', output })),
    { type: 'xstate.error.actor.readConsent', error: new Error(CALL_FAILED) },
    { type: 'xstate.after.pollEvery.bankStatement.accountAggregator.waiting' },
    { type: 'TRY_AGAIN' },
  ];
}

export const bankStatementInputs: PostApprovalChildInput[] = [{ applicationId: APPLICATION_ID, loanId: LOAN_ID }];

// What the guards read: the ways and skip offered, room for a file, whether one is held; the
// consent only while the AA screens show it. The way in progress at load is not kept: once left,
// the screens are those of a fresh offer.
export function serializeBankStatement(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as BankStatementContext;
  return JSON.stringify({
    value: snapshot.value,
    ways: context.offer?.ways.join() ?? null,
    canSkip: context.offer?.canSkip ?? null,
    slots: context.slots.length,
    held: Object.values(context.statements).some(Boolean),
    error: context.error !== null,
    consent: snapshot.matches('accountAggregator') && context.consent ? consentStep(context.consent) : null,
    netBanking: snapshot.matches('netBanking') ? (context.netBanking?.state ?? null) : null,
  });
}

/**
 * A file's card reports its upload only while the cards are on screen; a net-banking session the
 * provider's page already completed is never read back as pending or failed.
 */
export const onStatementCards = (snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean => {
  if (event.type === 'UPLOAD_CHANGED') return snapshot.matches({ upload: 'editing' });
  if (event.type === 'xstate.done.actor.pollNetBanking') {
    const held = (snapshot.context as BankStatementContext).netBanking?.state;
    return held !== 'completed' || (event.output as NetBankingResult).netBanking.state === 'completed';
  }
  return true;
};
