import { describe, expect, it } from 'vitest';
import type { Page } from '@playwright/test';
import { runBrowserPath } from '../browser/support/browser-runner.ts';
import type { BrowserHandlers } from '../browser/support/browser-runner.ts';
import type { SandboxClient } from '../browser/support/sandbox-client.ts';
import { buildPathPlan } from '../support/harness/plan.ts';
import { matchStep, missingMessage } from '../support/harness/observed-match.ts';
import type { TransitionWatch } from '../browser/support/observed-transitions.ts';
import type { ObservedTransition } from '../../src/app/journey-observer.ts';
import { transitionsOf } from '../../scripts/journey-graph/transitions.ts';
import { otpSenderEvents, otpSenderMachine } from '../fixtures/machines/otp-sender.ts';

// The browser runner's stepping, checked without a browser: handlers log what they were asked.

/** The app's observed transitions, as the test build's observer would report them, matched like the real watch. */
function watchOf(observed: ObservedTransition[]): TransitionWatch {
  const defined = new Map(transitionsOf(otpSenderMachine).map((transition) => [transition.key, transition]));
  let cursor = 0;
  return {
    stats: () => ({ unplanned: [], waitedMs: 0, waits: [] }),
    start: async () => {},
    expect: async (planned) => {
      const match = matchStep(planned, observed, cursor, defined);
      if (match.status === 'wrong') throw new Error(match.message);
      if (match.status === 'pending') throw new Error(missingMessage(match.missing, observed, cursor, defined));
      cursor = match.next;
    },
  };
}

function taken(key: string, target: string): ObservedTransition {
  const [source, eventType] = key.split('|') as [string, string];
  return { machine: 'otpSender', actor: 'x:1', key, source, eventType, trigger: eventType, targets: [target] };
}

/** What the app takes on the failing path's plan: SUBMIT, the call fails, RETRY. */
const asPlanned = [
  taken('otpSender.idle|SUBMIT|0', 'otpSender.sending'),
  taken('otpSender.sending|xstate.error.actor.sendOtp|0', 'otpSender.failed'),
  taken('otpSender.failed|RETRY|0', 'otpSender.sending'),
];

function fakes(
  log: string[],
  observed: ObservedTransition[] = asPlanned,
): { page: Page; sandbox: SandboxClient; watch: TransitionWatch } {
  const sandbox: SandboxClient = {
    putCustomer: async () => ({}),
    addFault: async (fault) => void log.push(`fault ${fault.path}`),
    clearFaults: async () => {},
    otp: async () => '0000',
  };
  return { page: {} as Page, sandbox, watch: watchOf(observed) };
}

function handlers(log: string[], failOn?: string) {
  const state = (name: string) => () => {
    log.push(`state ${name}`);
    if (name === failOn) throw new Error(`screen ${name} is wrong`);
  };
  return {
    open: () => void log.push('open'),
    setup: () => void log.push('setup'),
    states: {
      idle: state('idle'),
      sending: state('sending'),
      sent: state('sent'),
      canResend: state('canResend'),
      failed: state('failed'),
    },
    events: {
      SUBMIT: async ({ sandbox, next }) => {
        if (next?.type === 'xstate.error.actor.sendOtp')
          await sandbox.addFault({ path: '/v2/customer/otp', status: 500 });
        log.push('SUBMIT');
      },
      RETRY: () => void log.push('RETRY'),
    },
    builtIns: {
      'xstate.done.actor.sendOtp': () => void log.push('done'),
      'xstate.error.actor.sendOtp': () => void log.push('error'),
      'xstate.after.resendAfter.otpSender.sent': () => void log.push('wait'),
    },
  } satisfies BrowserHandlers<typeof otpSenderMachine>;
}

const plan = buildPathPlan(otpSenderMachine, {
  events: otpSenderEvents,
  serializeState: (s) => JSON.stringify(s.value),
});
const failing = plan.paths.find((path) => path.steps.some((step) => step.event.type === 'xstate.error.actor.sendOtp'));

describe('runBrowserPath', () => {
  it('sets up, lets a handler arrange the next outcome, and records every transition', async () => {
    const log: string[] = [];
    const completed: string[] = [];
    await runBrowserPath(failing!, handlers(log), fakes(log), completed);
    expect(log).toEqual([
      'setup',
      'open',
      'state idle',
      'fault /v2/customer/otp',
      'SUBMIT',
      'state sending',
      'error',
      'state failed',
      'RETRY',
      'state sending',
    ]);
    expect(completed).toEqual([
      'otpSender.idle|SUBMIT|0',
      'otpSender.sending|xstate.error.actor.sendOtp|0',
      'otpSender.failed|RETRY|0',
    ]);
  });

  it('stops at the first failing screen and records only the steps that completed', async () => {
    const log: string[] = [];
    const completed: string[] = [];
    await expect(runBrowserPath(failing!, handlers(log, 'failed'), fakes(log), completed)).rejects.toThrow(
      /screen failed is wrong/,
    );
    expect(completed).toEqual(['otpSender.idle|SUBMIT|0']);
  });

  it('runs the opening and each event as a named step, every event with a timeout of its own', async () => {
    const log: string[] = [];
    const steps: string[] = [];
    await runBrowserPath(failing!, handlers(log), fakes(log), [], async (title, body, timeoutMs) => {
      steps.push(timeoutMs === undefined ? title : `${title} within ${timeoutMs} ms`);
      await body();
    });
    expect(steps).toEqual([
      'open',
      'step 1 (SUBMIT) within 45000 ms',
      'step 2 (xstate.error.actor.sendOtp) within 45000 ms',
      'step 3 (RETRY) within 45000 ms',
    ]);
    // The steps ran their handlers: the same log as without them.
    expect(log.at(-1)).toBe('state sending');
  });

  it('fails the step whose screen the app reached another way, and records only what it was seen taking', async () => {
    const log: string[] = [];
    const completed: string[] = [];
    // The call succeeded and the app went on to sent, not failed: step 2's screen check is
    // lenient here (its handler passes), so only the observed transitions can tell.
    const observed = [asPlanned[0]!, taken('otpSender.sending|xstate.done.actor.sendOtp|0', 'otpSender.sent')];
    await expect(runBrowserPath(failing!, handlers(log), fakes(log, observed), completed)).rejects.toThrow(
      'step 2 (xstate.error.actor.sendOtp): planned otpSender.sending|xstate.error.actor.sendOtp|0 ' +
        '(otpSender.sending → otpSender.failed), but the app left otpSender.sending another way: ' +
        'otpSender.sending|xstate.done.actor.sendOtp|0 (otpSender.sending → otpSender.sent)',
    );
    expect(completed).toEqual(['otpSender.idle|SUBMIT|0']);
  });

  it('counts nothing the app was not seen taking, whatever the screens showed', async () => {
    const completed: string[] = [];
    await expect(runBrowserPath(failing!, handlers([]), fakes([], []), completed)).rejects.toThrow(
      /step 1 \(SUBMIT\): planned otpSender.idle\|SUBMIT\|0 .*did not take it/,
    );
    expect(completed).toEqual([]);
  });
});
