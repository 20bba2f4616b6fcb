import { assign, setup } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import type {
  BankStatementState,
  Consent,
  ConsentResult,
  NetBankingResult,
  NetBankingSession,
  ProviderRedirect,
  StatementWay,
  StatusAnswer,
} from '../../rules/post-approval/bank-statement.ts';
import { STATEMENT_CONTENT_TYPES } from '../../rules/post-approval/bank-statement.ts';
import { documentUploadMachine } from '../kit/document-upload.machine.ts';
import type { UploadedFile } from '../kit/document-upload.machine.ts';
import { uploadChildId } from '../kit/upload-child-id.ts';
import { appCall, messageOf } from '../kit/app-call.ts';
import { applicationInput, withError, withOutput } from '../kit/event-params.ts';
import { callStep } from '../kit/call-step.ts';
import { childOutput } from './child-contract.ts';
import type { PostApprovalChildInput, PostApprovalChildOutput } from './child-contract.ts';
import { consentStep } from './consent-step.ts';
import type { ConsentStep } from './consent-step.ts';
import { chartTypes } from '../kit/chart-types.ts';
import { POST_APPROVAL_TABLE_PATHS } from './screens.ts';

// Six months of bank statements (§2 bank-statement), the applicant's choice of three ways the
// lender may offer: upload the PDFs (each file a documentUpload child, so a password-protected one
// is unlocked as in onboarding, §5), net banking through the bank-analysis provider's page, or an
// Account Aggregator consent; or skip, when the lender allows it. The post-approval parent invokes
// this and routes by the status the lender answers last. A reload comes back to the way in
// progress: the lender keeps the uploaded files, the net-banking session and the consent.

export const BANK_STATEMENT_PATHS = {
  statement: POST_APPROVAL_TABLE_PATHS.bankStatement,
  preview: POST_APPROVAL_TABLE_PATHS.uploadPreview,
} as const;

/** The slot names of statement files: statement-1, statement-2, … */
export const statementSlot = (index: number): string => `statement-${index + 1}`;

export interface BankStatementContext {
  applicationId: string;
  loanId: string | null;
  offer: BankStatementState | null;
  /** Statement file slots in order; each has a documentUpload child at children['upload:<slot>']. */
  slots: string[];
  /** Each slot's documentUpload child, for its card on screen. */
  cards: Record<string, ActorRefFrom<typeof documentUploadMachine>>;
  /** What each slot holds, as its child reports it. */
  statements: Record<string, UploadedFile | null>;
  /** The slot whose file the preview shows. */
  preview: string | null;
  previewFile: Blob | null;
  redirect: ProviderRedirect | null;
  netBanking: NetBankingSession | null;
  consent: Consent | null;
  error: string | null;
  status: string | null;
}

export type BankStatementEvent =
  | { type: 'CHOOSE'; way: StatementWay }
  | { type: 'SKIP' }
  | { type: 'ADD_FILE' }
  | { type: 'SUBMIT' }
  | { type: 'PREVIEW'; slot: string }
  | { type: 'CLOSE_PREVIEW' }
  | { type: 'RETRY' }
  | { type: 'TRY_AGAIN' }
  | { type: 'BACK' }
  | { type: 'UPLOAD_CHANGED'; slot: string; document: UploadedFile | null };

export interface SubmitStatementsInput {
  applicationId: string;
  documentIds: string[];
}

/** Why net banking ended without statements, when the provider gave no reason. */
export const NET_BANKING_FAILED_MESSAGE = 'Net banking could not read your statements. Please choose another way.';

/** The sentence when Continue is pressed with no statement uploaded. */
export const NO_STATEMENT_MESSAGE = 'Please upload your bank statements for the last 6 months';

const heldIds = (context: BankStatementContext): string[] =>
  context.slots.flatMap((slot) => {
    const held = context.statements[slot];
    return held ? [held.id] : [];
  });

const keepStatus = {
  type: 'keepStatus',
  params: ({ event }: { event: { output: StatusAnswer } }) => ({ status: event.output.application.status }),
} as const;

const pollEvery = 3_000;

// What this chart's calls are given.
const readStatementFileInput = ({ context }: { context: BankStatementContext }) => ({
  applicationId: context.applicationId,
  documentId: context.statements[context.preview ?? '']?.id ?? '',
});

export const bankStatementMachine = setup({
  types: chartTypes<BankStatementContext, BankStatementEvent, PostApprovalChildInput, PostApprovalChildOutput>(),
  actors: {
    // Real implementations: src/journeys/post-approval/bank-statement-actors.ts.
    loadStatements: appCall<BankStatementState, { applicationId: string }>('loadStatements'),
    // One statement file: checks, the §5 PDF unlock and the upload to the bank-statement resource.
    statementUpload: documentUploadMachine,
    readStatementFile: appCall<Blob, { applicationId: string; documentId: string }>('readStatementFile'),
    submitStatements: appCall<StatusAnswer, SubmitStatementsInput>('submitStatements'),
    skipStatements: appCall<StatusAnswer, { applicationId: string }>('skipStatements'),
    startNetBanking: appCall<ProviderRedirect, { applicationId: string }>('startNetBanking'),
    pollNetBanking: appCall<NetBankingResult, { applicationId: string }>('pollNetBanking'),
    createConsent: appCall<ProviderRedirect, { applicationId: string }>('createConsent'),
    readConsent: appCall<ConsentResult, { applicationId: string }>('readConsent'),
  },
  guards: {
    // The applicant chose this way and the lender offers it.
    chose: ({ context, event }, params: { way: StatementWay }) =>
      event.type === 'CHOOSE' && event.way === params.way && (context.offer?.ways ?? []).includes(params.way),
    canSkip: ({ context }) => context.offer?.canSkip === true,
    roomForFile: ({ context }) => context.slots.length < (context.offer?.maxFiles ?? 0),
    holdsStatement: ({ context }) => heldIds(context).length > 0,
    slotHolds: ({ context, event }) => event.type === 'PREVIEW' && Boolean(context.statements[event.slot]),
    netBankingPending: (_, params: { netBanking: NetBankingSession | null }) => params.netBanking?.state === 'pending',
    // Pending, or completed by the provider's page (which returns here with ?status=success) but not
    // yet read: only the poll (GET netbanking) moves the application on, so it must be read.
    netBankingToRead: (_, params: { netBanking: NetBankingSession | null }) =>
      params.netBanking?.state === 'pending' || params.netBanking?.state === 'completed',
    netBankingFailed: (_, params: { netBanking: NetBankingSession | null }) => params.netBanking?.state === 'failed',
    netBankingDone: (_, params: { netBanking: NetBankingSession | null }) => params.netBanking?.state === 'completed',
    consentOnRecord: (_, params: { consent: Consent | null }) => params.consent !== null,
    uploadInProgress: (_, params: BankStatementState) => params.statements.length > 0 && params.ways.includes('upload'),
    consentIs: ({ context }, params: { step: ConsentStep }) =>
      context.consent !== null && consentStep(context.consent) === params.step,
  },
  actions: {
    // Injected: leaves the app for the provider page (the browser's location).
    redirectTo: (_, _params: { url: string }) => {},
    keepOffer: assign((_, params: BankStatementState) => ({
      offer: params,
      netBanking: params.netBanking,
      consent: params.consent,
      status: params.application.status,
      error: null,
    })),
    // One slot per statement the lender holds, and an empty one to add the next.
    startSlots: assign(({ context, spawn }, params: BankStatementState) => {
      const held = params.statements.map((document, index) => ({ slot: statementSlot(index), document }));
      const slots = [...held.map((entry) => entry.slot)];
      if (slots.length < params.maxFiles) slots.push(statementSlot(slots.length));
      const cards = { ...context.cards };
      for (const slot of slots) {
        if (context.slots.includes(slot)) continue;
        cards[slot] = spawn('statementUpload', {
          id: uploadChildId(slot),
          input: {
            applicationId: context.applicationId,
            slot,
            accept: STATEMENT_CONTENT_TYPES,
            maxBytes: params.maxBytes,
            document: held.find((entry) => entry.slot === slot)?.document ?? null,
          },
        });
      }
      const statements = Object.fromEntries(held.map((entry) => [entry.slot, entry.document]));
      return {
        cards,
        slots: [...new Set([...context.slots, ...slots])],
        statements: { ...statements, ...context.statements },
      };
    }),
    addSlot: assign(({ context, spawn }) => {
      const slot = statementSlot(context.slots.length);
      const card = spawn('statementUpload', {
        id: uploadChildId(slot),
        input: {
          applicationId: context.applicationId,
          slot,
          accept: STATEMENT_CONTENT_TYPES,
          maxBytes: context.offer?.maxBytes ?? 0,
          document: null,
        },
      });
      return { slots: [...context.slots, slot], cards: { ...context.cards, [slot]: card } };
    }),
    noteUpload: assign(({ context, event }) =>
      event.type === 'UPLOAD_CHANGED'
        ? { statements: { ...context.statements, [event.slot]: event.document }, error: null }
        : {},
    ),
    choosePreview: assign(({ event }) => (event.type === 'PREVIEW' ? { preview: event.slot, previewFile: null } : {})),
    keepPreviewFile: assign((_, params: Blob) => ({ previewFile: params, error: null })),
    forgetPreview: assign({ preview: null, previewFile: null }),
    noteNoStatement: assign({ error: NO_STATEMENT_MESSAGE }),
    showCallError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    clearError: assign({ error: null }),
    keepRedirect: assign((_, params: ProviderRedirect) => ({ redirect: params, error: null })),
    keepNetBanking: assign((_, params: NetBankingResult) => ({
      netBanking: params.netBanking,
      status: params.application.status,
      error: null,
    })),
    noteNetBankingFailed: assign((_, params: { netBanking: NetBankingSession | null }) => ({
      error: params.netBanking?.reason ?? NET_BANKING_FAILED_MESSAGE,
    })),
    keepConsent: assign((_, params: ConsentResult) => ({
      consent: params.consent,
      status: params.application.status,
      error: null,
    })),
    keepStatus: assign((_, params: { status: string }) => ({ status: params.status, error: null })),
  },
  delays: { pollEvery },
}).createMachine({
  id: 'bankStatement',
  initial: 'loading',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    loanId: input.loanId,
    offer: null,
    slots: [],
    cards: {},
    statements: {},
    preview: null,
    previewFile: null,
    redirect: null,
    netBanking: null,
    consent: null,
    error: null,
    status: null,
  }),
  // A statement file's child reports its file whenever it changes, whatever the screen shows.
  on: { UPLOAD_CHANGED: { actions: 'noteUpload' } },
  states: {
    // The Loader while the lender's offer and any way in progress load.
    loading: {
      meta: { route: { path: BANK_STATEMENT_PATHS.statement } },
      invoke: {
        id: 'loadStatements',
        src: 'loadStatements',
        input: applicationInput,
        onDone: [
          {
            guard: withOutput('netBankingToRead'),
            target: 'netBanking.polling',
            actions: [withOutput('keepOffer'), withOutput('startSlots')],
          },
          // The consent is read again rather than judged from the load: that read is what moves
          // the application once the data is in.
          {
            guard: withOutput('consentOnRecord'),
            target: 'accountAggregator.polling',
            actions: [withOutput('keepOffer'), withOutput('startSlots')],
          },
          // Files already uploaded: the upload way was in progress, so a reload comes back to it.
          {
            guard: withOutput('uploadInProgress'),
            target: 'upload',
            actions: [withOutput('keepOffer'), withOutput('startSlots')],
          },
          // The provider's page returned a failure (or the session timed out): the choices, with why.
          {
            guard: withOutput('netBankingFailed'),
            target: 'choosing',
            actions: [withOutput('keepOffer'), withOutput('startSlots'), withOutput('noteNetBankingFailed')],
          },
          { target: 'choosing', actions: [withOutput('keepOffer'), withOutput('startSlots')] },
        ],
        onError: { target: 'loadFailed', actions: withError('showCallError') },
      },
    },
    // The load error with Retry.
    loadFailed: {
      meta: { route: { path: BANK_STATEMENT_PATHS.statement } },
      on: { RETRY: { target: 'loading', actions: 'clearError' } },
    },
    // "Share your bank statements": one card per way the lender offers, and Skip where allowed.
    choosing: {
      meta: { route: { path: BANK_STATEMENT_PATHS.statement } },
      on: {
        CHOOSE: [
          { guard: { type: 'chose', params: { way: 'upload' } }, target: 'upload', actions: 'clearError' },
          { guard: { type: 'chose', params: { way: 'netBanking' } }, target: 'netBanking', actions: 'clearError' },
          {
            guard: { type: 'chose', params: { way: 'accountAggregator' } },
            target: 'accountAggregator',
            actions: 'clearError',
          },
        ],
        SKIP: { guard: 'canSkip', target: 'skipping', actions: 'clearError' },
      },
    },
    // Skip is busy while the lender records it (bankStatementSkipped).
    skipping: {
      meta: { route: { path: BANK_STATEMENT_PATHS.statement } },
      invoke: {
        id: 'skipStatements',
        src: 'skipStatements',
        input: applicationInput,
        onDone: { target: 'done', actions: keepStatus },
        onError: { target: 'choosing', actions: withError('showCallError') },
      },
    },
    // Upload PDFs: a card per file (progress, password prompt, Remove, Replace, Preview), Add file.
    upload: {
      initial: 'editing',
      states: {
        editing: {
          meta: { route: { path: BANK_STATEMENT_PATHS.statement } },
          on: {
            ADD_FILE: { guard: 'roomForFile', actions: 'addSlot' },
            PREVIEW: { guard: 'slotHolds', target: 'previewing', actions: 'choosePreview' },
            SUBMIT: [
              { guard: 'holdsStatement', target: 'submitting', actions: 'clearError' },
              { actions: 'noteNoStatement' },
            ],
            BACK: { target: '#bankStatement.choosing', actions: 'clearError' },
          },
        },
        // The uploaded file, full page, with Close.
        previewing: {
          meta: {
            route: { path: BANK_STATEMENT_PATHS.preview, params: (context) => ({ documentName: context.preview }) },
          },
          initial: 'loading',
          on: { CLOSE_PREVIEW: { target: 'editing', actions: 'forgetPreview' } },
          states: {
            // "Loading preview…" while the lender sends the file back.
            loading: callStep(
              'readStatementFile',
              readStatementFileInput,
              ['showing', 'keepPreviewFile'],
              ['failed', 'showCallError'],
            ),
            // The file.
            showing: {},
            // The read error with Retry.
            failed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
          },
        },
        // Continue is busy while the lender checks the files cover six months.
        submitting: {
          meta: { route: { path: BANK_STATEMENT_PATHS.statement } },
          invoke: {
            id: 'submitStatements',
            src: 'submitStatements',
            input: ({ context }) => ({ applicationId: context.applicationId, documentIds: heldIds(context) }),
            onDone: { target: '#bankStatement.done', actions: keepStatus },
            onError: { target: 'editing', actions: withError('showCallError') },
          },
        },
      },
    },
    // Net banking through the bank-analysis provider's page.
    netBanking: {
      meta: { route: { path: BANK_STATEMENT_PATHS.statement } },
      initial: 'starting',
      states: {
        // "Opening net banking…" while the provider's session is created.
        starting: callStep(
          'startNetBanking',
          applicationInput,
          ['redirecting', 'keepRedirect'],
          ['#bankStatement.choosing', 'showCallError'],
        ),
        // "Taking you to your bank…": the browser leaves for the provider page.
        redirecting: {
          entry: { type: 'redirectTo', params: ({ context }) => ({ url: context.redirect?.url ?? '' }) },
        },
        // Back from the provider: "Reading your statements…".
        polling: {
          invoke: {
            id: 'pollNetBanking',
            src: 'pollNetBanking',
            input: applicationInput,
            onDone: [
              {
                guard: { type: 'netBankingDone', params: ({ event }) => ({ netBanking: event.output.netBanking }) },
                target: '#bankStatement.done',
                actions: withOutput('keepNetBanking'),
              },
              {
                guard: { type: 'netBankingPending', params: ({ event }) => ({ netBanking: event.output.netBanking }) },
                target: 'waiting',
                actions: withOutput('keepNetBanking'),
              },
              { target: '#bankStatement.choosing', actions: withOutput('noteNetBankingFailed') },
            ],
            onError: { target: 'pollFailed', actions: withError('showCallError') },
          },
        },
        // Still reading: checked again shortly; Choose another way.
        waiting: {
          after: { pollEvery: 'polling' },
          on: { BACK: { target: '#bankStatement.choosing', actions: 'clearError' } },
        },
        // The poll failed: Retry, or Choose another way.
        pollFailed: {
          on: {
            RETRY: { target: 'polling', actions: 'clearError' },
            BACK: { target: '#bankStatement.choosing', actions: 'clearError' },
          },
        },
      },
    },
    // Account Aggregator consent (ReBIT states), then the data fetch.
    accountAggregator: {
      meta: { route: { path: BANK_STATEMENT_PATHS.statement } },
      initial: 'starting',
      states: {
        // "Preparing your consent request…".
        starting: callStep(
          'createConsent',
          applicationInput,
          ['redirecting', 'keepRedirect'],
          ['#bankStatement.choosing', 'showCallError'],
        ),
        // "Taking you to the Account Aggregator…".
        redirecting: {
          entry: { type: 'redirectTo', params: ({ context }) => ({ url: context.redirect?.url ?? '' }) },
        },
        // "Checking your consent…".
        polling: callStep('readConsent', applicationInput, ['judging', 'keepConsent'], ['pollFailed', 'showCallError']),
        // Nothing shown: the consent's state decides.
        judging: {
          always: [
            { guard: { type: 'consentIs', params: { step: 'complete' } }, target: '#bankStatement.done' },
            { guard: { type: 'consentIs', params: { step: 'consentEnded' } }, target: 'ended' },
            { guard: { type: 'consentIs', params: { step: 'fetchFailed' } }, target: 'fetchFailed' },
            { target: 'waiting' },
          ],
        },
        // "Waiting for your consent" / "Fetching your statements": checked again shortly.
        waiting: {
          after: { pollEvery: 'polling' },
          on: { BACK: { target: '#bankStatement.choosing', actions: 'clearError' } },
        },
        // The consent was rejected, expired, revoked or paused: Try again, or Choose another way.
        ended: {
          on: {
            TRY_AGAIN: { target: 'starting' },
            BACK: { target: '#bankStatement.choosing' },
          },
        },
        // The bank denied the data or timed out: Try again, or Choose another way.
        fetchFailed: {
          on: {
            TRY_AGAIN: { target: 'starting' },
            BACK: { target: '#bankStatement.choosing' },
          },
        },
        // The read failed: Retry, or Choose another way.
        pollFailed: {
          on: {
            RETRY: { target: 'polling', actions: 'clearError' },
            BACK: { target: '#bankStatement.choosing', actions: 'clearError' },
          },
        },
      },
    },
    // The lender has the statements (or the skip): the parent routes by its status.
    done: { type: 'final' },
  },
  output: ({ context }) => childOutput(context.status),
});
