import { afterAll, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { TERMS_REQUIRED_MESSAGE } from '../../machines/login/validation.ts';
import { OTP_INVALID_MESSAGE, RESEND_WAIT_SECONDS, isOtpLocked, otpMachine } from '../../machines/otp/otp.machine.ts';
import type { OtpContext, OtpVerifyInput } from '../../machines/otp/otp.machine.ts';
import { routeOf } from '../../machines/routing.ts';
import { createLoginOtpActors } from '../../src/journeys/session/actors.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { PHONE, TNC_ID } from '../support/events/login-events.ts';
import {
  LOCKED_OTP,
  RESEND_ERROR,
  otpEventOffered,
  otpEvents,
  otpInput,
  serializeOtpState,
} from '../support/events/otp-events.ts';
import { PathOutcomes, arranged, createSandboxWorld } from '../support/sandbox-actors.ts';
import { sessionCreateBody } from '../fixtures/device.ts';

// Every transition of the otp child, as the login's Verify Otp runs it for a first login, with
// the login's real verify and resend answered by the in-process sandbox: each call gets a
// session with an OTP just sent, a planned wrong code is one off the code sent, a planned
// resend failure a sandbox fault. The child has no screen of its own (the parent's route stands).

const world = createSandboxWorld();
afterAll(() => world.close());

async function sessionWithOtpSent(): Promise<string> {
  const { sessionId } = await world.api<{ sessionId: string }>('POST', '/v1/session/create', sessionCreateBody);
  await world.api('POST', '/v2/customer/login', { phone: PHONE, sessionId });
  return sessionId;
}

// Per run (keyed by the actor system): the refusals reported to the parent.
const reported = new WeakMap<object, string[]>();
const reportedIn = (system: object): string[] => {
  const list = reported.get(system) ?? [];
  reported.set(system, list);
  return list;
};

const provided = otpMachine.provide({
  actions: {
    // The parent (login) hears of every refused code; here the run keeps count.
    reportRejection: ({ system }, params) => {
      reportedIn(system).push(params.error instanceof Error ? params.error.message : String(params.error));
    },
  },
});

const outcomes = new PathOutcomes();
const real = createLoginOtpActors(world.client);

const actors = {
  verify: arranged(outcomes, 'verify', real.verify, async (outcome, input: OtpVerifyInput) => {
    // A session with a fresh code, as the login's Send OTP left it.
    const sessionId = await sessionWithOtpSent();
    const { otp } = await world.api<{ otp: string }>('GET', `/__sandbox/otp/${PHONE}`);
    const code = outcome.done ? otp : String((Number(otp) + 1) % 10_000).padStart(4, '0');
    // A planned lock: four wrong tries before this one, so the sandbox locks the code on the fifth.
    if (!outcome.done && isOtpLocked(outcome.error)) {
      for (let i = 0; i < 4; i += 1) {
        const response = await world.control('POST', '/v2/customer/otp', { otp: code, sessionId, tncId: TNC_ID });
        expect(response.status).toBe(422);
      }
    }
    return { otp: code, request: { ...input.request, sessionId } };
  }),
  resend: arranged(outcomes, 'resend', real.resend, async (outcome, input) => {
    const sessionId = await sessionWithOtpSent();
    // The wait ran on the test's clock; the sandbox's moves past its own 30 s too.
    world.advanceServerClock(31_000);
    if (!outcome.done) await world.fault('POST', '/v2/customer/resend-otp', RESEND_ERROR);
    return { request: { ...input.request, sessionId } };
  }),
};

type Context = MachineStateContext<typeof provided>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as OtpContext;

/** Every state handler ties the run to its path first, then asserts what the screen would show. */
function at(check: (context: OtpContext, snapshot: AnyMachineSnapshot, system: object) => void) {
  return async ({ actor, path, snapshot }: Context) => {
    outcomes.bind(actor, path);
    const context = on(snapshot);
    expect(routeOf(snapshot)).toBeNull();
    // The terms the login holds the code for are its first login's, ticked or not.
    expect(context.request['tncId'] === TNC_ID).toBe(context.hold === null);
    if (context.hold !== null) expect(context.hold).toBe(TERMS_REQUIRED_MESSAGE);
    if (context.holdError !== null) expect(context.holdError).toBe(context.hold);
    // Calls' errors show under the boxes, as on Verify Otp; the alert stays empty.
    expect(context.error).toBeNull();
    // The parent heard of each refused code: the sandbox's own words.
    for (const message of reportedIn(actor.system)) expect(message).toMatch(/^(The OTP is incorrect\.|Too many)/);
    // A code the lender locked takes no submit (Continue is off) until a new one is sent.
    const boxesOpen = snapshot.matches('countingDown') || snapshot.matches('canResend');
    expect(snapshot.can({ type: 'SUBMIT_OTP' })).toBe(boxesOpen && !context.locked);
    check(context, snapshot, actor.system);
  };
}

/** Under the boxes: the code's own rule, a refusal the parent heard of, or a failed resend. */
function knownError(context: OtpContext, system: object): void {
  if (context.otpError === null) return;
  expect([OTP_INVALID_MESSAGE, RESEND_ERROR, ...reportedIn(system)]).toContain(context.otpError);
  // A refused code is gone from the boxes: the next is typed from the first.
  if (reportedIn(system).includes(context.otpError)) expect(context.otp).toBe('');
}

const handlers = {
  states: {
    'countingDown.ticking': at((context, _snapshot, system) => {
      expect(context.secondsLeft).toBeGreaterThan(0);
      expect(context.secondsLeft).toBeLessThanOrEqual(RESEND_WAIT_SECONDS);
      knownError(context, system);
    }),
    canResend: at((context, _snapshot, system) => {
      expect(context.secondsLeft).toBe(0);
      knownError(context, system);
    }),
    resending: at((context) => expect(context.secondsLeft).toBe(0)),
    verifying: at((context, _snapshot, system) => {
      // Only a code the lender has not locked is sent.
      expect(reportedIn(system).at(-1)).not.toBe(LOCKED_OTP);
      expect(context.otp).toMatch(/^\d{4}$/);
      expect(context.hold).toBeNull();
    }),
    verified: at((_context, snapshot) => {
      expect(snapshot.status).toBe('done');
      // The sandbox's token is the parent's answer, passed on as the child's output.
      expect(snapshot.output).toMatchObject({ tokenType: 'Bearer', accessToken: expect.stringMatching(/^eyJ/) });
    }),
  },
  events: {
    OTP_CHANGED: sendEvent,
    SUBMIT_OTP: sendEvent,
    RESEND_OTP: sendEvent,
    REQUEST_CHANGED: sendEvent,
  },
} satisfies MachineHandlers<typeof provided>;

runMachinePaths(provided, handlers, {
  events: otpEvents,
  filterEvents: otpEventOffered,
  input: otpInput,
  serializeState: serializeOtpState,
  actors,
  name: 'otp',
});
