import { assign, setup } from 'xstate';
import type { Availability, MandateMode, MandateStarted } from '../../rules/mandate/types.ts';
import { withError, withOutput } from '../kit/event-params.ts';
import { callAndChoose, callStep } from '../kit/call-step.ts';
import { loadThenDecide } from '../kit/load-then-decide.ts';
import { appCall, messageOf, notProvided } from '../kit/app-call.ts';
import { MANDATE_PATHS, type MandateScreen } from './screens.ts';
import { decide, mandateHandOver, mayChangeMode } from './decide.ts';
import { fileProblem, startProblem } from './messages.ts';
import type { ApplicationInput, MandateContext, MandateEvent, MandateInput, MandateLoad, StatusRead } from './types.ts';
import { chartTypes } from '../kit/chart-types.ts';

export * from './types.ts';
export { allowedScreens, currentScreen, decide } from './decide.ts';

// The repayment mandate journey (ADR 012): ONE actor per applicant at the mandate, started from
// home like post-approval. It reads home and the mandate's status, decides the screen from the
// lender's status and the latest attempt (decide.ts), and after every answer reads and decides
// again. An attempt's outcome is only ever what the status API says: the bank's return address
// merely starts the journey again, which reads it. The URL follows the state (ADR 003).

// Redirecting is only ever the applicant's choice of a bank mode, never where a status leads.
const DECIDED = (Object.keys(MANDATE_PATHS) as (keyof typeof MANDATE_PATHS)[]).filter(
  (screen) => screen !== 'redirecting',
);

const applicationInput = ({ context }: { context: MandateContext }): ApplicationInput => ({
  applicationId: context.application?.id ?? '',
});

function screenState<const TScreen extends Exclude<MandateScreen, 'handOver'>>(screen: TScreen) {
  return {
    id: screen,
    entry: { type: 'noteScreen', params: { screen } },
    meta: { route: { path: MANDATE_PATHS[screen] } },
  } as const;
}

type ChosenMode = { mode: MandateMode };

const modesInput = ({ context }: { context: MandateContext }) => ({
  applicationId: context.application?.id ?? '',
  loanId: context.loanId ?? '',
});

const modeInput = ({ context }: { context: MandateContext }) => ({ mode: context.mode ?? 'netBanking' });

const loanInput = ({ context }: { context: MandateContext }) => ({ loanId: context.loanId ?? '' });

const nachInput = ({ context }: { context: MandateContext }) => ({
  applicationId: context.application?.id ?? '',
  mandateId: context.read?.status.mandate?.mandateId ?? '',
});

/**
 * A registered mandate's screen: Continue sends the post-approval submission (its problem shown on
 * the screen); states `ready` (the screen and Continue) and `submitting` (the submission is sent).
 */
function submittingAfter<const TScreen extends 'success' | 'completed', const TId extends string>(
  screen: TScreen,
  id: TId,
) {
  return {
    ...screenState(screen),
    initial: 'ready',
    states: {
      // The screen and Continue.
      ready: { on: { CONTINUE: { target: 'submitting' } } },
      // The submission is being sent.
      submitting: {
        entry: 'clearProblem',
        ...callStep('submitMandate', loanInput, ['#mandate.deciding', 'acceptAnswer'], ['ready', 'noteProblem'], id),
      },
    },
  } as const;
}

/** A mode's request being made: a mandate registered already is read again, a refusal shows at `refused`. */
function startingMode<
  const TSrc extends 'initUpi' | 'requestNach' | 'requestEmandate',
  TInput,
  const TDone extends string,
  const TRefused extends string,
>(src: TSrc, input: TInput, done: TDone, refused: TRefused) {
  return {
    invoke: {
      id: src,
      src,
      input,
      onDone: { target: done, actions: withOutput('keepStarted') },
      onError: [
        { guard: withError('alreadyRegistered'), target: '#mandate.loading', actions: 'noteAlreadyRegistered' },
        { target: refused, actions: withError('noteStartProblem') },
      ],
    },
  } as const;
}

/** The signed-to-be NACH form fetched and saved (the lender notes the download); then `then`. */
function downloadingNach<const TId extends string, const TThen extends string>(id: TId, then: TThen) {
  return {
    entry: 'clearProblem',
    invoke: {
      id,
      src: 'downloadNach',
      input: nachInput,
      onDone: {
        target: then,
        actions: {
          type: 'saveFile',
          params: <TOutput>({ event }: { event: { output: TOutput } }) => ({
            blob: event.output,
            name: 'nach-mandate-form.pdf',
          }),
        },
      },
      onError: { target: 'ready', actions: withError('noteProblem') },
    },
  } as const;
}

export const mandateMachine = setup({
  types: chartTypes<MandateContext, MandateEvent, MandateInput>(),
  actors: {
    // Real implementations: src/journeys/mandate/actors.ts.
    loadMandate: appCall<MandateLoad, { known: MandateContext['application'] }>('loadMandate'),
    loadModes: appCall<Availability, ApplicationInput & { loanId: string }>('loadModes'),
    requestEmandate: appCall<MandateStarted, ChosenMode>('requestEmandate'),
    initUpi: appCall<MandateStarted, ApplicationInput>('initUpi'),
    requestNach: appCall<MandateStarted, ApplicationInput>('requestNach'),
    pollUpi: appCall<StatusRead, ApplicationInput>('pollUpi'),
    readStatus: appCall<StatusRead, ApplicationInput>('readStatus'),
    downloadNach: appCall<Blob, ApplicationInput & { mandateId: string }>('downloadNach'),
    uploadNach: appCall<StatusRead, ApplicationInput & { loanId: string; file: File }>('uploadNach'),
    submitMandate: appCall<{ application: NonNullable<MandateContext['application']> }, { loanId: string }>(
      'submitMandate',
    ),
  },
  guards: {
    decides: ({ context }, params: { screen: MandateScreen }) => decide(context) === params.screen,
    modeOffered: ({ context, event }) =>
      event.type === 'CHOOSE_MODE' &&
      (context.availability?.modes ?? []).some((entry) => entry.mode === event.mode && entry.available),
    chose: ({ context }, params: { modes: readonly MandateMode[] }) =>
      context.mode !== null && params.modes.includes(context.mode),
    mayChangeMode: ({ context }) => mayChangeMode(context),
    upiSettled: (_, params: StatusRead) => params.outcome !== 'initiated' && params.outcome !== 'none',
    alreadyRegistered: (_, params: { error: unknown }) => startProblem(params.error) === 'alreadyRegistered',
    fileAcceptable: ({ event }) => event.type === 'FILE_CHOSEN' && fileProblem(event.file) === null,
  },
  actions: {
    acceptLoad: assign((_, params: MandateLoad) => ({
      read: { status: params.status, outcome: params.outcome },
      // The attempt just started is in the read from now on.
      started: null,
      loanId: params.home.application.latestLoanId,
      problem: null,
      application: {
        id: params.home.application.id,
        status: params.status.application.status,
        subStatus: params.status.application.subStatus,
        nextAction: params.status.application.nextAction,
        percentCompleted: params.home.percentCompleted,
      },
    })),
    acceptRead: assign((_, params: StatusRead) => ({
      read: params,
      application: params.status.application,
      problem: null,
    })),
    acceptAnswer: assign((_, params: { application: NonNullable<MandateContext['application']> }) => ({
      application: params.application,
      problem: null,
    })),
    acceptModes: assign(({ context }, params: Availability) => {
      const drafted = context.drafts?.applicationId === context.application?.id ? context.drafts?.mode : null;
      const offered = params.modes.filter((entry) => entry.available).map((entry) => entry.mode);
      const mode = drafted && offered.includes(drafted) ? drafted : offered.length === 1 ? offered[0]! : null;
      return { availability: params, mode, problem: null };
    }),
    chooseMode: assign(({ context, event }) => {
      if (event.type !== 'CHOOSE_MODE') return {};
      const applicationId = context.application?.id;
      return {
        mode: event.mode,
        problem: null,
        drafts: applicationId ? { version: 1 as const, applicationId, mode: event.mode } : context.drafts,
      };
    }),
    explainMode: assign({ problem: 'Choose how you want to set up your repayments' }),
    keepStarted: assign((_, params: MandateStarted) => ({ started: params, problem: null })),
    noteStartProblem: assign((_, params: { error: unknown }) => ({ problem: startProblem(params.error) })),
    noteAlreadyRegistered: assign({ alreadyRegistered: true, problem: null }),
    noteProblem: assign((_, params: { error: unknown }) => ({ problem: messageOf(params.error) })),
    noteFileProblem: assign(({ event }) => (event.type === 'FILE_CHOSEN' ? { problem: fileProblem(event.file) } : {})),
    clearProblem: assign({ problem: null }),
    clearEntry: assign({ entry: null }),
    forgetMode: assign(({ context }) => ({ mode: null, drafts: context.drafts && { ...context.drafts, mode: null } })),
    noteScreen: assign((_, params: { screen: MandateScreen | null }) => ({ screen: params.screen })),
    // Injected: writes context.drafts to the browser's storage.
    saveDrafts: () => notProvided('saveDrafts'),
    // Injected: leaves the app for the sponsor bank's page (the browser's location).
    redirectTo: (_, _params: { url: string }) => {},
    // Injected: hands the NACH form to the browser as a download.
    saveFile: (_, _params: { blob: Blob; name: string }) => {},
  },
  delays: { pollEvery: 3000 },
}).createMachine({
  id: 'mandate',
  initial: 'loading',
  context: ({ input }) => ({
    application: null,
    loanId: null,
    entry: input.entry,
    drafts: input.drafts,
    read: null,
    availability: null,
    mode: null,
    started: null,
    alreadyRegistered: false,
    problem: null,
    screen: null,
  }),
  states: {
    // The Loader (the bank's return lands here too), Retry, and the screen the status calls for.
    ...loadThenDecide({ load: 'loadMandate', decides: DECIDED, otherwise: 'handOver' }),
    // Step 4 of 4: the modes the bank on file supports (net banking, debit card, UPI AutoPay, NACH).
    modes: {
      ...screenState('modes'),
      initial: 'loading',
      states: {
        // A Loader while the bank's modes load.
        loading: callStep('loadModes', modesInput, ['choosing', 'acceptModes'], ['failed', 'noteProblem']),
        // The problem and Retry.
        failed: { on: { RETRY: { target: 'loading' } } },
        // One choice per supported mode, and Continue.
        choosing: {
          on: {
            CHOOSE_MODE: { guard: 'modeOffered', actions: ['chooseMode', 'saveDrafts'] },
            SUBMIT: [
              { guard: { type: 'chose', params: { modes: ['netBanking', 'debitCard'] } }, target: '#redirecting' },
              { guard: { type: 'chose', params: { modes: ['upiAutopay'] } }, target: 'startingUpi' },
              { guard: { type: 'chose', params: { modes: ['nach'] } }, target: 'startingNach' },
              { actions: 'explainMode' },
            ],
          },
        },
        // The UPI AutoPay request is being created.
        startingUpi: {
          entry: 'clearProblem',
          ...startingMode('initUpi', applicationInput, '#mandate.loading', 'choosing'),
        },
        // The NACH mandate is being created; its form follows.
        startingNach: {
          entry: 'clearProblem',
          ...startingMode('requestNach', applicationInput, '#mandate.loading', 'choosing'),
        },
      },
    },
    // "Taking you to your bank": the e-mandate request, then the sponsor bank's page.
    redirecting: {
      ...screenState('redirecting'),
      initial: 'starting',
      states: {
        // The request is being made (a KYC call: EPL-10000 is answered in plain words).
        starting: startingMode('requestEmandate', modeInput, 'leaving', '#modes.choosing'),
        // The browser leaves for the bank's page; it comes back to /signup/mandate.
        leaving: {
          entry: { type: 'redirectTo', params: ({ context }) => ({ url: context.started?.providerUrl ?? '' }) },
        },
      },
    },
    // UPI AutoPay: approve the request in the UPI app; the status is read every few seconds.
    upiWaiting: {
      ...screenState('upiWaiting'),
      initial: 'polling',
      on: { CHANGE_MODE: { target: 'modes', actions: 'forgetMode' } },
      states: {
        // The status is being read.
        polling: callAndChoose(
          'pollUpi',
          applicationInput,
          'upiSettled',
          ['#mandate.deciding', 'waiting'],
          'acceptRead',
          ['pollFailed', 'noteProblem'],
        ),
        // Still waiting for the approval: read again shortly.
        waiting: { after: { pollEvery: 'polling' } },
        // The read failed: Retry.
        pollFailed: { on: { RETRY: { target: 'polling', actions: 'clearProblem' } } },
      },
    },
    // Physical NACH, step 1: the form filled with the applicant's details, to download and sign.
    nachForm: {
      ...screenState('nachForm'),
      initial: 'ready',
      on: { CHANGE_MODE: { target: 'modes', actions: 'forgetMode' } },
      states: {
        // The details and Download.
        ready: { on: { DOWNLOAD: { target: 'downloading' } } },
        // The PDF is being fetched; the lender notes the download.
        downloading: downloadingNach('downloadNach', '#mandate.loading'),
      },
    },
    // Physical NACH, step 2: upload the signed form's scan (the form can be downloaded again).
    nachUpload: {
      ...screenState('nachUpload'),
      initial: 'ready',
      on: { CHANGE_MODE: { target: 'modes', actions: 'forgetMode' } },
      states: {
        // Choose the scan; Download the form again.
        ready: {
          on: {
            FILE_CHOSEN: [{ guard: 'fileAcceptable', target: 'uploading' }, { actions: 'noteFileProblem' }],
            DOWNLOAD: { target: 'downloading' },
          },
        },
        // The form again.
        downloading: downloadingNach('downloadNachAgain', 'ready'),
        // The scan is uploading.
        uploading: {
          entry: 'clearProblem',
          invoke: {
            id: 'uploadNach',
            src: 'uploadNach',
            input: ({ context, event }) => ({
              applicationId: context.application?.id ?? '',
              loanId: context.loanId ?? '',
              file: (event as Extract<MandateEvent, { type: 'FILE_CHOSEN' }>).file,
            }),
            onDone: { target: '#nachSuccess', actions: withOutput('acceptRead') },
            onError: { target: 'ready', actions: withError('noteProblem') },
          },
        },
      },
    },
    // The signed form is with the bank: what happens next (24–48 hours); Continue.
    nachSuccess: {
      ...screenState('nachSuccess'),
      on: { CONTINUE: { target: 'loading' } },
    },
    // The bank has not confirmed yet: what happens next, when to check; Check again re-reads.
    pending: {
      ...screenState('pending'),
      initial: 'ready',
      states: {
        // The explanation, Check again, and another mode while the lender takes one.
        ready: {
          on: {
            CHECK_AGAIN: { target: 'checking' },
            CHANGE_MODE: { guard: 'mayChangeMode', target: '#modes', actions: 'forgetMode' },
          },
        },
        // The status is being read again.
        checking: {
          entry: 'clearProblem',
          ...callStep('readStatus', applicationInput, ['#mandate.deciding', 'acceptRead'], ['ready', 'noteProblem']),
        },
      },
    },
    // The bank refused: its reason, and a retry in the same or another mode.
    failure: {
      ...screenState('failure'),
      on: { CHANGE_MODE: { target: 'modes', actions: 'forgetMode' } },
    },
    // Registered: Continue sends the post-approval submission (the agreement follows).
    success: {
      ...submittingAfter('success', 'submitMandate'),
    },
    // A mandate was registered already (the start said so): Continue, as after success.
    completed: {
      ...submittingAfter('completed', 'submitCompleted'),
    },
    // Not this journey's position (the agreement next, or not at the mandate): the address is handed over.
    handOver: {
      meta: { route: { handOver: (context) => context.application && mandateHandOver(context.application) } },
      entry: { type: 'noteScreen', params: { screen: 'handOver' } },
    },
  },
});
