import { afterAll, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { TERMS_REQUIRED_MESSAGE } from '../../rules/login.ts';
import {
  OTP_INVALID_MESSAGE,
  RESEND_WAIT_SECONDS,
  isOtpLocked,
  lockoutMessage,
  lockoutOf,
  otpMachine,
} from '../../machines/kit/otp.machine.ts';
import type { OtpContext, OtpVerifyInput } from '../../machines/kit/otp.machine.ts';
import { routeOf } from '../../machines/routing.ts';
import { createLoginOtpActors } from '../../src/journeys/login/actors.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { TNC_ID } from '../support/events/login-events.ts';
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

// The budgets are the defaults (ADR 018): every arrangement logs in a phone of its own, so one
// path's wrong codes never lock another's.
const world = createSandboxWorld(undefined, { otpPolicy: {} });
afterAll(() => world.close());

let phones = 0;
const freshPhone = (): string => `98${String(++phones).padStart(8, '0')}`;

async function sessionWithOtpSent(phone: string): Promise<string> {
  const { sessionId } = await world.api<{ sessionId: string }>('POST', '/v1/session/create', sessionCreateBody);
  const answer = await world.control('POST', '/v2/customer/login', { phone, sessionId });
  expect(answer.status).toBe(200);
  return sessionId;
}

const codeOf = async (phone: string): Promise<string> =>
  (await world.api<{ otp: string }>('GET', `/__sandbox/otp/${phone}`)).otp;
const offByOne = (code: string): string => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** Wrong codes beside the app, each answered `status`. */
async function tryWrong(sessionId: string, phone: string, times: number, status = 422): Promise<void> {
  const code = offByOne(await codeOf(phone));
  for (let i = 0; i < times; i += 1) {
    const response = await world.control('POST', '/v2/customer/otp', { otp: code, sessionId, tncId: TNC_ID });
    expect(response.status).toBe(i === times - 1 ? status : 422);
  }
}

/**
 * A phone nine wrong codes into its budget of ten, on a session with a code just sent: a code
 * locked after its five, then four at a second login's code. The next wrong code locks the phone.
 */
async function phoneNearlyLocked(phone: string): Promise<string> {
  const first = await sessionWithOtpSent(phone);
  await tryWrong(first, phone, 5);
  const second = await sessionWithOtpSent(phone);
  await tryWrong(second, phone, 4);
  return second;
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
    const phone = freshPhone();
    const lockout = outcome.done ? null : lockoutOf(outcome.error);
    // A session with a fresh code, as the login's Send OTP left it; a planned phone lock, nine
    // wrong codes before this one, so the sandbox holds the phone on the tenth.
    const sessionId = lockout ? await phoneNearlyLocked(phone) : await sessionWithOtpSent(phone);
    const otp = await codeOf(phone);
    const code = outcome.done ? otp : offByOne(otp);
    // A planned code lock: four wrong tries before this one, so the sandbox locks the code on the fifth.
    if (!outcome.done && isOtpLocked(outcome.error)) await tryWrong(sessionId, phone, 4);
    return { otp: code, request: { ...input.request, sessionId } };
  }),
  resend: arranged(outcomes, 'resend', real.resend, async (outcome, input) => {
    const phone = freshPhone();
    const lockout = outcome.done ? null : lockoutOf(outcome.error);
    let sessionId: string;
    if (lockout?.kind === 'locked') {
      // The tenth wrong code held the phone: the resend is refused for it.
      sessionId = await phoneNearlyLocked(phone);
      await tryWrong(sessionId, phone, 1, 429);
    } else if (lockout?.kind === 'codesSpent') {
      // Five logins sent the phone its codes for the hour: the resend of the last is refused.
      for (let i = 0; i < 4; i += 1) await sessionWithOtpSent(phone);
      sessionId = await sessionWithOtpSent(phone);
    } else {
      sessionId = await sessionWithOtpSent(phone);
    }
    // The wait ran on the test's clock; the sandbox's moves past its own 30 s too.
    world.advanceServerClock(31_000);
    if (!outcome.done && !lockout) await world.fault('POST', '/v2/customer/resend-otp', RESEND_ERROR);
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
    // A lockout is said in the app's words with the time left, never the sandbox's sentence.
    for (const shown of [context.otpError, context.error]) {
      if (shown?.startsWith('Too many') && shown !== LOCKED_OTP) expect(shown).toMatch(LOCKOUT_WORDS);
    }
    // A code the lender locked takes no submit (Continue is off) until a new one is sent.
    const boxesOpen = snapshot.matches('countingDown') || snapshot.matches('canResend');
    expect(snapshot.can({ type: 'SUBMIT_OTP' })).toBe(boxesOpen && !context.locked);
    check(context, snapshot, actor.system);
  };
}

const LOCKOUT_WORDS =
  /^Too many (attempts\. You can try again|OTP requests\. You can ask for a new OTP) in \d+ (second|minute|hour)s?\.$/;

/** Under the boxes: the code's own rule, a refusal the parent heard of, a failed resend, or a lockout. */
function knownError(context: OtpContext, system: object): void {
  if (context.otpError === null) return;
  if (LOCKOUT_WORDS.test(context.otpError)) return;
  expect([OTP_INVALID_MESSAGE, RESEND_ERROR, ...reportedIn(system)]).toContain(context.otpError);
  // A refused code is gone from the boxes: the next is typed from the first.
  if (reportedIn(system).includes(context.otpError)) expect(context.otp).toBe('');
}

const handlers = {
  states: {
    'countingDown.ticking': at((context, _snapshot, system) => {
      expect(context.secondsLeft).toBeGreaterThan(0);
      // A resend refused for the phone's codes waits as long as the lender said, and says so.
      if (context.secondsLeft > RESEND_WAIT_SECONDS) {
        if (context.otpError !== null) expect(context.otpError).toMatch(/^Too many OTP requests\. .* in 1 hour\.$/);
        expect(context.secondsLeft).toBeLessThanOrEqual(3600);
      }
      knownError(context, system);
    }),
    // The phone is held: nothing to type, submit or resend, and the time left under the boxes.
    'lockedOut.waiting': at((context, snapshot) => {
      expect(context.lockout?.kind).toBe('locked');
      expect(context.lockoutSecondsLeft).toBeGreaterThan(0);
      expect(context.otpError).toBe(
        lockoutMessage(context.lockout ?? { kind: 'locked', seconds: null }, context.lockoutSecondsLeft),
      );
      expect(context.otp).toBe('');
      expect(snapshot.can({ type: 'RESEND_OTP' })).toBe(false);
      expect(snapshot.can({ type: 'OTP_CHANGED', value: '1234' })).toBe(false);
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
