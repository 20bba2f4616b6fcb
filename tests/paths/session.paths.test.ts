import { afterAll, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { messageOf } from '../../machines/kit/app-call.ts';
import type { LoginOutput } from '../../machines/login/login.machine.ts';
import { sessionMachine } from '../../machines/session/session.machine.ts';
import type {
  HomeBundle,
  ReferralStarted,
  SessionContext,
  SessionInput,
} from '../../machines/session/session.machine.ts';
import { routeOf } from '../../machines/routing.ts';
import { createSessionActors } from '../../src/journeys/session/actors.ts';
import { decodeToken } from '../../src/lib/jwt.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { PathOutcomes, arranged, createSandboxWorld } from '../support/sandbox-actors.ts';
import {
  APPLICANT_LOGIN,
  CALLBACK_URL,
  GUARANTOR_LOGIN,
  GUARANTOR_PHONE,
  HOME_ERROR,
  LOGOUT_ERROR,
  MARKETPLACE,
  PHONE,
  REFERRAL_ERROR,
  SESSION_ERROR,
  sessionEvents,
} from '../support/events/session-events.ts';
import { sessionCreateBody } from '../fixtures/device.ts';

// Every transition of the app-level session, with its API actors answered by the in-process
// sandbox. The login journey is the session's child; here its result is the path's sample (the
// login paths test that journey on its own).

let currentToken: string | null = null;
const world = createSandboxWorld(() => currentToken);
afterAll(() => world.close());

const FAULTS = {
  createSession: SESSION_ERROR,
  startReferral: REFERRAL_ERROR,
  loadHome: HOME_ERROR,
  logout: LOGOUT_ERROR,
};

const sessionBody = sessionCreateBody;

/** A whole login through the public API, as a browser that logged in earlier did. */
async function signIn(): Promise<string> {
  const { sessionId } = await world.api<{ sessionId: string }>('POST', '/v1/session/create', sessionBody);
  const terms = await world.api<{ tncId: string; tncAccepted: boolean }>('POST', '/v2/customer/login', {
    phone: PHONE,
    sessionId,
  });
  const { otp } = await world.api<{ otp: string }>('GET', `/__sandbox/otp/${PHONE}`);
  const token = await world.api<{ tokenType: string; accessToken: string }>('POST', '/v2/customer/otp', {
    otp,
    sessionId,
    ...(terms.tncAccepted ? {} : { tncId: terms.tncId }),
  });
  return `${token.tokenType} ${token.accessToken}`;
}

// The sandbox knows a guarantor only once an applicant named them (QA: the control API).
await world.api('PUT', `/__sandbox/guarantors/${GUARANTOR_PHONE}`, {});

/** A guarantor's whole login through the public API: /v1/guarantor/login, then its verify-otp. */
async function signInGuarantor(): Promise<{ token: string; guarantorId: string }> {
  const { sessionId } = await world.api<{ sessionId: string }>('POST', '/v1/session/create', sessionBody);
  const answer = await world.api<{ guarantorId: string; tncId: string; tncAccepted: boolean }>(
    'POST',
    '/v1/guarantor/login',
    {
      phoneNumber: GUARANTOR_PHONE,
      sessionId,
    },
  );
  const { otp } = await world.api<{ otp: string }>('GET', `/__sandbox/otp/${GUARANTOR_PHONE}`);
  const token = await world.api<{ tokenType: string; accessToken: string }>(
    'POST',
    `/v1/guarantor/${answer.guarantorId}/verify-otp`,
    {
      otp,
      ...(answer.tncAccepted ? {} : { tncId: answer.tncId }),
    },
  );
  return { token: `${token.tokenType} ${token.accessToken}`, guarantorId: answer.guarantorId };
}

const storedToken = await signIn();
const guarantorLogin = await signInGuarantor();
const utm = { source: 'direct', medium: 'direct', campaign: 'direct' };
const nobody = {
  token: null,
  phone: null,
  sessionId: null,
  onBoardingType: null,
  isReferralFlow: false,
  isWebView: false,
  guarantor: false,
};
const noEntry = { sessionId: null, marketplaceName: null, callbackUrl: null, utm };

const inputs: SessionInput[] = [
  // A first visit.
  { stored: nobody, nativeWrapper: false, entry: noEntry, loginQuery: {} },
  // A partner marketplace sends its user with a callback.
  {
    stored: nobody,
    nativeWrapper: false,
    entry: { ...noEntry, marketplaceName: MARKETPLACE, callbackUrl: CALLBACK_URL },
    loginQuery: { marketplaceName: MARKETPLACE, callbackUrl: CALLBACK_URL },
  },
  // A partner started the session already (?session=).
  {
    stored: nobody,
    nativeWrapper: false,
    entry: { ...noEntry, sessionId: 'a-partner-session' },
    loginQuery: { session: 'a-partner-session' },
  },
  // A reload while logged in, inside the web view.
  {
    stored: { ...nobody, token: storedToken, phone: PHONE, onBoardingType: 'direct', isWebView: true },
    nativeWrapper: false,
    entry: noEntry,
    loginQuery: {},
  },
  // A reload while a guarantor is logged in: the stored token says so.
  {
    stored: {
      ...nobody,
      token: guarantorLogin.token,
      phone: GUARANTOR_PHONE,
      onBoardingType: decodeToken(guarantorLogin.token)?.onBoardingType ?? null,
      guarantor: decodeToken(guarantorLogin.token)?.isGuarantor ?? false,
    },
    nativeWrapper: false,
    entry: noEntry,
    loginQuery: {},
  },
  // The guarantor entry (the redirect names a guarantor screen); the login child answers as a guarantor.
  {
    stored: nobody,
    nativeWrapper: false,
    entry: { ...noEntry, guarantorEntry: true },
    loginQuery: { redirect: 'Loan Information' },
  },
];

// Recording fakes for the browser-side actions, per run.
const calls = new WeakMap<
  object,
  { persisted: LoginOutput[]; referrals: ReferralStarted[]; homes: HomeBundle[]; ended: number }
>();
const callsOf = (system: object) => {
  const found = calls.get(system) ?? { persisted: [], referrals: [], homes: [], ended: 0 };
  calls.set(system, found);
  return found;
};
const provided = sessionMachine.provide({
  actions: {
    persistAuth: ({ system }, output) => {
      callsOf(system).persisted.push(output);
    },
    rememberReferral: ({ system }, referral) => {
      callsOf(system).referrals.push(referral);
    },
    persistHome: ({ system }, bundle) => {
      callsOf(system).homes.push(bundle);
    },
    endSession: ({ system }) => {
      callsOf(system).ended += 1;
    },
  },
});

// Who Log out signs out: the last logged-in state a handler saw (paths run one at a time).
let signingOutGuarantor = false;

const outcomes = new PathOutcomes();
const real = createSessionActors(world.client, {
  navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 14)', vendor: 'Google Inc.', platform: 'Linux armv8l' },
  locate: async () => null,
});
const problems = new WeakMap<object, string>();
const noteProblem = (error: unknown, system: object) => problems.set(system, messageOf(error));

const actors = {
  createSession: arranged(
    outcomes,
    'createSession',
    real.createSession,
    async (outcome, input) => {
      if (!outcome.done) await world.fault('POST', '/v1/session/create', FAULTS.createSession);
      return input;
    },
    noteProblem,
  ),
  startReferral: arranged(
    outcomes,
    'startReferral',
    real.startReferral,
    async (outcome, input) => {
      if (!outcome.done) await world.fault('POST', '/v1/referral/start', FAULTS.startReferral);
      return input;
    },
    noteProblem,
  ),
  loadHome: arranged(
    outcomes,
    'loadHome',
    real.loadHome,
    async (outcome, input) => {
      // The stored token of this browser (a logout in an earlier path revoked the previous one).
      currentToken = await signIn();
      // GETs are retried twice on a 500, so the fault answers all three attempts.
      if (!outcome.done) await world.fault('GET', '/v1/home', FAULTS.loadHome, { times: 3 });
      return input;
    },
    noteProblem,
  ),
  logout: arranged(outcomes, 'logout', real.logout, async (outcome, input) => {
    currentToken = signingOutGuarantor ? (await signInGuarantor()).token : await signIn();
    if (!outcome.done) await world.fault('DELETE', '/v1/customer/logout', FAULTS.logout);
    return input;
  }),
};

type Context = MachineStateContext<typeof provided>;

// The addresses a finished login of these paths hands the address bar to (§4: an applicant with no
// redirect → Dashboard, guarantor → Loan Information); a session booted from storage, or not
// logged in, shows none.
const LANDED_AT: Partial<Record<string, string>> = { dashboard: '/dashboard', guarantor: '/loan-info' };

function at(check: (context: Context & { context: SessionContext }) => void | Promise<void>) {
  return async (context: Context) => {
    outcomes.bind(context.actor, context.path);
    const { landing } = context.snapshot.context;
    const landed = context.snapshot.matches('loggedIn') && landing ? LANDED_AT[landing.kind] : null;
    expect(routeOf(context.snapshot)).toBe(landed);
    await check({ ...context, context: context.snapshot.context });
  };
}

function transient(name: string) {
  return at(() => {
    throw new Error(`${name} is transient and must never be observed`);
  });
}

function loggedInChecks({ context, actor }: { context: SessionContext; actor: Context['actor'] }): void {
  signingOutGuarantor = false;
  expect(context.phone).toBe(PHONE);
  const { persisted } = callsOf(actor.system);
  if (context.landing === null) {
    // Booted from storage: nothing new to persist, modes as stored.
    expect(persisted).toEqual([]);
    expect(context.modes).toEqual({ webView: true, nativeWrapper: false, referral: false, guarantor: false });
  } else {
    expect(persisted).toEqual([APPLICANT_LOGIN]);
    expect(context.landing).toEqual(APPLICANT_LOGIN.landing);
    // The new token's onBoardingType decides referral mode, in the same one place.
    expect(context.modes.referral).toBe(true);
  }
}

const handlers = {
  states: {
    booting: transient('booting'),
    'anonymous.startingSession': transient('anonymous.startingSession'),
    'anonymous.creatingSession': at(({ context }) => {
      expect(context.sessionId).toBeNull();
      expect(context.entry.marketplaceName).toBeNull();
    }),
    'anonymous.startingReferral': at(({ context }) => {
      expect(context.entry.callbackUrl).toBe(CALLBACK_URL);
    }),
    'anonymous.ready': at(({ context, actor, snapshot }) => {
      expect(context.sessionId).toMatch(/\S/);
      expect(snapshot.children.login).toBeDefined();
      const { referrals } = callsOf(actor.system);
      if (context.entry.marketplaceName) {
        expect(context.modes.referral).toBe(true);
        expect(referrals).toEqual([
          { sessionId: context.sessionId, callbackUrl: CALLBACK_URL, marketplaceName: MARKETPLACE },
        ]);
      } else {
        expect(context.modes.referral).toBe(false);
        expect(referrals).toEqual([]);
      }
    }),
    'anonymous.failed': at(({ context, actor }) => {
      expect(context.sessionProblem).toBe(problems.get(actor.system));
      expect([FAULTS.createSession, FAULTS.startReferral]).toContain(context.sessionProblem);
    }),
    'loggedIn.choosing': transient('loggedIn.choosing'),
    'loggedIn.guarantor': at(({ context, actor }) => {
      signingOutGuarantor = true;
      expect(context.phone).toBe(GUARANTOR_PHONE);
      expect(context.modes.guarantor).toBe(true);
      expect(context.modes.referral).toBe(false);
      // Applicant data is never asked for: the sandbox answers a guarantor's token 403 there.
      expect([context.home, context.flags, context.summary, context.homeError]).toEqual([null, null, null, null]);
      expect(callsOf(actor.system).homes).toEqual([]);
      const { persisted } = callsOf(actor.system);
      if (context.landing === null) expect(persisted).toEqual([]);
      else {
        // A new login's output decides the mode again, in the same one place.
        expect(persisted).toEqual([GUARANTOR_LOGIN]);
        expect(context.landing).toEqual(GUARANTOR_LOGIN.landing);
      }
    }),
    'loggedIn.loadingHome': at(loggedInChecks),
    'loggedIn.ready': at((args) => {
      loggedInChecks(args);
      const { context, actor } = args;
      expect(context.home?.application.id).toMatch(/\S/);
      expect(context.summary).not.toBeNull();
      expect(context.flags?.variantConfig.loginVariant).toBeTypeOf('string');
      expect(callsOf(actor.system).homes.at(-1)).toEqual({
        home: context.home,
        flags: context.flags,
        summary: context.summary,
      });
    }),
    'loggedIn.homeFailed': at((args) => {
      loggedInChecks(args);
      expect(args.context.homeError).toBe(FAULTS.loadHome);
    }),
    loggingOut: at(({ actor }) => {
      expect(callsOf(actor.system).ended).toBe(0);
    }),
    loggedOut: at(({ snapshot, actor }) => {
      expect(snapshot.status).toBe('done');
      expect(callsOf(actor.system).ended).toBe(1);
    }),
  },
  events: {
    LOGOUT: sendEvent,
    UNAUTHORIZED: sendEvent,
    RETRY_SESSION: sendEvent,
    RETRY_HOME: sendEvent,
    APPLICATION_CHANGED: sendEvent,
    HOME_NEEDED: sendEvent,
  },
} satisfies MachineHandlers<typeof provided>;

const serializeState = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as SessionContext;
  return JSON.stringify({
    value: snapshot.value,
    session: context.sessionId !== null,
    landing: context.landing !== null,
    homeStale: context.homeStale,
  });
};

// A journey's report arrives whenever its step answers; while home is being read the real read
// finishes before the next step could look, so the report is planned where home rests.
const filterEvents = (snapshot: AnyMachineSnapshot, event: { type: string }): boolean =>
  event.type !== 'APPLICATION_CHANGED' || !snapshot.matches({ loggedIn: 'loadingHome' });

runMachinePaths(provided, handlers, {
  events: sessionEvents,
  inputs,
  serializeState,
  filterEvents,
  actors,
  name: 'session',
});
