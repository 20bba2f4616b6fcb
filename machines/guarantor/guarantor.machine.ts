import { and, assign, setup } from 'xstate';
import { appCall, messageOf, notProvided } from '../kit/app-call.ts';
import { withError, withOutput } from '../kit/event-params.ts';
import { guarantorFieldErrors } from '../../rules/guarantor-fields.ts';
import { callStep } from '../kit/call-step.ts';
import { GUARANTOR_PATHS, type GuarantorScreen } from './screens.ts';
import {
  allowedGuarantorScreens,
  isChoosable,
  landingScreen,
  type GuarantorPosition,
} from '../routing/guarantor-status.ts';
import { DIGILOCKER_PENDING_MESSAGE, ESIGN_PENDING_MESSAGE } from './messages.ts';
import type {
  ESignAnswer,
  ESignStarted,
  GuarantorDetailsInput,
  GuarantorDigiLockerAnswer,
  GuarantorInput,
  GuarantorStart,
  GuarantorSummary,
  ProviderPage,
  ProviderReturn,
} from './types.ts';
import { chartTypes } from '../kit/chart-types.ts';

// The guarantor journey (§4 Guarantor journey), after the guarantor's OTP login (the login
// journey's, with the shared otp child): Loan Information, PAN, personal details, DigiLocker KYC
// and Aadhaar e-sign of the guarantee, to Guarantor Verified. Which screen shows is the guarantor
// status table's (machines/routing/guarantor-status.ts); the lender's record moves the status.
// Provider pages send the browser away and back: their return query is never trusted, the
// status call decides.

export { SELECT_LOAN_MESSAGE } from './messages.ts';

export interface GuarantorContext {
  guarantorId: string;
  summary: GuarantorSummary | null;
  chosenLoanId: string | null;
  entry: 'loanInfo' | 'step';
  providerReturn: ProviderReturn | null;
  now: number;
  /** Counts empty Next presses: each shows the §5 toast once. */
  toasts: number;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** The alert on the current screen: a server message or a step's own sentence. */
  error: string | null;
  relations: readonly string[];
  providerUrl: string | null;
  requestId: string | null;
  failureReason: 'denied' | 'expired' | null;
  eSignOutcome: 'FAILURE' | 'EXPIRED' | null;
}

export type GuarantorEvent =
  | { type: 'RETRY' }
  | { type: 'SELECT_LOAN'; loanId: string }
  | { type: 'NEXT' }
  | { type: 'CHANGE'; field: string; value: string }
  | { type: 'SUBMIT' }
  | { type: 'BACK' }
  | { type: 'START' }
  | { type: 'SIGN' }
  | { type: 'ANOTHER_LOAN' };

/** Where the provider pages send the browser back to (the app reads ?requestId= there). */
export const DIGILOCKER_RETURN_PATH = GUARANTOR_PATHS.kyc;
export const ESIGN_RETURN_PATH = GUARANTOR_PATHS.kycSuccess;

export const positionOf = (context: GuarantorContext): GuarantorPosition => ({
  status: context.summary?.status ?? '',
  loans: context.summary?.loans ?? [],
  chosenLoanId: context.chosenLoanId,
  entry: context.entry,
  now: context.now,
});

const chosenLoan = (context: GuarantorContext) =>
  context.summary?.loans.find((loan) => loan.loanId === context.chosenLoanId);

const screen = (screenName: GuarantorScreen) => ({ route: { path: GUARANTOR_PATHS[screenName] } });

const landOn = (screenName: GuarantorScreen, target: string) =>
  ({ guard: { type: 'lands', params: { screen: screenName } }, target }) as const;

interface FieldsParams {
  fields: readonly string[];
}

const fieldErrors = (context: GuarantorContext, params: FieldsParams) =>
  guarantorFieldErrors(context.values, params.fields, new Date(context.now));

// What this chart's calls are given.
// The PAN typed, for the lender to record on the guarantor.
const panInput = ({ context }: { context: GuarantorContext }) => ({
  guarantorId: context.guarantorId,
  panNumber: context.values.panNumber ?? '',
});

const submitDetailsInput = ({ context }: { context: GuarantorContext }) => ({
  guarantorId: context.guarantorId,
  details: {
    fullName: context.values.fullName ?? '',
    dateOfBirth: context.values.dateOfBirth ?? '',
    email: context.values.email ?? '',
    relation: context.values.relation ?? '',
  },
});

const startESignInput = ({ context }: { context: GuarantorContext }) => ({
  guarantorId: context.guarantorId,
  loanId: context.chosenLoanId ?? '',
  redirectUrl: ESIGN_RETURN_PATH,
});

export const guarantorMachine = setup({
  types: chartTypes<GuarantorContext, GuarantorEvent, GuarantorInput>(),
  actors: {
    // Real implementations: src/journeys/guarantor/actors.ts.
    start: appCall<GuarantorStart, { guarantorId: string }>('start'),
    getRelations: appCall<{ relations: string[] }, void>('getRelations'),
    submitPan: appCall<GuarantorSummary, { guarantorId: string; panNumber: string }>('submitPan'),
    submitDetails: appCall<GuarantorSummary, { guarantorId: string; details: GuarantorDetailsInput }>('submitDetails'),
    getDigiLockerUrl: appCall<ProviderPage, { guarantorId: string; redirectUrl: string }>('getDigiLockerUrl'),
    checkDigiLocker: appCall<GuarantorDigiLockerAnswer, { guarantorId: string; requestId: string }>('checkDigiLocker'),
    startESign: appCall<ESignStarted, { guarantorId: string; loanId: string; redirectUrl: string }>('startESign'),
    checkESign: appCall<ESignAnswer, { guarantorId: string; requestId: string }>('checkESign'),
  },
  guards: {
    lands: ({ context }, params: { screen: GuarantorScreen }) => landingScreen(positionOf(context)) === params.screen,
    returnedFrom: ({ context }, params: { kind: ProviderReturn['kind'] }) =>
      context.providerReturn?.kind === params.kind,
    choosable: ({ context, event }) => {
      if (event.type !== 'SELECT_LOAN') return false;
      const loan = context.summary?.loans.find((one) => one.loanId === event.loanId);
      return loan !== undefined && isChoosable(loan, context.now);
    },
    hasChoice: ({ context }) => {
      const loan = chosenLoan(context);
      return loan !== undefined && isChoosable(loan, context.now);
    },
    mayChooseLoan: ({ context }) => allowedGuarantorScreens(positionOf(context)).has('loanInfo'),
    // Another loan to guarantee: one still pending and not expired (an expired one is shown, not offered).
    anotherLoanLeft: ({ context }) => (context.summary?.loans ?? []).some((loan) => isChoosable(loan, context.now)),
    digiLockerIs: (_, params: { answer: GuarantorDigiLockerAnswer; status: GuarantorDigiLockerAnswer['status'] }) =>
      params.answer.status === params.status,
    eSignIs: (_, params: { answer: ESignAnswer; statuses: readonly ESignAnswer['status'][] }) =>
      params.statuses.includes(params.answer.status),
    // The fields' rules (PAN shape, email, age on the day the journey started) find nothing to show.
    valid: ({ context }, params: FieldsParams) => Object.keys(fieldErrors(context, params)).length === 0,
  },
  actions: {
    keepStart: assign((_, params: GuarantorStart) => ({
      summary: params.summary,
      chosenLoanId: params.chosenLoanId,
      entry: params.entry,
      providerReturn: params.providerReturn,
      now: params.now,
    })),
    keepSummary: assign((_, params: GuarantorSummary) => ({ summary: params, error: null })),
    takeReturn: assign(({ context }) => ({
      requestId: context.providerReturn?.requestId ?? null,
      providerReturn: null,
    })),
    chooseLoan: assign(({ event }) => (event.type === 'SELECT_LOAN' ? { chosenLoanId: event.loanId } : {})),
    // Next with a loan chosen: from here on the status decides, for that loan.
    confirmChoice: assign({ entry: 'step' as const }),
    showToast: assign(({ context }) => ({ toasts: context.toasts + 1 })),
    assignValue: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    clearError: assign({ error: null }),
    // Back leaves a form: what it showed wrong goes with it.
    clearForm: assign({ error: null, errors: {} }),
    showCallError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    keepRelations: assign((_, params: { relations: string[] }) => ({ relations: params.relations })),
    keepUrl: assign((_, params: ProviderPage) => ({ providerUrl: params.url, requestId: params.requestId })),
    keepDigiLocker: assign((_, params: GuarantorDigiLockerAnswer) => ({
      summary: params.guarantor,
      failureReason: params.status === 'failed' ? (params.reason ?? 'denied') : null,
    })),
    keepESign: assign((_, params: ESignAnswer) => ({
      summary: params.guarantor,
      eSignOutcome: params.status === 'FAILURE' || params.status === 'EXPIRED' ? params.status : null,
    })),
    showDigiLockerPending: assign({ error: DIGILOCKER_PENDING_MESSAGE }),
    showESignPending: assign({ error: ESIGN_PENDING_MESSAGE }),
    // The fields' rules assigned to `errors`.
    showErrors: assign(({ context }, params: FieldsParams) => ({
      errors: { ...context.errors, ...fieldErrors(context, params) },
    })),
    // Injected: keeps the chosen loan in the browser (§3 selected guarantor loan).
    storeChoice: (_, params: { loanId: string }) => notProvided(`storeChoice(${params.loanId})`),
    // Injected: leaves the app for a provider page (the browser's location).
    redirectTo: (_, params: { url: string }) => notProvided(`redirectTo(${params.url})`),
  },
}).createMachine({
  id: 'guarantor',
  initial: 'loading',
  context: ({ input }) => ({
    guarantorId: input.guarantorId,
    summary: null,
    chosenLoanId: null,
    entry: 'loanInfo',
    providerReturn: null,
    now: 0,
    toasts: 0,
    values: { panNumber: '', fullName: '', dateOfBirth: '', email: '', relation: '' },
    errors: {},
    error: null,
    relations: [],
    providerUrl: null,
    requestId: null,
    failureReason: null,
    eSignOutcome: null,
  }),
  states: {
    // The Loader while the guarantor's record (status and loans) is read.
    loading: callStep(
      'start',
      ({ context }: { context: GuarantorContext }) => ({ guarantorId: context.guarantorId }),
      ['routing', 'keepStart'],
      ['loadFailed', 'showCallError'],
    ),
    // "We could not load your details" with Retry.
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
    // Nothing shown: back from a provider page its status call runs, else the status table decides.
    routing: {
      always: [
        {
          guard: { type: 'returnedFrom', params: { kind: 'digiLocker' } },
          target: 'kyc.checking',
          actions: 'takeReturn',
        },
        {
          guard: { type: 'returnedFrom', params: { kind: 'eSign' } },
          target: 'kycSuccess.checking',
          actions: 'takeReturn',
        },
        landOn('loanInfo', 'loanInfo'),
        landOn('pan', 'pan'),
        landOn('details', 'details'),
        landOn('kyc', 'kyc'),
        landOn('kycSuccess', 'kycSuccess'),
        landOn('verified', 'verified'),
        landOn('guarantorDetails', 'guarantorDetails'),
        // A status this build does not know.
        { target: 'notVerified' },
      ],
    },
    // Loan Information: loan cards with a radio choice and Next (the toast when none is chosen).
    loanInfo: {
      id: 'loanInfo',
      route: { guard: 'mayChooseLoan' },
      meta: screen('loanInfo'),
      on: {
        SELECT_LOAN: {
          guard: 'choosable',
          actions: ['chooseLoan', { type: 'storeChoice', params: ({ event }) => ({ loanId: event.loanId }) }],
        },
        NEXT: [{ guard: 'hasChoice', target: 'routing', actions: 'confirmChoice' }, { actions: 'showToast' }],
      },
    },
    // Guarantor Pan Verification: the PAN box (§5 key filter); Back to the loans.
    pan: {
      meta: screen('pan'),
      initial: 'entering',
      states: {
        // The PAN field and Continue.
        entering: {
          on: {
            CHANGE: { actions: 'assignValue' },
            SUBMIT: [
              {
                guard: { type: 'valid', params: { fields: ['panNumber'] } },
                target: 'submitting',
                actions: 'clearError',
              },
              { actions: ['clearError', { type: 'showErrors', params: { fields: ['panNumber'] } }] },
            ],
            BACK: { target: '#loanInfo', actions: 'clearForm' },
          },
        },
        // Continue is busy while the lender records the PAN.
        submitting: callStep(
          'submitPan',
          panInput,
          ['#guarantor.routing', 'keepSummary'],
          ['entering', 'showCallError'],
        ),
      },
    },
    // Guarantor Verification Details: name, date of birth, email and relation to the applicant.
    details: {
      meta: screen('details'),
      initial: 'loadingRelations',
      states: {
        // The form's Loader while relation-list loads.
        loadingRelations: callStep(
          'getRelations',
          undefined,
          ['entering', 'keepRelations'],
          ['relationsFailed', 'showCallError'],
        ),
        // The relations could not be read: the problem with Retry.
        relationsFailed: { on: { RETRY: { target: 'loadingRelations', actions: 'clearError' } } },
        // The four fields and Continue; Back to the PAN.
        entering: {
          on: {
            CHANGE: { actions: 'assignValue' },
            SUBMIT: [
              {
                guard: { type: 'valid', params: { fields: ['fullName', 'dateOfBirth', 'email', 'relation'] } },
                target: 'submitting',
                actions: 'clearError',
              },
              {
                actions: [
                  'clearError',
                  { type: 'showErrors', params: { fields: ['fullName', 'dateOfBirth', 'email', 'relation'] } },
                ],
              },
            ],
            BACK: { target: '#guarantor.pan', actions: 'clearForm' },
          },
        },
        // Continue is busy while the lender records the details.
        submitting: callStep(
          'submitDetails',
          submitDetailsInput,
          ['#guarantor.routing', 'keepSummary'],
          ['entering', 'showCallError'],
        ),
      },
    },
    // Guarantor Kyc: "Verify with DigiLocker" through the provider page.
    kyc: {
      meta: screen('kyc'),
      initial: 'choosing',
      states: {
        // Continue to DigiLocker.
        choosing: { on: { START: { target: 'gettingUrl', actions: 'clearError' } } },
        // Continue is busy while the lender prepares the provider page.
        gettingUrl: callStep(
          'getDigiLockerUrl',
          ({ context }: { context: GuarantorContext }) => ({
            guarantorId: context.guarantorId,
            redirectUrl: DIGILOCKER_RETURN_PATH,
          }),
          ['redirecting', 'keepUrl'],
          ['choosing', 'showCallError'],
        ),
        // "Taking you to DigiLocker…": the browser leaves for the provider page.
        redirecting: {
          entry: { type: 'redirectTo', params: ({ context }) => ({ url: context.providerUrl ?? '' }) },
        },
        // Back from DigiLocker: "Checking your DigiLocker result…".
        checking: {
          invoke: {
            id: 'checkDigiLocker',
            src: 'checkDigiLocker',
            input: ({ context }) => ({ guarantorId: context.guarantorId, requestId: context.requestId ?? '' }),
            onDone: [
              {
                guard: { type: 'digiLockerIs', params: ({ event }) => ({ answer: event.output, status: 'verified' }) },
                target: '#guarantor.routing',
                actions: withOutput('keepDigiLocker'),
              },
              {
                guard: { type: 'digiLockerIs', params: ({ event }) => ({ answer: event.output, status: 'failed' }) },
                target: '#guarantor.kycFailure',
                actions: withOutput('keepDigiLocker'),
              },
              { target: 'choosing', actions: [withOutput('keepDigiLocker'), 'showDigiLockerPending'] },
            ],
            onError: { target: 'checkFailed', actions: withError('showCallError') },
          },
        },
        // The result could not be read: the problem with Retry, or start DigiLocker again.
        checkFailed: {
          on: {
            RETRY: { target: 'checking', actions: 'clearError' },
            START: { target: 'gettingUrl', actions: 'clearError' },
          },
        },
      },
    },
    // Guarantor KYC Failure: why DigiLocker did not verify, and Try again.
    kycFailure: {
      meta: screen('kycFailure'),
      on: { RETRY: { target: '#guarantor.kyc.gettingUrl', actions: 'clearError' } },
    },
    // Guarantor KYC Success: KYC done; sign the chosen loan's guarantee with Aadhaar e-sign.
    kycSuccess: {
      meta: screen('kycSuccess'),
      initial: 'showing',
      states: {
        // The chosen loan and "Sign with Aadhaar e-sign".
        showing: { on: { SIGN: { target: 'starting', actions: 'clearError' } } },
        // Sign is busy while the lender creates the e-sign request.
        starting: callStep('startESign', startESignInput, ['redirecting', 'keepUrl'], ['showing', 'showCallError']),
        // "Taking you to Aadhaar e-sign…": the browser leaves for the provider page.
        redirecting: {
          entry: { type: 'redirectTo', params: ({ context }) => ({ url: context.providerUrl ?? '' }) },
        },
        // Back from e-sign: "Checking your e-sign…" (the status call, not the return query, decides).
        checking: {
          invoke: {
            id: 'checkESign',
            src: 'checkESign',
            input: ({ context }) => ({ guarantorId: context.guarantorId, requestId: context.requestId ?? '' }),
            onDone: [
              {
                guard: { type: 'eSignIs', params: ({ event }) => ({ answer: event.output, statuses: ['SUCCESS'] }) },
                target: '#guarantor.routing',
                actions: withOutput('keepESign'),
              },
              {
                guard: {
                  type: 'eSignIs',
                  params: ({ event }) => ({ answer: event.output, statuses: ['FAILURE', 'EXPIRED'] }),
                },
                target: '#guarantor.notVerified',
                actions: withOutput('keepESign'),
              },
              { target: 'showing', actions: [withOutput('keepESign'), 'showESignPending'] },
            ],
            onError: { target: 'checkFailed', actions: withError('showCallError') },
          },
        },
        // The e-sign status could not be read: Retry, or sign again.
        checkFailed: {
          on: {
            RETRY: { target: 'checking', actions: 'clearError' },
            SIGN: { target: 'starting', actions: 'clearError' },
          },
        },
      },
    },
    // Guarantor Verified: what happens next; another loan to guarantee when one is pending.
    verified: {
      meta: screen('verified'),
      on: { ANOTHER_LOAN: { guard: and(['mayChooseLoan', 'anotherLoanLeft']), target: 'loanInfo' } },
    },
    // Guarantor Not Verified: the e-sign was declined or expired; what happens next, and Sign again.
    notVerified: {
      meta: screen('notVerified'),
      on: { RETRY: { target: '#guarantor.kycSuccess.starting', actions: 'clearError' } },
    },
    // Guarantor details (readyForOps): what the guarantor gave, while the lender's team reviews it.
    guarantorDetails: { meta: screen('guarantorDetails') },
  },
});
