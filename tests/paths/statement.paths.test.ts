import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { routeOf } from '../../machines/routing.ts';
import type { StatementContext } from '../../machines/statement/statement.machine.ts';
import { STATEMENT_PATHS } from '../../machines/statement/screens.ts';
import { STATEMENT_PAY_PATH } from '../../machines/statement/types.ts';
import { provideStatement } from '../../src/journeys/statement/provide.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import {
  GOOD_RANGE,
  INPUTS,
  NO_ACCOUNT,
  SERVER_FAULT,
  TODAY,
  TRANSACTION_ID,
  serializeStatementState,
  statementEvents,
  userCanSend,
} from '../support/events/statement-events.ts';
import { plannedApiClient } from '../support/planned-client.ts';

// Every transition of the statement chart with its calls answered as each path plans: the
// period choices and the custom range's rules, a statement with lines and an empty one, the PDF
// saved under its period's name or the lender's sentence, Pay's hand-over to the payment chart,
// and the payment history with its filters and one payment's details. The same calls against the
// sandbox: tests/server/payments/statement.test.ts; in the browser: tests/browser/paths/statement.spec.ts.

const saved: string[] = [];
const machine = provideStatement(plannedApiClient(), { saveFile: (_blob, name) => saved.push(name) });

type Context = MachineStateContext<typeof machine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as StatementContext;

function at(path: string | null, check?: (context: StatementContext) => void) {
  return ({ snapshot }: Context) => {
    const context = on(snapshot);
    expect(routeOf(snapshot)).toBe(path);
    expect(context.today).toBe(TODAY);
    check?.(context);
  };
}

const alertIs =
  (...allowed: (string | null)[]) =>
  (context: StatementContext) =>
    expect(allowed).toContain(context.error);

const periodShown = (context: StatementContext) => {
  const expected = {
    thisMonth: { from: '2026-02-01', to: TODAY },
    lastMonth: { from: '2026-01-01', to: '2026-01-31' },
    custom: GOOD_RANGE,
  }[context.choice];
  // A custom range is asked for only once it keeps the rules; until then the last period stays.
  if (context.choice !== 'custom' || context.period.from === GOOD_RANGE.from) expect(context.period).toEqual(expected);
  if (context.periodError !== null) expect(context.periodError).toBe('Choose both the start and the end date.');
};

const handlers = {
  states: {
    routing: at(null),
    'statement.loading': at(STATEMENT_PATHS.statement, alertIs(null)),
    'statement.failed': at(STATEMENT_PATHS.statement, alertIs(SERVER_FAULT)),
    'statement.noAccount': at(STATEMENT_PATHS.statement, alertIs(null)),
    'statement.shown.lines': at(STATEMENT_PATHS.statement, (context) => {
      periodShown(context);
      expect(context.read?.statement.lines.length).toBeGreaterThan(0);
    }),
    'statement.shown.empty': at(STATEMENT_PATHS.statement, (context) => {
      periodShown(context);
      expect(context.read?.statement.lines).toEqual([]);
    }),
    'download.downloading': at(STATEMENT_PATHS.download, alertIs(null)),
    'download.saved': at(STATEMENT_PATHS.download, (context) => {
      const name = context.choice === 'lastMonth' ? 'saakh-statement-2026-01.pdf' : context.savedAs;
      expect(context.savedAs).toBe(name);
      expect(saved.at(-1)).toBe(context.savedAs);
      expect(context.savedAs).toMatch(/^saakh-statement-\d{4}-\d{2}(-\d{2}-to-\d{4}-\d{2}-\d{2})?\.pdf$/);
    }),
    'download.failed': at(STATEMENT_PATHS.download, alertIs(NO_ACCOUNT)),
    paying: at(STATEMENT_PAY_PATH),
    'history.loading': at(STATEMENT_PATHS.history, alertIs(null)),
    'history.failed': at(STATEMENT_PATHS.history, alertIs(SERVER_FAULT)),
    'history.empty': at(STATEMENT_PATHS.history, (context) => expect(context.payments).toEqual([])),
    'history.list': at(STATEMENT_PATHS.history, (context) => {
      expect(context.payments.length).toBeGreaterThan(0);
      expect(context.selectedId).toBeNull();
    }),
    'history.detail.reading': at(STATEMENT_PATHS.history, (context) => expect(context.selectedId).toBe(TRANSACTION_ID)),
    'history.detail.shown': at(STATEMENT_PATHS.history, (context) =>
      expect(context.payment?.transactionId).toBe(TRANSACTION_ID),
    ),
    'history.detail.failed': at(STATEMENT_PATHS.history, alertIs(SERVER_FAULT)),
  } as MachineHandlers<typeof machine>['states'],
  events: {
    RETRY: sendEvent,
    CHOOSE_PERIOD: sendEvent,
    TYPE_DATE: sendEvent,
    SHOW_PERIOD: sendEvent,
    DOWNLOAD: sendEvent,
    PAY: sendEvent,
    BACK: sendEvent,
    FILTER_STATUS: sendEvent,
    FILTER_MONTH: sendEvent,
    VIEW_PAYMENT: sendEvent,
    'xstate.route': sendEvent,
  },
} satisfies MachineHandlers<typeof machine>;

runMachinePaths(machine, handlers, {
  events: statementEvents,
  inputs: INPUTS,
  serializeState: serializeStatementState,
  filterEvents: userCanSend,
  limit: 100_000,
  name: 'statement',
});
