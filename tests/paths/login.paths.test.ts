import { afterAll, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { loginMachine, MOBILE_INVALID_MESSAGE, MOBILE_REQUIRED_MESSAGE } from '../../machines/login/login.machine.ts';
import type {
  AuthorizedInput,
  LoginAuth,
  LoginContext,
  LoginInput,
  SendOtpOutput,
  SessionPhoneOutput,
  TrackLoginFailureParams,
} from '../../machines/login/login.machine.ts';
import { routeOf } from '../../machines/routing.ts';
import { HEAVY_LOAD_MESSAGE } from '../../rules/failure.ts';
import { createLoginActors } from '../../src/journeys/login/actors.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import {
  PHONE,
  SERVER_ERROR,
  SESSION_ERROR,
  TNC_ID,
  TNC_LINK,
  loginEventOffered,
  loginEvents,
} from '../support/events/login-events.ts';
import { PathOutcomes, arranged, createSandboxWorld } from '../support/sandbox-actors.ts';
import type { Outcome } from '../support/sandbox-actors.ts';
import { sessionCreateBody } from '../fixtures/device.ts';

// Every transition of the login journey, with its API actors answered by the in-process
// sandbox. Each path's planned outcome of a call is arranged in the sandbox first (faults,
// customer flags); the machine then runs on the sandbox's real answers. Verify Otp's code is
// the otp child's (its own paths: otp.paths.test.ts): here the child ends as the path plans,
// with a token, and the calls after it carry a token the sandbox really issued.

const world = createSandboxWorld();
afterAll(() => world.close());

async function newSession(): Promise<string> {
  const { sessionId } = await world.api<{ sessionId: string }>('POST', '/v1/session/create', sessionCreateBody);
  return sessionId;
}

// A partner app started this session and sent the OTP: ?session=<id>&otpSent=true.
const resumedSession = await newSession();
await world.api('POST', '/v2/customer/login', { phone: PHONE, sessionId: resumedSession });

const inputs: LoginInput[] = [
  { query: {}, sessionId: null, referralFlow: false },
  {
    query: { session: resumedSession, otpSent: 'true', redirect: 'My Profile' },
    sessionId: resumedSession,
    referralFlow: false,
  },
];

// Recording fakes for the browser-side actions the app provides.
// Per run (keyed by the actor system): failures the machine tracked, and the refusals the otp child reported.
const tracked = new WeakMap<object, TrackLoginFailureParams[]>();
const expectedTracks = new WeakMap<object, string[]>();
const listIn = <T>(map: WeakMap<object, T[]>, key: object): T[] => {
  const list = map.get(key) ?? [];
  map.set(key, list);
  return list;
};
let retriesRequested = 0;
const provided = loginMachine.provide({
  actions: {
    trackLoginFailure: ({ system }, params) => {
      listIn(tracked, system).push(params);
    },
    requestSessionRetry: () => {
      retriesRequested += 1;
    },
  },
});

const outcomes = new PathOutcomes();
const real = createLoginActors(world.client);
const setCustomer = (flags: Record<string, unknown>) => world.api('PUT', `/__sandbox/customers/${PHONE}`, flags);
const plannedFailure = (outcome: Outcome): string => (outcome.done ? '' : (outcome.error as Error).message);

/** A token the sandbox issued for PHONE, as the otp child's right code would have brought. */
async function issuedToken(): Promise<LoginAuth> {
  const sessionId = await newSession();
  await world.api('POST', '/v2/customer/login', { phone: PHONE, sessionId });
  const { otp } = await world.api<{ otp: string }>('GET', `/__sandbox/otp/${PHONE}`);
  return world.api<LoginAuth>('POST', '/v2/customer/otp', { otp, sessionId, tncId: TNC_ID });
}

const withIssuedToken = async (): Promise<AuthorizedInput> => ({ auth: await issuedToken() });

const actors = {
  phoneBySession: arranged(outcomes, 'phoneBySession', real.phoneBySession, async (outcome, input) => {
    if (!outcome.done) {
      await world.fault('GET', '/v1/customer/phone-by-session', plannedFailure(outcome), { status: 404 });
      return input;
    }
    // The customer as the partner's login left them; the lookup reports it for Verify Otp.
    const planned = outcome.output as SessionPhoneOutput;
    await setCustomer({
      tncAccepted: planned.tncAccepted,
      showReferrerCode: planned.showReferrerCode,
      referrerCode: null,
    });
    return input;
  }),
  sendOtp: arranged(outcomes, 'sendOtp', real.sendOtp, async (outcome, input) => {
    if (!outcome.done) {
      await world.fault('POST', '/v2/customer/login', plannedFailure(outcome));
      return input;
    }
    const planned = outcome.output as SendOtpOutput;
    await setCustomer({
      tncAccepted: planned.tncAccepted,
      showReferrerCode: planned.showReferrerCode,
      referrerCode: null,
    });
    return input;
  }),
  recordConsent: arranged(outcomes, 'recordConsent', real.recordConsent, async (outcome) => {
    if (!outcome.done) await world.fault('POST', '/v1/consent-status', plannedFailure(outcome));
    return withIssuedToken();
  }),
  loadHome: arranged(outcomes, 'loadHome', real.loadHome, async (outcome) => {
    // GETs are retried twice on a 500, so the fault answers all three attempts.
    if (!outcome.done) await world.fault('GET', '/v1/home', plannedFailure(outcome), { times: 3 });
    return withIssuedToken();
  }),
};

type Context = MachineStateContext<typeof provided>;

/** Every state handler first ties the run to its path, then asserts what the user would see. */
function at(check: (context: Context) => void | Promise<void>) {
  return async (context: Context) => {
    outcomes.bind(context.actor, context.path);
    await check(context);
  };
}

function transient(name: string) {
  return at(() => {
    throw new Error(`${name} is transient and must never be observed`);
  });
}

const on = (snapshot: AnyMachineSnapshot) => snapshot.context as LoginContext;
const errorsShownOnMobile = [
  MOBILE_REQUIRED_MESSAGE,
  MOBILE_INVALID_MESSAGE,
  SESSION_ERROR,
  SERVER_ERROR,
  HEAVY_LOAD_MESSAGE,
];

const handlers = {
  states: {
    entry: transient('entry'),
    checkingSessionPhone: at(({ snapshot }) => {
      expect(routeOf(snapshot)).toBeNull();
    }),
    'mobileEntry.editing': at(({ snapshot }) => {
      const context = on(snapshot);
      expect(routeOf(snapshot)).toBe('/login/mobile-no');
      expect(context.phone).toBeNull();
      if (context.mobileError !== null) expect(errorsShownOnMobile).toContain(context.mobileError);
    }),
    'mobileEntry.awaitingSession': at(({ snapshot }) => {
      const context = on(snapshot);
      expect(context.sessionId).toBeNull();
      expect(context.sessionProblem).toBeNull();
      expect(context.mobile).toBe(PHONE);
    }),
    'mobileEntry.sendingOtp': at(({ snapshot }) => {
      expect(on(snapshot).sessionId).not.toBeNull();
    }),
    otpEntry: at(({ snapshot, actor }) => {
      const context = on(snapshot);
      expect(context.phone).toBe(PHONE);
      // A reload here resumes the sent OTP (`entry` → checkingSessionPhone).
      expect(routeOf(snapshot)).toBe(`/login/verify-otp/${PHONE}?session=${context.sessionId}&otpSent=true`);
      expect(context.guarantorId).toBeNull();
      // The code is entered in the otp child, running while the screen shows.
      expect(snapshot.children.otp).toBeDefined();
      // The terms box links the document whenever it is shown, fresh or resumed.
      if (!context.tncAccepted) expect([context.tncId, context.tncLink]).toEqual([TNC_ID, TNC_LINK]);
      // The planned answers (login or resumed lookup) pair a first login with the referral code box.
      expect(context.showReferrerCode).toBe(!context.tncAccepted);
      // Each code the child reported refused was tracked once, with its message.
      expect(listIn(tracked, actor.system).map((entry) => entry.reason)).toEqual(listIn(expectedTracks, actor.system));
      expect(listIn(tracked, actor.system).every((entry) => !entry.guarantor)).toBe(true);
    }),
    recordingConsent: at(({ snapshot }) => {
      expect(on(snapshot).auth?.tokenType).toBe('Bearer');
      expect(on(snapshot).tncAccepted).toBe(false);
    }),
    loadingHome: at(({ snapshot }) => {
      expect(on(snapshot).auth?.accessToken).toMatch(/^eyJ/);
      expect(on(snapshot).query.redirect).toBe('My Profile');
    }),
    done: at(({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      const output = snapshot.output as {
        phone: string;
        auth: { tokenType: string; accessToken: string };
        landing: unknown;
        home: unknown;
      };
      expect(output.phone).toBe(PHONE);
      expect(output.auth.accessToken).toMatch(/^eyJ/);
      const redirect = on(snapshot).query.redirect;
      if (redirect) {
        expect(output.landing).toEqual({ kind: 'redirect', routeName: redirect, query: {} });
      } else {
        expect(output.landing).toEqual({ kind: 'dashboard' });
        expect(output.home).toBeNull();
      }
    }),
  },
  events: {
    MOBILE_CHANGED: sendEvent,
    SUBMIT_MOBILE: ({ send, event, snapshot }) => {
      const { mobile, sessionId, sessionProblem } = snapshot.context;
      const hadProblem = /^[6-9]\d{9}$/.test(mobile) && sessionId === null && sessionProblem !== null;
      const before = retriesRequested;
      send(event);
      // Send OTP after a failed session start asks the session to try again, once.
      if (hadProblem) expect(retriesRequested).toBe(before + 1);
      else expect(retriesRequested).toBe(before);
    },
    REFERRER_CODE_CHANGED: sendEvent,
    TERMS_TOGGLED: sendEvent,
    CHANGE_NUMBER: sendEvent,
    // The otp child reports a refused code: the login tracks it (§4).
    OTP_REJECTED: ({ send, event, actor }) => {
      listIn(expectedTracks, actor.system).push(event.message);
      send(event);
    },
    // The session (parent) announces a real session.
    SESSION_READY: async ({ send }) => {
      send({ type: 'SESSION_READY', sessionId: await newSession() });
    },
    SESSION_FAILED: sendEvent,
    'xstate.route': sendEvent,
  },
} satisfies MachineHandlers<typeof provided>;

// Keep the model small: per screen, only what that screen's guards read.
function serializeState(snapshot: AnyMachineSnapshot): string {
  const context = on(snapshot);
  if (snapshot.matches('mobileEntry')) {
    const session = context.sessionId !== null;
    return JSON.stringify({
      value: snapshot.value,
      mobileOk: /^[6-9]\d{9}$/.test(context.mobile),
      session,
      problem: !session && context.sessionProblem !== null,
    });
  }
  const terms = context.tncAccepted ? 'accepted' : context.termsChecked ? 'checked' : 'missing';
  return JSON.stringify({ value: snapshot.value, terms });
}

runMachinePaths(provided, handlers, {
  events: loginEvents,
  filterEvents: loginEventOffered,
  inputs,
  serializeState,
  actors,
  name: 'login',
});
