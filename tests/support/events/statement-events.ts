import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { StatementContext } from '../../../machines/statement/statement.machine.ts';
import type { StatementInput, StatementRead, Transaction } from '../../../machines/statement/types.ts';
import { named } from './named.ts';
import { inr } from '../money.ts';
import { ApiError } from '../../../src/api/errors.ts';

// The statement chart's sample events, for its machine paths (tests/paths/statement.paths.test.ts)
// and its browser paths (tests/browser/paths/statement.spec.ts): per screen, only what a user (or
// the lender) can produce there.

export const TODAY = '2026-02-15';
export const SERVER_FAULT = 'The lender is unavailable for a moment.';
export const NO_ACCOUNT = 'You have no active credit line yet.';
export const TRANSACTION_ID = 'TXN0123456789ABCDEF';
/** A custom range that keeps the rules whenever the tests run (it is in the past, within a year). */
export const GOOD_RANGE = { from: '2026-01-01', to: '2026-01-31' } as const;

export const INPUTS: readonly StatementInput[] = [
  { place: 'statement', today: TODAY },
  { place: 'history', today: TODAY },
];

const DUES = {
  loanId: 'LN-1',
  loanReference: 'SKH-2026-000001',
  creditLimit: inr(500000),
  used: inr(10000),
  available: inr(490000),
  totalDue: inr(10000),
  minimumDue: inr(500),
  nextDueDate: '2026-03-01',
  pendingRepayments: inr(0),
  payableNow: inr(10000),
  creditBalance: inr(0),
  creditBalanceRefundBy: null,
};

const read = (withLines: boolean) =>
  named<StatementRead>(withLines ? 'a drawdown' : 'nothing in the period', {
    statement: {
      loanId: 'LN-1',
      loanReference: 'SKH-2026-000001',
      lenderName: 'Arthika Finance Limited',
      from: '2026-02-01',
      to: TODAY,
      openingBalance: inr(withLines ? 0 : 10000),
      closingBalance: inr(10000),
      totalDebits: inr(withLines ? 10000 : 0),
      totalCredits: inr(0),
      creditBalance: inr(0),
      creditBalanceRefundBy: null,
      lines: withLines
        ? [
            {
              date: '2026-02-02',
              description: 'Supplier payment',
              debit: inr(10000),
              credit: inr(0),
              balance: inr(10000),
              transactionId: null,
            },
          ]
        : [],
    },
    dues: DUES,
  });

export const payment = (status: Transaction['status'] = 'success'): Transaction => ({
  transactionId: TRANSACTION_ID,
  purpose: 'repayment',
  amount: inr(1000),
  paymentMethod: 'UPI',
  status,
  reason: null,
  lateAfterFailure: false,
  cardLast4: null,
  bankCode: null,
  vpa: 'asha@okbank',
  couponCode: null,
  createdAt: '2026-02-10T10:00:00.000Z',
  updatedAt: '2026-02-10T10:00:00.000Z',
});

const fault = (message: string) => new Error(message);

/** Events the screen in `snapshot` can produce; bare events (DOWNLOAD, PAY, …) come from the machine. */
export function statementEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as StatementContext;
  if (snapshot.matches({ statement: 'loading' })) {
    // The borrower drew down today: this month (which ends today) has it, earlier periods nothing.
    return [
      { type: 'xstate.done.actor.getStatement', output: read(context.period.to === context.today) },
      { type: 'xstate.error.actor.getStatement', error: fault(SERVER_FAULT) },
      // Before the credit line is active.
      {
        type: 'xstate.error.actor.getStatement',
        error: new ApiError(NO_ACCOUNT, { kind: 'http', status: 404, code: 'EPL-40410' }),
      },
    ];
  }
  if (snapshot.matches({ statement: 'shown' })) {
    const choices = (['thisMonth', 'lastMonth', 'custom'] as const).filter((choice) => choice !== context.choice);
    const events: AnyEventObject[] = choices.map((choice) => ({ type: 'CHOOSE_PERIOD', choice }));
    if (context.choice !== 'custom') return events;
    // The range's dates one at a time, as a user fills them.
    const field = context.custom.from === '' ? 'from' : context.custom.to === '' ? 'to' : null;
    return field ? [...events, { type: 'TYPE_DATE', field, value: GOOD_RANGE[field] }] : events;
  }
  if (snapshot.matches({ download: 'downloading' })) {
    return [
      { type: 'xstate.done.actor.downloadStatement', output: named('the PDF', new Blob(['%PDF-1.7'])) },
      { type: 'xstate.error.actor.downloadStatement', error: fault(NO_ACCOUNT) },
    ];
  }
  if (snapshot.matches({ history: 'loading' })) {
    return [
      {
        type: 'xstate.done.actor.getHistory',
        output: named('two payments', {
          payments: [payment('success'), { ...payment('failed'), transactionId: 'TXN1' }],
        }),
      },
      { type: 'xstate.done.actor.getHistory', output: named('no payments', { payments: [] }) },
      { type: 'xstate.error.actor.getHistory', error: fault(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches({ history: 'list' })) {
    return [
      { type: 'FILTER_STATUS', status: 'success' },
      { type: 'FILTER_MONTH', month: '2026-02' },
      { type: 'VIEW_PAYMENT', transactionId: TRANSACTION_ID },
    ];
  }
  if (snapshot.matches({ history: { detail: 'reading' } })) {
    return [
      { type: 'xstate.done.actor.getPayment', output: named('the payment', { transaction: payment('success') }) },
      { type: 'xstate.error.actor.getPayment', error: fault(SERVER_FAULT) },
    ];
  }
  return [];
}

/** A state's identity for planning: its value and the few context facts its screen and guards read. */
export function serializeStatementState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as StatementContext;
  const common = { value: snapshot.value, error: context.error !== null };
  if (snapshot.matches({ statement: 'shown' })) {
    return JSON.stringify({
      ...common,
      choice: context.choice,
      custom: [context.custom.from !== '', context.custom.to !== ''],
      periodError: context.periodError !== null,
    });
  }
  // Back from the download reads whether the statement had lines.
  if (snapshot.matches('download'))
    return JSON.stringify({ ...common, empty: context.read?.statement.lines.length === 0 });
  return JSON.stringify(common);
}

const PAYLOAD_EVENTS = new Set(['CHOOSE_PERIOD', 'TYPE_DATE', 'FILTER_STATUS', 'FILTER_MONTH', 'VIEW_PAYMENT']);

/**
 * What a user can cause: never the bare form of an event that carries a choice; Show only with a
 * custom range on screen; the address bar's Back from the download to the statement.
 */
export function userCanSend(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const context = snapshot.context as StatementContext;
  if (PAYLOAD_EVENTS.has(event.type)) return Object.keys(event).length > 1;
  if (event.type === 'SHOW_PERIOD') return context.choice === 'custom';
  if (event.type === 'xstate.route') return snapshot.matches('download');
  return true;
}
