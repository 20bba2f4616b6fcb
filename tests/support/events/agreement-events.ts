import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { Agreement, AgreementContext, AgreementStart, ESignAnswer } from '../../../machines/agreement/types.ts';
import type { AgreementScreen } from '../../../machines/agreement/screens.ts';
import { named } from './named.ts';
import { inr } from '../money.ts';
import { STAGE_STATUS, coolingOffExit, type ReviewStage } from '../../../server/agreement/rules.ts';
import { costOfLine } from '../../../server/lenders/lenders.ts';
import { keyFactsOf } from '../../../server/agreement/access.ts';
import { keyFactsSchema } from '../../../src/api/key-facts.ts';
import * as v from 'valibot';

// The agreement journey's sample events, for its machine paths (tests/paths/agreement.paths.test.ts)
// and its browser paths (tests/browser/paths/agreement.spec.ts): per screen only what a user (or
// the server) can produce there. The start's samples are the ways an applicant arrives: handed over
// from the mandate at nbfcApproved, a reload at each stage, a document's own address, back from
// the e-sign page, and a position that is not the agreement's.

export const NOW = Date.UTC(2026, 1, 1, 10, 0, 0);
export const LOAN_ID = '3f1c2b01-8f55-4a8a-9a7e-6a8f5d0f8a34';
export const APPLICATION_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
export const REQUEST_ID = 'planned';
export const SERVER_FAULT = 'The lender is unavailable for a moment.';
export const REJECTION = 'The business address could not be verified.';

export type Stage = 'fresh' | 'acknowledged' | 'opsReview' | 'approved' | 'rejected' | 'active';

/** The lender's review stage at each sample stage: before the signature it is still signing. */
const reviewStageOf = (stage: Stage): ReviewStage =>
  stage === 'fresh' || stage === 'acknowledged' ? 'signing' : stage;

const at = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();

/** Arthika's ₹5,00,000 line as the lender costs it (server/kit/loan-cost): its fees and APR. */
const LINE = costOfLine({ tenureMonths: 12, interestRatePa: 18, processingFeePercent: 1.5 }, 500000);
const APR = LINE.cost.aprPercent;

/** The KFS the lender answers for that line: the sandbox's own key facts, read through the app's schema. */
const KEY_FACTS = v.parse(
  keyFactsSchema,
  keyFactsOf({
    loan_id: LOAN_ID,
    application_id: APPLICATION_ID,
    nbfc_name: 'arthika',
    credit_limit: 500000,
    kfs_acknowledged_at: null,
    sanction_signed_at: null,
    sign_method: null,
    signed_at: null,
    review: 'signing',
    review_reason: null,
    review_expected_at_ms: null,
    activated_at_ms: null,
    created_at: at(-48),
    reference: 'SKH-2026-000001',
    kfs_version: 1,
    kfs_issued_at_ms: null,
    kfs_acknowledged_version: null,
  }),
);

/**
 * The cooling-off exit an hour after the line went live with ₹1,00,000 drawn, by the sandbox's own
 * rule (server/agreement/rules.ts coolingOffExit: principal plus APR × days / 365).
 */
const EXIT = coolingOffExit({
  principal: 100000,
  aprPercent: APR,
  coolingOffDays: 3,
  activatedAtMs: NOW - 3_600_000,
  nowMs: NOW,
});

/** The agreement as the lender answers it at each stage (Arthika, ₹5,00,000, the sandbox's figures). */
export function agreementAt(stage: Stage): Agreement {
  const signed = stage !== 'fresh' && stage !== 'acknowledged';
  const reviewStage = reviewStageOf(stage);
  return {
    loanId: LOAN_ID,
    loanReference: 'SKH-2026-000001',
    applicationId: APPLICATION_ID,
    nbfcName: 'arthika',
    keyFacts: KEY_FACTS,
    kfsAcknowledgedAt: stage === 'fresh' ? null : at(-2),
    signMethods: ['aadhaarEsign'],
    signMethod: stage === 'fresh' ? null : 'aadhaarEsign',
    eSign: signed ? { requestId: REQUEST_ID, status: 'SUCCESS', url: 'http://localhost/esign' } : null,
    signedAt: signed ? at(-1) : null,
    signedKfsProposal: signed ? KEY_FACTS.proposalNumber : null,
    review: {
      stage: reviewStage,
      expectedBy: stage === 'opsReview' ? at(23) : null,
      reason: stage === 'rejected' ? REJECTION : null,
    },
    creditAccount:
      stage === 'active'
        ? {
            loanId: LOAN_ID,
            creditLimit: inr(500000),
            availableLimit: inr(400000),
            activatedAt: at(-1),
            coolingOff: {
              days: 3,
              endsAt: new Date(EXIT.endsAt).toISOString(),
              open: EXIT.open,
              principal: inr(EXIT.principal),
              interest: inr(EXIT.interest),
              exitAmount: inr(EXIT.exitAmount),
              aprPercent: APR,
            },
          }
        : null,
    application: {
      id: APPLICATION_ID,
      status: STAGE_STATUS[reviewStageOf(stage)],
      subStatus: null,
      nextAction: null,
      percentCompleted: 100,
    },
  };
}

const start = (name: string, stage: Stage | null, extra: Partial<AgreementStart> = {}): AgreementStart =>
  named(name, {
    position: stage
      ? agreementAt(stage).application
      : { id: APPLICATION_ID, status: 'emandatePending', subStatus: null, nextAction: null, percentCompleted: 100 },
    agreement: stage ? agreementAt(stage) : null,
    opened: null,
    eSignReturn: null,
    kfsTicked: false,
    ...extra,
  });

const opened = (screen: AgreementScreen) => ({ opened: screen });

/** The ways an applicant arrives, each landing on another screen. */
export const STARTS = {
  handedOver: start('handed over at nbfcApproved', 'fresh', opened('agreement')),
  kfsTicked: start('reload with the KFS box ticked', 'fresh', { opened: 'kfs', kfsTicked: true }),
  signing: start('reload while signing', 'acknowledged', opened('agreement')),
  reviewing: start('under review', 'opsReview', opened('loanSuccess')),
  approved: start('approved', 'approved', opened('loanSuccess')),
  rejected: start('rejected', 'rejected', opened('loanFailure')),
  active: start('active', 'active', opened('activated')),
  elsewhere: start('not the agreement’s', null),
  sanctionLetter: start('the sanction letter’s address', 'acknowledged', opened('sanctionLetter')),
  signedDocument: start('the agreement’s address', 'active', opened('agreementDocument')),
  kfsLater: start('the KFS’s address, later', 'active', opened('kfs')),
  fromESign: start('back from e-sign', 'acknowledged', { eSignReturn: REQUEST_ID }),
} as const;

/** Where the lender may move a stage on its own, while the app stays open (its review, then the line). */
const LENDER_MOVES: Readonly<Record<Stage, readonly Stage[]>> = {
  fresh: ['fresh'],
  acknowledged: ['acknowledged'],
  opsReview: ['opsReview', 'approved', 'rejected', 'active'],
  approved: ['approved', 'active'],
  rejected: ['rejected'],
  active: ['active'],
};

/** The stage an agreement the lender answered is at. */
export function stageOfAgreement(agreement: Agreement): Stage {
  const { stage } = agreement.review;
  if (stage === 'signing') return agreement.kfsAcknowledgedAt ? 'acknowledged' : 'fresh';
  return stage;
}

/**
 * A later read (Check again, or its Retry) of an agreement the journey already holds: the lender
 * may only have moved it on, and the address it opened on is not honoured again.
 */
function rereads(agreement: Agreement): AgreementStart[] {
  return LENDER_MOVES[stageOfAgreement(agreement)].map((stage) => start(`read again at ${stage}`, stage));
}

export const PDF = named('a PDF', new Blob(['%PDF-1.7 planned'], { type: 'application/pdf' }));

const fault = (message: string) => new Error(message);

const answer = (status: ESignAnswer['status']): ESignAnswer =>
  named(`e-sign ${status}`, {
    requestId: REQUEST_ID,
    status,
    agreement: agreementAt(status === 'SUCCESS' ? 'opsReview' : 'acknowledged'),
  });

const documentEvents = (invokeId: string): AnyEventObject[] => [
  { type: `xstate.done.actor.${invokeId}`, output: PDF },
  { type: `xstate.error.actor.${invokeId}`, error: fault(SERVER_FAULT) },
];

const reads = (documents: readonly ('kfs' | 'sanctionLetter' | 'agreement')[]): AnyEventObject[] =>
  documents.map((document) => ({ type: 'READ', document }));

/** Events the screen in `snapshot` can produce; bare events (RETRY, SIGN, …) come from the machine. */
export function agreementEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as AgreementContext;
  if (snapshot.matches('loading')) {
    const starts = context.agreement ? rereads(context.agreement) : Object.values(STARTS);
    return [
      ...starts.map((output) => ({ type: 'xstate.done.actor.start', output })),
      { type: 'xstate.error.actor.start', error: fault(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches({ kfs: 'loading' })) return documentEvents('readKfs');
  if (snapshot.matches({ kfs: 'reading' })) {
    // Before signing: the box (ticked, or unticked again) and Acknowledge; later only Back is there.
    if (context.agreement?.kfsAcknowledgedAt) return [{ type: 'BACK' }];
    return [{ type: 'ACK_CHANGED', checked: !context.acknowledged }, { type: 'ACKNOWLEDGE' }];
  }
  if (snapshot.matches({ kfs: 'acknowledging' })) {
    return [
      { type: 'xstate.done.actor.acknowledgeKfs', output: named('acknowledged', agreementAt('acknowledged')) },
      { type: 'xstate.error.actor.acknowledgeKfs', error: fault(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches({ agreement: 'reading' })) return [...reads(['kfs', 'sanctionLetter', 'agreement'])];
  if (snapshot.matches({ agreement: 'starting' })) {
    return [
      {
        type: 'xstate.done.actor.startESign',
        output: named('e-sign page', {
          url: `http://localhost/esign?requestId=${REQUEST_ID}`,
          requestId: REQUEST_ID,
          status: 'RECEIVED',
          expiresAt: at(0.5),
        }),
      },
      { type: 'xstate.error.actor.startESign', error: fault(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches({ agreement: { eSignReturn: 'checking' } })) {
    return [
      ...(['SUCCESS', 'FAILURE', 'EXPIRED', 'SIGN_IN_PROGRESS'] as const).map((status) => ({
        type: 'xstate.done.actor.checkESign',
        output: answer(status),
      })),
      { type: 'xstate.error.actor.checkESign', error: fault(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches({ sanctionLetter: 'loading' })) return documentEvents('readSanctionLetter');
  if (snapshot.matches({ agreementDocument: 'loading' })) return documentEvents('readAgreement');
  if (snapshot.matches('loanSuccess') || snapshot.matches('activated')) {
    return reads(['kfs', 'sanctionLetter', 'agreement']);
  }
  return [];
}

/** A state's identity for planning: its value and the few context facts its screen and guards read. */
export function serializeAgreementState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as AgreementContext;
  const agreement = context.agreement;
  return JSON.stringify({
    value: snapshot.value,
    stage: agreement ? `${agreement.review.stage}:${agreement.kfsAcknowledgedAt ? 'ack' : 'new'}` : null,
    opened: context.opened,
    returned: context.eSignReturn !== null,
    box: context.acknowledged,
    error: context.error !== null,
    outcome: context.eSignOutcome,
  });
}
