import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ediMachine, type EdiContext } from '../../machines/edi/edi.machine.ts';
import { EDI_DISBURSEMENT_STEPS } from '../../machines/edi/screens.ts';
import { routeOf } from '../../machines/routing.ts';
import { ediChoiceProblem } from '../../rules/edi/choice.ts';
import { wireRupeesFromPaise } from '../../rules/money/paise.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import {
  EDI_PATHS,
  INPUTS,
  KEY_SEED,
  LOAD_FAILED,
  REFUSED,
  ediEvents,
  serializeEdiState,
} from '../support/events/edi-events.ts';

// Every transition of the EDI journey, its calls settled by the harness with the sandbox's answers.
// What this file proves: the address names the page and carries the choice; a choice the offer does
// not allow is never quoted and says why; the quote is kept only for the choice it was asked for;
// Continue needs a payout account and no payout on its way; the request is sent only with consent,
// under the attempt's key; the lender's status picks the last-disbursement step by the status table.

type Context = MachineStateContext<typeof ediMachine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as EdiContext;

/** The address with the choice the page shows, as a reload would find it. */
function withChoice(path: string, context: EdiContext): string {
  const query = new URLSearchParams();
  if (context.amount !== null) query.set('amount', String(wireRupeesFromPaise(context.amount)));
  if (context.tenureDays !== null) query.set('days', String(context.tenureDays));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

function at(page: 'offer' | 'request' | 'last', check?: (context: EdiContext, snapshot: AnyMachineSnapshot) => void) {
  return ({ snapshot }: Context) => {
    const context = on(snapshot);
    expect(routeOf(snapshot)).toBe(page === 'last' ? EDI_PATHS.last : withChoice(EDI_PATHS[page], context));
    check?.(context, snapshot);
  };
}

const transient = () => {
  throw new Error('a transient state must never be observed');
};

const problemOf = (context: EdiContext) =>
  context.read?.offer ? ediChoiceProblem(context.read.offer, context) : { field: 'amount', message: 'no offer' };

const handlers = {
  states: {
    routing: transient,
    'offer.loading': at('offer', (context, snapshot) => {
      expect(snapshot.children.getEdiOffer).toBeDefined();
      expect(context.error).toBeNull();
    }),
    'offer.failed': at('offer', (context) => expect(context.error).toBe(LOAD_FAILED)),
    'offer.none': at('offer', (context) => expect(context.read?.offer).toBeNull()),
    'offer.shown.checking': transient,
    'offer.shown.invalid': at('offer', (context) => {
      expect(problemOf(context)).not.toBeNull();
      expect(context.quote).toBeNull();
    }),
    'offer.shown.waiting': at('offer', (context) => expect(context.quote).toBeNull()),
    'offer.shown.quoting': at('offer', (context, snapshot) => {
      expect(problemOf(context)).toBeNull();
      expect(snapshot.children.calculateEdi).toBeDefined();
    }),
    'offer.shown.quoted': at('offer', (context, snapshot) => {
      expect(context.quote).toMatchObject({ amount: context.amount, tenureDays: context.tenureDays });
      expect(context.quote?.dailyInstalment).toBeGreaterThan(0);
      const mayGoOn = context.read?.openRequest === null && context.read.bankAccount !== null;
      expect(snapshot.can({ type: 'CONTINUE' })).toBe(mayGoOn);
    }),
    'offer.shown.quoteFailed': at('offer', (context) => expect(context.error).toBe(LOAD_FAILED)),
    'request.checking': transient,
    'request.loading': at('request', (_, snapshot) => expect(snapshot.children.getEdiOffer).toBeDefined()),
    'request.quoting': at('request', (context) => expect(problemOf(context)).toBeNull()),
    'request.failed': at('request', (context) => expect(context.error).toBe(LOAD_FAILED)),
    'request.form': at('request', (context, snapshot) => {
      expect(context.quote).not.toBeNull();
      expect(snapshot.can({ type: 'SUBMIT' })).toBe(true);
      if (context.error !== null) expect(context.error).toBe(REFUSED);
    }),
    'request.submitting': at('request', (context, snapshot) => {
      expect(context.consent).toBe(true);
      expect(snapshot.children.requestDisbursement).toBeDefined();
      expect(`${KEY_SEED}-${context.attempt}`).toMatch(/^edi-test-seed-\d+$/);
    }),
    'last.loading': at('last'),
    'last.deciding': transient,
    'last.failed': at('last', (context) => expect(context.error).toBe(LOAD_FAILED)),
    'last.none': at('last', (context) => expect(context.disbursement).toBeNull()),
    'last.waiting': at('last', (context) => {
      expect(EDI_DISBURSEMENT_STEPS[context.disbursement?.status ?? 'failed']).toBe('waiting');
    }),
    'last.repaying': at('last', (context) => {
      expect(context.disbursement?.status).toBe('disbursed');
      expect(context.disbursement?.collectedSoFar).toBe(2 * (context.disbursement?.dailyInstalment ?? 0));
    }),
    'last.unsuccessful': at('last', (context) => {
      expect(['failed', 'cancelled']).toContain(context.disbursement?.status);
    }),
  },
  events: {
    RETRY: sendEvent,
    SET_AMOUNT: sendEvent,
    SET_TENURE: sendEvent,
    CONTINUE: sendEvent,
    VIEW_LAST: sendEvent,
    CONSENT: sendEvent,
    SUBMIT: sendEvent,
    BACK: sendEvent,
    REFRESH: sendEvent,
    NEW_REQUEST: sendEvent,
    'xstate.route': sendEvent,
  },
} satisfies MachineHandlers<typeof ediMachine>;

runMachinePaths(ediMachine, handlers, {
  events: ediEvents,
  inputs: INPUTS,
  serializeState: serializeEdiState,
});
