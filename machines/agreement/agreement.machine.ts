import { and, assign, setup } from 'xstate';
import { appCall, messageOf, notProvided } from '../kit/app-call.ts';
import { withError, withOutput } from '../kit/event-params.ts';
import { callStep } from '../kit/call-step.ts';
import { addressOfScreen } from '../routing/screen-addresses.ts';
import { AGREEMENT_PATHS, ESIGN_RETURN_PATH, type AgreementScreen } from './screens.ts';
import { handOverOf, mayOpen, placedScreen, type PlacedScreen } from './decide.ts';
import { eSignStep, type ESignStep } from './esign-step.ts';
import { ACKNOWLEDGE_FIRST, ESIGN_MESSAGES } from './messages.ts';
import type {
  Agreement,
  AgreementContext,
  AgreementEvent,
  AgreementInput,
  AgreementStart,
  DocumentInput,
  ESignAnswer,
  ESignStarted,
  KfsAcknowledgement,
  LoanInput,
} from './types.ts';
import { chartTypes } from '../kit/chart-types.ts';

// The agreement journey (ADR 013), after the mandate: the Key Fact Statement read and
// acknowledged first (RBI KFS circular, 2024), the sanction letter and loan agreement readable and
// downloadable, Aadhaar e-sign through the provider page (the status call confirms, never the
// return query), then the lender's review to a live credit line. The lender's records place the
// applicant (./decide.ts); every answer goes back to `routing`, no transition names the next step.

export type { AgreementContext, AgreementEvent, AgreementInput } from './types.ts';
export { ESIGN_RETURN_PATH };

const screen = (name: AgreementScreen) => ({ route: { path: AGREEMENT_PATHS[name] } });
const lands = (target: PlacedScreen) =>
  ({ guard: { type: 'placedOn', params: { screen: target } }, target: `#${target}`, actions: 'forgetEntry' }) as const;
const opened = (target: AgreementScreen) =>
  ({ guard: { type: 'openedAt', params: { screen: target } }, target: `#${target}`, actions: 'forgetEntry' }) as const;

/** The entry once the first read answered: no address of the journey's. */
const NO_ENTRY: AgreementInput['entry'] = { pathname: '', search: '' };

const loanOf = (context: AgreementContext): LoanInput => ({ loanId: context.agreement?.loanId ?? '' });

/** The KFS box as the draft keeps it: ticked only while the lender has no acknowledgement yet. */
const tickOf = ({ context }: { context: AgreementContext }) => ({
  ...loanOf(context),
  ticked: context.acknowledged && context.agreement?.kfsAcknowledgedAt === null,
});

/** READ from a screen: the document it names, when the applicant may read it now. */
const READS = [
  { guard: { type: 'reads', params: { document: 'kfs' } }, target: '#kfs', actions: 'clearError' },
  {
    guard: { type: 'reads', params: { document: 'sanctionLetter' } },
    target: '#sanctionLetter',
    actions: 'clearError',
  },
  { guard: { type: 'reads', params: { document: 'agreement' } }, target: '#agreementDocument', actions: 'clearError' },
] as const;

/** A document screen: its PDF loading, failed with Retry, or shown with Back. */
function documentScreen(name: 'sanctionLetter' | 'agreementDocument', invokeId: string) {
  return {
    id: name,
    route: { guard: { type: 'mayOpen', params: { screen: name } } },
    meta: screen(name),
    // Whatever the screen before showed wrong stays with it.
    entry: 'clearError',
    // Back at any time, not only once the document shows: on a slow connection, or when it
    // could not be read, the applicant is not held on the page.
    on: { BACK: { target: '#routing', actions: ['dropDocument', 'clearError'] } },
    initial: 'loading',
    states: {
      // "Loading the document…", with Back.
      loading: {
        invoke: {
          id: invokeId,
          src: 'readDocument',
          input: ({ context }: { context: AgreementContext }): DocumentInput => ({
            ...loanOf(context),
            document:
              name === 'sanctionLetter'
                ? 'sanctionLetter'
                : context.agreement?.signedAt
                  ? 'signedAgreement'
                  : 'agreement',
          }),
          onDone: { target: 'showing', actions: withOutput('keepDocument') },
          onError: { target: 'failed', actions: withError('showCallError') },
        },
      },
      // "We could not load this document" with Retry and Back.
      failed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
      // The PDF, Download and Back.
      showing: {},
    },
  } as const;
}

// What this chart's calls are given.
const startESignInput = ({ context }: { context: AgreementContext }) => ({
  ...loanOf(context),
  method: context.agreement?.signMethods[0] ?? 'aadhaarEsign',
  redirectUrl: ESIGN_RETURN_PATH,
});

export const agreementMachine = setup({
  types: chartTypes<AgreementContext, AgreementEvent, AgreementInput>(),
  actors: {
    // Real implementations: src/journeys/agreement/actors.ts.
    start: appCall<AgreementStart, AgreementInput>('start'),
    readDocument: appCall<Blob, DocumentInput>('readDocument'),
    acknowledgeKfs: appCall<Agreement, KfsAcknowledgement>('acknowledgeKfs'),
    startESign: appCall<ESignStarted, LoanInput & { method: string; redirectUrl: string }>('startESign'),
    checkESign: appCall<ESignAnswer, LoanInput & { requestId: string }>('checkESign'),
  },
  guards: {
    returned: ({ context }) => context.eSignReturn !== null,
    openedAt: ({ context }, params: { screen: AgreementScreen }) =>
      context.opened === params.screen && mayOpen(context, params.screen),
    placedOn: ({ context }, params: { screen: PlacedScreen }) =>
      context.agreement !== null && placedScreen(context.agreement) === params.screen,
    mayOpen: ({ context }, params: { screen: AgreementScreen }) => mayOpen(context, params.screen),
    boxTicked: ({ context }) => context.acknowledged,
    acknowledgedBefore: ({ context }) => context.agreement?.kfsAcknowledgedAt != null,
    mayAcknowledge: ({ context }) => context.agreement?.kfsAcknowledgedAt === null,
    reads: ({ context, event }, params: { document: 'kfs' | 'sanctionLetter' | 'agreement' }) =>
      event.type === 'READ' &&
      event.document === params.document &&
      mayOpen(context, params.document === 'agreement' ? 'agreementDocument' : params.document),
    eSignIs: (_, params: { answer: ESignAnswer; steps: readonly ESignStep[] }) =>
      params.steps.includes(eSignStep(params.answer.status)),
  },
  actions: {
    // The address is honoured once: a later read (Check again, its Retry) opens no document and
    // takes no e-sign return again.
    keepStart: assign((_, params: AgreementStart) => ({
      entry: NO_ENTRY,
      position: params.position,
      agreement: params.agreement,
      opened: params.opened,
      eSignReturn: params.eSignReturn,
      acknowledged: params.kfsTicked,
    })),
    forgetEntry: assign({ opened: null }),
    takeReturn: assign(({ context }) => ({ requestId: context.eSignReturn, eSignReturn: null, opened: null })),
    keepAgreement: assign((_, params: Agreement) => ({
      agreement: params,
      position: params.application,
      error: null,
      document: null,
    })),
    keepDocument: assign((_, params: Blob) => ({ document: params, error: null })),
    dropDocument: assign({ document: null }),
    tickBox: assign(({ event }) => (event.type === 'ACK_CHANGED' ? { acknowledged: event.checked, error: null } : {})),
    askToTick: assign({ error: ACKNOWLEDGE_FIRST }),
    keepUrl: assign((_, params: ESignStarted) => ({ providerUrl: params.url, requestId: params.requestId })),
    keepESign: assign((_, params: ESignAnswer) => {
      const step = eSignStep(params.status);
      const outcome = step === 'failed' || step === 'expired' ? step : step === 'signed' ? null : 'waiting';
      return {
        agreement: params.agreement,
        position: params.agreement.application,
        eSignOutcome: outcome,
        error: outcome ? ESIGN_MESSAGES[outcome] : null,
      };
    }),
    clearError: assign({ error: null, eSignOutcome: null }),
    showCallError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    // Injected: keeps the KFS box's tick across a reload (the browser's storage), or forgets it.
    saveTick: (_, params: LoanInput & { ticked: boolean }) => notProvided(`saveTick(${params.ticked})`),
    // Injected: leaves the app for the e-sign provider's page (the browser's location).
    redirectTo: (_, params: { url: string }) => notProvided(`redirectTo(${params.url})`),
  },
}).createMachine({
  id: 'agreement',
  initial: 'loading',
  context: ({ input }) => ({
    entry: input.entry,
    position: null,
    agreement: null,
    opened: null,
    eSignReturn: null,
    requestId: null,
    providerUrl: null,
    acknowledged: false,
    document: null,
    error: null,
    eSignOutcome: null,
  }),
  states: {
    // The Loader while home and the agreement are read.
    loading: callStep(
      'start',
      ({ context }: { context: AgreementContext }) => ({ entry: context.entry }),
      ['routing', 'keepStart'],
      ['loadFailed', 'showCallError'],
    ),
    // "We could not load your loan agreement" with Retry.
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
    // Nothing shown: back from e-sign its status call runs; a document the address asked for
    // opens once; else the lender's records place the applicant.
    routing: {
      id: 'routing',
      always: [
        { guard: 'returned', target: '#eSignReturn', actions: 'takeReturn' },
        opened('kfs'),
        opened('sanctionLetter'),
        opened('agreementDocument'),
        lands('kfs'),
        lands('agreement'),
        lands('loanSuccess'),
        lands('loanFailure'),
        lands('activated'),
        { target: 'elsewhere', actions: 'forgetEntry' },
      ],
    },
    // Not this journey's position: its own journey's entry (or the dashboard).
    elsewhere: { meta: { route: { handOver: handOverOf } } },
    // Key Fact Statement: the PDF, its key facts as text, the box and "I acknowledge"; later, Back.
    kfs: {
      id: 'kfs',
      route: { guard: { type: 'mayOpen', params: { screen: 'kfs' } } },
      meta: screen('kfs'),
      entry: 'clearError',
      initial: 'loading',
      states: {
        // "Loading the Key Fact Statement…".
        loading: callStep(
          'readDocument',
          ({ context }: { context: AgreementContext }) => ({ ...loanOf(context), document: 'kfs' as const }),
          ['reading', 'keepDocument'],
          ['failed', 'showCallError'],
          'readKfs',
        ),
        // "We could not load the Key Fact Statement" with Retry.
        failed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
        // The KFS; before signing the box and Acknowledge, once acknowledged Back.
        reading: {
          on: {
            ACK_CHANGED: { guard: 'mayAcknowledge', actions: ['tickBox', { type: 'saveTick', params: tickOf }] },
            ACKNOWLEDGE: [
              { guard: and(['mayAcknowledge', 'boxTicked']), target: 'acknowledging', actions: 'clearError' },
              { guard: 'mayAcknowledge', actions: 'askToTick' },
            ],
            BACK: { guard: 'acknowledgedBefore', target: '#routing', actions: 'dropDocument' },
          },
        },
        // "I acknowledge" is busy while the lender records it.
        acknowledging: {
          invoke: {
            id: 'acknowledgeKfs',
            src: 'acknowledgeKfs',
            input: ({ context }) => ({
              ...loanOf(context),
              proposalNumber: context.agreement?.keyFacts.proposalNumber ?? '',
            }),
            onDone: {
              target: '#routing',
              actions: [withOutput('keepAgreement'), { type: 'saveTick', params: tickOf }],
            },
            onError: { target: 'reading', actions: withError('showCallError') },
          },
        },
      },
    },
    // Loan Agreement: the sanction letter and the agreement to read, the sign method, and Sign.
    agreement: {
      id: 'agreement',
      route: { guard: { type: 'mayOpen', params: { screen: 'agreement' } } },
      meta: screen('agreement'),
      initial: 'reading',
      states: {
        // The documents, the sign method and "Sign with Aadhaar e-sign" (an e-sign outcome in the alert).
        reading: {
          on: {
            READ: READS,
            SIGN: { target: 'starting', actions: 'clearError' },
          },
        },
        // Sign is busy while the lender records the method and creates the e-sign request.
        starting: callStep('startESign', startESignInput, ['redirecting', 'keepUrl'], ['reading', 'showCallError']),
        // "Taking you to Aadhaar e-sign…": the browser leaves for the provider page.
        redirecting: {
          entry: { type: 'redirectTo', params: ({ context }) => ({ url: context.providerUrl ?? '' }) },
        },
        // Back from e-sign, on /aadhaar-esign-success: the status call decides.
        eSignReturn: {
          id: 'eSignReturn',
          meta: screen('eSignReturn'),
          initial: 'checking',
          states: {
            // "Checking your e-sign…".
            checking: {
              invoke: {
                id: 'checkESign',
                src: 'checkESign',
                input: ({ context }) => ({ ...loanOf(context), requestId: context.requestId ?? '' }),
                onDone: [
                  {
                    guard: { type: 'eSignIs', params: ({ event }) => ({ answer: event.output, steps: ['signed'] }) },
                    target: '#routing',
                    actions: withOutput('keepESign'),
                  },
                  { target: '#agreement.reading', actions: withOutput('keepESign') },
                ],
                onError: { target: 'checkFailed', actions: withError('showCallError') },
              },
            },
            // "We could not read your e-sign status": Retry, or sign again.
            checkFailed: {
              on: {
                RETRY: { target: 'checking', actions: 'clearError' },
                SIGN: { target: '#agreement.starting', actions: 'clearError' },
              },
            },
          },
        },
      },
    },
    sanctionLetter: documentScreen('sanctionLetter', 'readSanctionLetter'),
    agreementDocument: documentScreen('agreementDocument', 'readAgreement'),
    // Loan Success: under review (readyForOps, with the time the lender gives) or approved
    // (opsApproved, the line being opened); Check again re-reads, the signed agreement to read.
    loanSuccess: {
      id: 'loanSuccess',
      meta: screen('loanSuccess'),
      on: {
        CHECK_AGAIN: { target: 'loading' },
        READ: READS,
      },
    },
    // Loan Failure: the lender's reason and the way on to the dashboard.
    loanFailure: {
      id: 'loanFailure',
      meta: screen('loanFailure'),
      on: { CONTINUE: { target: 'toDashboard' } },
    },
    // Loan Activated: the line's limit and what is available, the cooling-off exit, the documents.
    activated: {
      id: 'activated',
      meta: screen('activated'),
      on: {
        CONTINUE: { target: 'toDashboard' },
        READ: READS,
      },
    },
    // The dashboard, which shows the live credit line.
    toDashboard: { meta: { route: { handOver: () => addressOfScreen('Dashboard') } } },
  },
});
