import { describe, expect, it } from 'vitest';
import type { Page } from '@playwright/test';
import { watchTransitions } from '../browser/support/observed-transitions.ts';
import type { ObservedTransition } from '../../src/app/journey-observer.ts';
import { JOURNEY_TRANSITIONS_BINDING } from '../../src/app/journey-observer.ts';
import { otpSenderMachine } from '../fixtures/machines/otp-sender.ts';

// The browser runner's watch, with a stand-in page: records arrive through the exposed page function.

function fakePage() {
  const bindings = new Map<string, (source: unknown, record: unknown) => void>();
  const page = {
    context: () => ({
      exposeBinding: async (name: string, callback: (source: unknown, record: unknown) => void) => {
        bindings.set(name, callback);
      },
    }),
    evaluate: async () => 0,
  } as unknown as Page;
  const send = (record: unknown): void => bindings.get(JOURNEY_TRANSITIONS_BINDING)?.({}, record);
  return { page, send };
}

function taken(machine: string, key: string, target: string): ObservedTransition {
  const [source, eventType] = key.split('|') as [string, string];
  return { machine, actor: 'x:1', key, source, eventType, trigger: eventType, targets: [target] };
}

describe('watchTransitions', () => {
  it("matches the journey's own transitions, leaving other machines' (a child's, the session's) alone", async () => {
    const { page, send } = fakePage();
    const watch = watchTransitions(page, otpSenderMachine, 200);
    await watch.start();
    send(taken('session', 'session.idle|SIGN_IN|0', 'session.busy'));
    send(taken('otpSender', 'otpSender.idle|SUBMIT|0', 'otpSender.sending'));
    // A child's key in the plan (the simulation sees the whole system) is not looked for here.
    await watch.expect(['otpSender.idle|SUBMIT|0', 'documentUpload.start|always|0']);
    send(taken('otpSender', 'otpSender.sending|xstate.done.actor.sendOtp|0', 'otpSender.sent'));
    await watch.expect(['otpSender.sending|xstate.done.actor.sendOtp|0']);
    expect(watch.stats()).toMatchObject({ unplanned: [] });
  });

  it('fails when a planned transition is not taken in time, saying what was', async () => {
    const { page, send } = fakePage();
    const watch = watchTransitions(page, otpSenderMachine, 100);
    await watch.start();
    send(taken('otpSender', 'otpSender.idle|SUBMIT|0', 'otpSender.sending'));
    await watch.expect(['otpSender.idle|SUBMIT|0']);
    send(taken('otpSender', 'otpSender.sent|xstate.after.resendAfter.otpSender.sent|0', 'otpSender.canResend'));
    await expect(watch.expect(['otpSender.failed|RETRY|0'])).rejects.toThrow(
      'otpSender: planned otpSender.failed|RETRY|0 (otpSender.failed → otpSender.sending), but the app did not ' +
        'take it; it took, in order: otpSender.sent|xstate.after.resendAfter.otpSender.sent|0 ' +
        '(otpSender.sent → otpSender.canResend)',
    );
  });

  it('fails at once when the app took a driven event the plan did not send', async () => {
    const { page, send } = fakePage();
    const watch = watchTransitions(page, otpSenderMachine, 10_000);
    await watch.start();
    send(taken('otpSender', 'otpSender.canResend|SUBMIT|0', 'otpSender.sending'));
    await expect(watch.expect(['otpSender.failed|RETRY|0'])).rejects.toThrow(/the app took SUBMIT, an event the plan/);
  });

  it('fails on a record that carries anything but ids and types', async () => {
    const { page, send } = fakePage();
    const watch = watchTransitions(page, otpSenderMachine, 100);
    await watch.start();
    send({ ...taken('otpSender', 'otpSender.idle|SUBMIT|0', 'otpSender.sending'), event: { otp: '482913' } });
    await expect(watch.expect([])).rejects.toThrow(/the journey observer sent a record with fields .*event/);
  });

  it('says when the app reported nothing at all (not the suite build)', async () => {
    const { page } = fakePage();
    const watch = watchTransitions(page, otpSenderMachine, 100);
    await watch.start();
    await expect(watch.expect(['otpSender.idle|SUBMIT|0'])).rejects.toThrow(/VITE_JOURNEY_OBSERVER=1/);
  });
});
