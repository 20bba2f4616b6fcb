import { afterAll, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  loginMachine,
  OTP_INVALID_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  MOBILE_INVALID_MESSAGE,
  MOBILE_REQUIRED_MESSAGE,
} from '../../machines/login/login.machine.ts';
import { messageOf } from '../../machines/onboarding/messages.ts';
import type {
  LoginContext,
  LoginInput,
  SendOtpOutput,
  SessionPhoneOutput,
  TrackLoginFailureParams,
} from '../../machines/login/login.machine.ts';
import { routeOf } from '../../machines/routing.ts';
import { createLoginActors } from '../../src/journeys/session/actors.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { PathOutcomes, arranged, createSandboxWorld } from '../support/sandbox-actors.ts';

// Every transition of the login journey, with its API actors answered by the in-process
// sandbox. Each path's planned outcome of a call is arranged in the sandbox first (faults, a
// wrong OTP, customer flags); the machine then runs on the sandbox's real answers.

const PHONE = '9876543210';
const world = createSandboxWorld();
afterAll(() => world.sandbox.close());

const SESSION_FAILED_MESSAGE = 'We could not start your session.';
const FAULTS = {
  phoneBySession: 'Sandbox fault: phone lookup failed.',
  sendOtp: 'Sandbox fault: the OTP could not be sent.',
  resendOtp: 'Sandbox fault: the OTP could not be resent.',
  recordConsent: 'Sandbox fault: consent not recorded.',
  loadHome: 'Sandbox fault: home unavailable.',
};

async function newSession(): Promise<string> {
  const { sessionId } = await world.api<{ sessionId: string }>('POST', '/v1/session/create', {
    device: {
      deviceType: 'browser',
      deviceMake: 'test',
      deviceModel: 'test',
      os: 'Linux',
      osVersion: '',
      identifierType: 'ip',
      identificationNumber: '',
    },
    location: { latitude: 19.076, longitude: 72.8777 },
    source: 'web',
    utmParameters: { source: 'direct', medium: 'direct', campaign: 'direct', channel: 'web' },
    onBoardingFlow: 'WEB LONG',
  });
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
// Per run (keyed by the actor system): failures the machine tracked, and the server's messages it should have.
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

const actors = {
  phoneBySession: arranged(outcomes, 'phoneBySession', real.phoneBySession, async (outcome, input) => {
    if (!outcome.done) {
      await world.fault('GET', '/v1/customer/phone-by-session', FAULTS.phoneBySession, { status: 404 });
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
      await world.fault('POST', '/v2/customer/login', FAULTS.sendOtp);
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
  resendOtp: arranged(outcomes, 'resendOtp', real.resendOtp, async (outcome, input) => {
    if (!outcome.done) await world.fault('POST', '/v2/customer/resend-otp', FAULTS.resendOtp);
    return input;
  }),
  verifyOtp: arranged(
    outcomes,
    'verifyOtp',
    real.verifyOtp,
    async (outcome, input) => {
      // A fresh code for the session (the partner's or ours), as a resend would give.
      await world.api('POST', '/v2/customer/login', { phone: PHONE, sessionId: input.sessionId });
      const { otp } = await world.api<{ otp: string }>('GET', `/__sandbox/otp/${PHONE}`);
      if (!outcome.done) {
        const wrong = String((Number(otp) + 1) % 10_000).padStart(4, '0');
        return { ...input, otp: wrong };
      }
      // The server agrees with what the login answer said about the terms.
      if (input.tncId === null) await setCustomer({ tncAccepted: true });
      return { ...input, otp };
    },
    // A rejected verification's message is what the login-failure event must carry.
    (error, system) => listIn(expectedTracks, system).push(messageOf(error)),
  ),
  recordConsent: arranged(outcomes, 'recordConsent', real.recordConsent, async (outcome, input) => {
    if (!outcome.done) await world.fault('POST', '/v1/consent-status', FAULTS.recordConsent);
    return input;
  }),
  loadHome: arranged(outcomes, 'loadHome', real.loadHome, async (outcome, input) => {
    // GETs are retried twice on a 500, so the fault answers all three attempts.
    if (!outcome.done) await world.fault('GET', '/v1/home', FAULTS.loadHome, { times: 3 });
    return input;
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
const errorsShownOnMobile = new Set([
  MOBILE_REQUIRED_MESSAGE,
  MOBILE_INVALID_MESSAGE,
  SESSION_FAILED_MESSAGE,
  FAULTS.sendOtp,
]);

function onOtpScreen(snapshot: AnyMachineSnapshot, system: object): LoginContext {
  const context = on(snapshot);
  expect(context.phone).toBe(PHONE);
  // A reload here resumes the sent OTP (`entry` → checkingSessionPhone).
  expect(routeOf(snapshot)).toBe(`/login/verify-otp/${PHONE}?session=${context.sessionId}&otpSent=true`);
  expect(context.guarantorId).toBeNull();
  // The terms box links the document whenever it is shown, fresh or resumed.
  if (!context.tncAccepted) expect([context.tncId, context.tncLink]).toEqual(['tnc-2026-01', '/v1/terms/tnc-2026-01']);
  // The planned answers (login or resumed lookup) pair a first login with the referral code box.
  expect(context.showReferrerCode).toBe(!context.tncAccepted);
  // Each failed verification was tracked once, with the server's message.
  expect(listIn(tracked, system).map((entry) => entry.reason)).toEqual(listIn(expectedTracks, system));
  return context;
}

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
    'otpEntry.countingDown.ticking': at(({ snapshot, actor }) => {
      const context = onOtpScreen(snapshot, actor.system);
      expect(context.resendSecondsLeft).toBeGreaterThan(0);
      expect(context.resendSecondsLeft).toBeLessThanOrEqual(30);
    }),
    'otpEntry.canResend': at(({ snapshot, actor }) => {
      const context = onOtpScreen(snapshot, actor.system);
      expect(context.resendSecondsLeft).toBe(0);
      if (context.otpError !== null)
        expect([OTP_INVALID_MESSAGE, FAULTS.resendOtp, ...listIn(expectedTracks, actor.system)]).toContain(
          context.otpError,
        );
      if (context.termsError !== null) expect(context.termsError).toBe(TERMS_REQUIRED_MESSAGE);
    }),
    'otpEntry.resending': at(({ snapshot, actor }) => {
      onOtpScreen(snapshot, actor.system);
    }),
    'otpEntry.verifying': at(({ snapshot, actor }) => {
      const context = onOtpScreen(snapshot, actor.system);
      expect(context.otp).toMatch(/^\d{4}$/);
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
    OTP_CHANGED: sendEvent,
    REFERRER_CODE_CHANGED: sendEvent,
    TERMS_TOGGLED: sendEvent,
    SUBMIT_OTP: sendEvent,
    // The countdown ran on the test's clock; the sandbox's clock moves on as well.
    RESEND_OTP: ({ send, event }) => {
      world.advanceServerClock(31_000);
      send(event);
    },
    CHANGE_NUMBER: sendEvent,
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
  if (snapshot.matches('otpEntry')) {
    return JSON.stringify({
      value: snapshot.value,
      otpOk: /^\d{4}$/.test(context.otp),
      terms: context.tncAccepted ? 'accepted' : context.termsChecked ? 'checked' : 'missing',
      waiting: context.resendSecondsLeft > 0,
    });
  }
  return JSON.stringify({ value: snapshot.value, terms: context.tncAccepted });
}

const sampleToken = { tokenType: 'Bearer', accessToken: 'eyJ.sample.token', onBoardingType: 'direct' };
const events = [
  { type: 'MOBILE_CHANGED', value: PHONE },
  { type: 'OTP_CHANGED', value: '1234' },
  { type: 'REFERRER_CODE_CHANGED', value: 'FRIEND1' },
  { type: 'TERMS_TOGGLED', checked: true },
  { type: 'SESSION_READY', sessionId: 'planned-session' },
  { type: 'SESSION_FAILED', message: SESSION_FAILED_MESSAGE },
  // Resumed before the terms were accepted (box and referral code shown), and after.
  {
    type: 'xstate.done.actor.phoneBySession',
    output: {
      phone: PHONE,
      tncId: 'tnc-2026-01',
      tncLink: '/v1/terms/tnc-2026-01',
      tncAccepted: false,
      showReferrerCode: true,
      guarantorId: null,
    },
  },
  {
    type: 'xstate.done.actor.phoneBySession',
    output: {
      phone: PHONE,
      tncId: 'tnc-2026-01',
      tncLink: '/v1/terms/tnc-2026-01',
      tncAccepted: true,
      showReferrerCode: false,
      guarantorId: null,
    },
  },
  { type: 'xstate.error.actor.phoneBySession', error: new Error(FAULTS.phoneBySession) },
  {
    type: 'xstate.done.actor.sendOtp',
    output: {
      tncId: 'tnc-2026-01',
      tncLink: '/terms/tnc-2026-01',
      tncAccepted: false,
      showReferrerCode: true,
      guarantorId: null,
    },
  },
  {
    type: 'xstate.done.actor.sendOtp',
    output: {
      tncId: 'tnc-2026-01',
      tncLink: '/terms/tnc-2026-01',
      tncAccepted: true,
      showReferrerCode: false,
      guarantorId: null,
    },
  },
  { type: 'xstate.error.actor.sendOtp', error: new Error(FAULTS.sendOtp) },
  { type: 'xstate.done.actor.resendOtp', output: { retryAfterSeconds: 30 } },
  { type: 'xstate.error.actor.resendOtp', error: new Error(FAULTS.resendOtp) },
  { type: 'xstate.done.actor.verifyOtp', output: sampleToken },
  { type: 'xstate.error.actor.verifyOtp', error: new Error('Wrong OTP.') },
  { type: 'xstate.done.actor.recordConsent', output: undefined },
  { type: 'xstate.error.actor.recordConsent', error: new Error(FAULTS.recordConsent) },
  { type: 'xstate.done.actor.loadHome', output: {} },
  { type: 'xstate.error.actor.loadHome', error: new Error(FAULTS.loadHome) },
] as const;

runMachinePaths(provided, handlers, { events, inputs, serializeState, actors, name: 'login' });
