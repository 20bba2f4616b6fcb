import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { transitionObserver } from '../../src/app/journey-observer.ts';
import type { ObservedTransition } from '../../src/app/journey-observer.ts';
import { transitionsOf } from '../../scripts/journey-graph/transitions.ts';
import { matchStep, missingMessage } from '../support/harness/observed-match.ts';
import { checkRecord } from '../browser/support/observed-transitions.ts';
import { otpSenderMachine } from '../fixtures/machines/otp-sender.ts';
import { paymentMachine } from '../../machines/payment/payment.machine.ts';
import { otpMachine } from '../../machines/kit/otp.machine.ts';

// Observed coverage (docs/testing.md): the test build's observer records what an actor took, and
// the browser runner matches it against each step's plan. A right screen reached the wrong way fails.

const defined = new Map(transitionsOf(otpSenderMachine).map((transition) => [transition.key, transition]));

/** Runs the fixture chart as the app would, recording through the observer. */
async function observe(outcome: 'done' | 'error'): Promise<ObservedTransition[]> {
  const observed: ObservedTransition[] = [];
  const logic = otpSenderMachine.provide({
    actors: {
      sendOtp: fromPromise(async () => {
        if (outcome === 'error') throw new Error('network down');
        return { sent: true as const };
      }),
    },
  });
  const actor = createActor(logic, { inspect: transitionObserver((transition) => observed.push(transition)) });
  actor.start();
  actor.send({ type: 'SUBMIT' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  actor.stop();
  return observed;
}

const SUBMIT = 'otpSender.idle|SUBMIT|0';
const DONE = 'otpSender.sending|xstate.done.actor.sendOtp|0';
const ERROR = 'otpSender.sending|xstate.error.actor.sendOtp|0';

function taken(key: string, targets: string[], trigger = key.split('|')[1]!): ObservedTransition {
  const [source, eventType] = key.split('|') as [string, string];
  return { machine: 'otpSender', actor: 'x:0', key, source, eventType, trigger, targets };
}

describe('the journey observer', () => {
  it('records the transitions an actor takes, with ids and event types', async () => {
    expect((await observe('done')).map(({ actor: _actor, ...rest }) => rest)).toEqual([
      {
        machine: 'otpSender',
        key: SUBMIT,
        source: 'otpSender.idle',
        eventType: 'SUBMIT',
        trigger: 'SUBMIT',
        targets: ['otpSender.sending'],
      },
      {
        machine: 'otpSender',
        key: DONE,
        source: 'otpSender.sending',
        eventType: 'xstate.done.actor.sendOtp',
        trigger: 'xstate.done.actor.sendOtp',
        targets: ['otpSender.sent'],
      },
    ]);
  });

  it('never records what an event carries: card numbers and OTPs stay in the page', async () => {
    const records: ObservedTransition[] = [];
    const inspect = transitionObserver((record) => records.push(record));
    // The payment form with a card being typed, then an OTP typed and submitted.
    const input = { keySeed: 'seed', openedAt: 0 };
    const context = createActor(paymentMachine, { input }).getSnapshot().context;
    const choosing = paymentMachine.resolveState({ value: { methods: 'choosing' }, context });
    const payment = createActor(paymentMachine, { snapshot: choosing, input, inspect }).start();
    payment.send({ type: 'CHANGE', field: 'cardNumber', value: '4111111111111111' });
    payment.send({ type: 'CHANGE', field: 'cvv', value: '737' });
    payment.stop();
    const otp = createActor(otpMachine, { input: { request: {} }, inspect }).start();
    otp.send({ type: 'OTP_CHANGED', value: '482913' });
    otp.send({ type: 'SUBMIT_OTP' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    otp.stop();
    expect(records.map((record) => record.key)).toEqual([
      'payment.methods.choosing|CHANGE|0',
      'payment.methods.choosing|CHANGE|0',
      'otp.countingDown|OTP_CHANGED|1',
      'otp.countingDown|SUBMIT_OTP|1',
    ]);
    const text = JSON.stringify(records);
    for (const secret of ['4111111111111111', '737', '482913']) expect(text).not.toContain(secret);
    for (const record of records) expect(checkRecord(record)).toBe(record);
  });

  it('has the runner refuse a record with any other field', () => {
    const record = { ...taken(SUBMIT, ['otpSender.sending']), value: '482913' };
    expect(checkRecord(record)).toMatch(/fields actor,eventType,key,machine,source,targets,trigger,value/);
  });
});

describe('matchStep', () => {
  it('matches each step of a path the app took as planned', async () => {
    const observed = await observe('done');
    const first = matchStep([SUBMIT], observed, 0, defined);
    expect(first).toMatchObject({ status: 'matched', next: 1 });
    expect(matchStep([DONE], observed, 1, defined)).toMatchObject({ status: 'matched', next: 2 });
  });

  it('waits for a planned transition not yet taken', () => {
    const observed = [taken(SUBMIT, ['otpSender.sending'])];
    expect(matchStep([SUBMIT, DONE], observed, 0, defined)).toEqual({
      status: 'pending',
      missing: DONE,
      matched: [SUBMIT],
    });
    expect(missingMessage(DONE, observed, 1, defined)).toBe(
      `planned ${DONE} (otpSender.sending → otpSender.sent), but the app did not take it; ` +
        'it took no transition of this journey',
    );
  });

  it('fails a step whose state was left another way (done planned, the call failed)', async () => {
    const observed = await observe('error');
    const match = matchStep([DONE], observed, 1, defined);
    expect(match).toEqual({
      status: 'wrong',
      message:
        `planned ${DONE} (otpSender.sending → otpSender.sent), but the app left otpSender.sending another way: ` +
        `${ERROR} (otpSender.sending → otpSender.failed)`,
    });
  });

  it('fails a step reached by a driven event the plan did not send (the right screen the wrong way)', () => {
    // Planned: RETRY from failed to sending. The app was in canResend instead, and a SUBMIT took it
    // to sending, the screen the plan expects next; only then did a RETRY come.
    const observed = [
      taken('otpSender.canResend|SUBMIT|0', ['otpSender.sending']),
      taken('otpSender.failed|RETRY|0', ['otpSender.sending']),
    ];
    const match = matchStep(['otpSender.failed|RETRY|0'], observed, 0, defined);
    expect(match.status).toBe('wrong');
    expect(match.status === 'wrong' && match.message).toBe(
      'planned otpSender.failed|RETRY|0 (otpSender.failed → otpSender.sending), but the app took SUBMIT, ' +
        'an event the plan did not send: otpSender.canResend|SUBMIT|0 (otpSender.canResend → otpSender.sending)',
    );
  });

  it('lets through what the chart does on its own between planned transitions', () => {
    const observed = [
      // A reload: the actor starts again.
      taken('otpSender.idle|SUBMIT|0', ['otpSender.sending'], 'xstate.init'),
      // An automatic transition (a delay) of another state.
      taken('otpSender.sent|xstate.after.resendAfter.otpSender.sent|0', ['otpSender.canResend']),
      // A driven event that leaves the states as they were (a field's CHANGE).
      { ...taken('otpSender.failed|CHANGE|0', []), eventType: 'CHANGE' },
      taken('otpSender.failed|RETRY|0', ['otpSender.sending']),
    ];
    const match = matchStep(['otpSender.failed|RETRY|0'], observed, 0, defined);
    expect(match).toMatchObject({ status: 'matched', next: 4 });
    expect(match.status === 'matched' && match.unplanned).toHaveLength(3);
  });
});
