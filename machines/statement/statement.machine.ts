import { assign, setup } from 'xstate';
import { appCall, messageOf, notProvided } from '../kit/app-call.ts';
import { withError, withOutput } from '../kit/event-params.ts';
import { customPeriodProblem, periodOf, statementFileName } from '../../rules/statement/period.ts';
import { noCreditAccount } from '../../rules/statement/no-account.ts';
import { callAndChoose, callStep } from '../kit/call-step.ts';
import { STATEMENT_PATHS } from './screens.ts';
import {
  STATEMENT_PAY_PATH,
  type MonthFilter,
  type Period,
  type PeriodChoice,
  type StatementInput,
  type StatementPlace,
  type StatementRead,
  type StatusFilter,
  type Transaction,
} from './types.ts';
import { chartTypes } from '../kit/chart-types.ts';

// The credit statement and the payment history (§2 /credit-statement with download-statement,
// /payment-history): a period's statement (opening balance, each debit and credit, closing
// balance, dues) with Pay, which hands over to the payment chart's creditStatement place, and the
// PDF download; and every payment, filtered by status and month, with one payment's details.

export interface StatementContext {
  place: StatementPlace;
  today: string;
  choice: PeriodChoice;
  /** The period the statement on screen (or loading) is for. */
  period: Period;
  /** The custom range as typed: asked for only once it keeps the rules. */
  custom: Period;
  periodError: string | null;
  read: StatementRead | null;
  /** The name the last download was saved under. */
  savedAs: string | null;
  payments: readonly Transaction[];
  statusFilter: StatusFilter;
  monthFilter: MonthFilter;
  selectedId: string | null;
  payment: Transaction | null;
  /** The alert on the current screen: the lender's sentence or the journey's own. */
  error: string | null;
}

export type StatementEvent =
  | { type: 'RETRY' }
  | { type: 'CHOOSE_PERIOD'; choice: PeriodChoice }
  | { type: 'TYPE_DATE'; field: 'from' | 'to'; value: string }
  | { type: 'SHOW_PERIOD' }
  | { type: 'DOWNLOAD' }
  | { type: 'PAY' }
  | { type: 'BACK' }
  | { type: 'FILTER_STATUS'; status: StatusFilter }
  | { type: 'FILTER_MONTH'; month: MonthFilter }
  | { type: 'VIEW_PAYMENT'; transactionId: string };

type Ctx = { context: StatementContext };

// The chart's three addresses, read off its screen table.
const { statement: STATEMENT_PATH, download: DOWNLOAD_PATH, history: HISTORY_PATH } = STATEMENT_PATHS;

const periodInput = ({ context }: Ctx): Period => context.period;

export const statementMachine = setup({
  types: chartTypes<StatementContext, StatementEvent, StatementInput>(),
  actors: {
    // Real implementations: src/journeys/statement/actors.ts.
    getStatement: appCall<StatementRead, Period>('getStatement'),
    downloadStatement: appCall<Blob, Period>('downloadStatement'),
    getHistory: appCall<{ payments: Transaction[] }, void>('getHistory'),
    getPayment: appCall<{ transaction: Transaction }, { transactionId: string }>('getPayment'),
  },
  guards: {
    isHistory: ({ context }) => context.place === 'history',
    noLines: (_, params: StatementRead) => params.statement.lines.length === 0,
    noCreditAccount: ({ event }) => 'error' in event && noCreditAccount(event.error),
    readHasNoLines: ({ context }) => (context.read?.statement.lines.length ?? 0) === 0,
    noPayments: (_, params: { payments: Transaction[] }) => params.payments.length === 0,
    choosingCustom: ({ event }) => event.type === 'CHOOSE_PERIOD' && event.choice === 'custom',
    customAllowed: ({ context }) => customPeriodProblem(context.custom, context.today) === null,
  },
  actions: {
    choosePeriod: assign(({ context, event }) => {
      if (event.type !== 'CHOOSE_PERIOD') return {};
      return { choice: event.choice, period: periodOf(event.choice, context.today, context.custom), periodError: null };
    }),
    chooseCustom: assign({ choice: 'custom' as const, periodError: null }),
    typeDate: assign(({ context, event }) =>
      event.type === 'TYPE_DATE'
        ? { custom: { ...context.custom, [event.field]: event.value }, periodError: null }
        : {},
    ),
    keepCustom: assign(({ context }) => ({ period: context.custom, periodError: null })),
    showPeriodError: assign(({ context }) => ({ periodError: customPeriodProblem(context.custom, context.today) })),
    keepRead: assign((_, params: StatementRead) => ({ read: params, error: null })),
    keepSaved: assign(({ context }) => ({ savedAs: statementFileName(context.period), error: null })),
    // Injected: hands the PDF to the browser as a download under `name`.
    saveFile: (_, params: { blob: Blob; name: string }) => notProvided(`saveFile(${params.name})`),
    keepPayments: assign((_, params: { payments: Transaction[] }) => ({ payments: params.payments, error: null })),
    filterStatus: assign(({ event }) => (event.type === 'FILTER_STATUS' ? { statusFilter: event.status } : {})),
    filterMonth: assign(({ event }) => (event.type === 'FILTER_MONTH' ? { monthFilter: event.month } : {})),
    select: assign(({ event }) =>
      event.type === 'VIEW_PAYMENT' ? { selectedId: event.transactionId, payment: null, error: null } : {},
    ),
    keepPayment: assign((_, params: { transaction: Transaction }) => ({ payment: params.transaction, error: null })),
    unselect: assign({ selectedId: null, payment: null, error: null }),
    clearError: assign({ error: null }),
    showCallError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
  },
}).createMachine({
  id: 'statement',
  initial: 'routing',
  context: ({ input }) => ({
    place: input.place,
    today: input.today,
    choice: 'thisMonth',
    period: periodOf('thisMonth', input.today, { from: '', to: '' }),
    custom: { from: '', to: '' },
    periodError: null,
    read: null,
    savedAs: null,
    payments: [],
    statusFilter: 'all',
    monthFilter: 'all',
    selectedId: null,
    payment: null,
    error: null,
  }),
  states: {
    // Nothing shown: the address the chart was opened on decides which screen.
    routing: {
      always: [{ guard: 'isHistory', target: 'history' }, { target: 'statement' }],
    },
    // Credit Statement: the period, its statement and the dues; Download and Pay.
    statement: {
      id: 'creditStatement',
      // Back from the download's address: the statement, read again.
      route: {},
      meta: { route: { path: STATEMENT_PATH } },
      initial: 'loading',
      states: {
        // The Loader while the period's statement and the dues are read (a download's alert goes).
        loading: {
          entry: 'clearError',
          invoke: {
            id: 'getStatement',
            src: 'getStatement',
            input: periodInput,
            onDone: [
              { guard: withOutput('noLines'), target: 'shown.empty', actions: withOutput('keepRead') },
              { target: 'shown.lines', actions: withOutput('keepRead') },
            ],
            onError: [
              { guard: 'noCreditAccount', target: 'noAccount' },
              { target: 'failed', actions: withError('showCallError') },
            ],
          },
        },
        // "We could not load your statement" with Retry.
        failed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
        // Before activation the lender has no credit account (404 EPL-40410): said in words, not as a failure.
        noAccount: {},
        // The statement with the period's choices, Download statement and Pay.
        shown: {
          initial: 'lines',
          states: {
            // Opening balance, each debit and credit with its date, closing balance.
            lines: {},
            // "Nothing happened in this period": the balances still show.
            empty: {},
          },
          on: {
            CHOOSE_PERIOD: [
              { guard: 'choosingCustom', actions: 'chooseCustom' },
              { target: 'loading', actions: 'choosePeriod' },
            ],
            TYPE_DATE: { actions: 'typeDate' },
            SHOW_PERIOD: [
              { guard: 'customAllowed', target: 'loading', actions: 'keepCustom' },
              { actions: 'showPeriodError' },
            ],
            DOWNLOAD: { target: '#statement.download' },
            PAY: { target: '#statement.paying' },
          },
        },
      },
    },
    // Download Statement: the PDF of the period on screen, saved with its period in the name.
    download: {
      meta: { route: { path: DOWNLOAD_PATH } },
      initial: 'downloading',
      states: {
        // "Preparing your statement…" while the PDF is made.
        downloading: {
          invoke: {
            id: 'downloadStatement',
            src: 'downloadStatement',
            input: periodInput,
            onDone: {
              target: 'saved',
              actions: [
                {
                  type: 'saveFile',
                  params: ({ context, event }) => ({ blob: event.output, name: statementFileName(context.period) }),
                },
                'keepSaved',
              ],
            },
            onError: { target: 'failed', actions: withError('showCallError') },
          },
        },
        // "Your statement is downloaded" with its file name, and Download again.
        saved: { on: { DOWNLOAD: { target: 'downloading' } } },
        // The lender's sentence (read out of the PDF's error body) with Retry.
        failed: { on: { RETRY: { target: 'downloading', actions: 'clearError' } } },
      },
      on: {
        BACK: [
          { guard: 'readHasNoLines', target: '#statement.statement.shown.empty', actions: 'clearError' },
          { target: '#statement.statement.shown.lines', actions: 'clearError' },
        ],
      },
    },
    // Pay: the payment chart's Pay Now under /credit-statement.
    paying: {
      type: 'final',
      meta: { route: { handOver: () => STATEMENT_PAY_PATH } },
    },
    // Payment History: every payment, newest first, with the filters.
    history: {
      meta: { route: { path: HISTORY_PATH } },
      initial: 'loading',
      states: {
        // The Loader while the payments are read.
        loading: callAndChoose('getHistory', undefined, 'noPayments', ['empty', 'list'], 'keepPayments', [
          'failed',
          'showCallError',
        ]),
        // "We could not load your payments" with Retry.
        failed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
        // "You have made no payments yet".
        empty: {},
        // The payments with the status and month filters; a payment opens its details.
        list: {
          on: {
            FILTER_STATUS: { actions: 'filterStatus' },
            FILTER_MONTH: { actions: 'filterMonth' },
            VIEW_PAYMENT: { target: 'detail', actions: 'select' },
          },
        },
        // One payment's details, its status read again; Back to the list.
        detail: {
          initial: 'reading',
          states: {
            reading: callStep(
              'getPayment',
              ({ context }: Ctx) => ({ transactionId: context.selectedId ?? '' }),
              ['shown', 'keepPayment'],
              ['failed', 'showCallError'],
            ),
            shown: {},
            failed: { on: { RETRY: { target: 'reading', actions: 'clearError' } } },
          },
          on: { BACK: { target: 'list', actions: 'unselect' } },
        },
      },
    },
  },
});
