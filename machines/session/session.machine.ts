import { assign, sendTo, setup } from 'xstate';
import type { ApplicationSummary } from '../../rules/home.ts';
import type { FlagsResponse, HomeResponse } from '../../rules/home.ts';
import { signedOutJourney } from './signed-out.ts';
import type { Landing, LoginOutput } from './signed-out.ts';
import type { LoginQuery } from './entry-query.ts';
import { appCall, messageOf, notProvided } from '../kit/app-call.ts';
import { landingUrl } from './landing.ts';
import { isLoggedIn } from '../routing/logged-in.ts';
import { decideModes } from './modes.ts';
import type { SessionModes, StoredSession } from './modes.ts';
import { withError, withOutput } from '../kit/event-params.ts';
import { callStep } from '../kit/call-step.ts';
import { chartTypes } from '../kit/chart-types.ts';

export { decideModes } from './modes.ts';
export { LANDING_PATHS, landingUrl } from './landing.ts';
export type { ModesInput, SessionModes, StoredSession } from './modes.ts';

// The app-level session (ADR 004): one actor for the whole app. Anonymous, it starts a lender
// session and runs the login journey as its child; logged in, it loads an applicant's home (a
// guarantor's journey loads its own); it ends in the §4 logout sequence whether the user asked
// or a call answered 401.

export interface UtmValues {
  source: string;
  medium: string;
  campaign: string;
}

export interface SessionEntry {
  /** ?session=<id>: a session a partner already started. */
  sessionId: string | null;
  /** §3 referral start needs both. */
  marketplaceName: string | null;
  callbackUrl: string | null;
  utm: UtmValues;
  /** The address the ?redirect route name resolves to (the app knows the route table); absent when none. */
  redirectPath?: string | null;
  /**
   * The query the redirect target gets back: the address's own (§2's and the deep link's, e.g.
   * /credit-statement's ?from=) without the login-only parameters and those its path took.
   */
  redirectQuery?: Record<string, string>;
  /** ?redirect names a screen of the guarantor journey (its layout, as the route table has it). */
  guarantorEntry?: boolean;
  /** ?redirect and the deep link's query, for Verify Otp's address to keep across a reload. */
  carry?: Record<string, string>;
}

export interface SessionInput {
  stored: StoredSession;
  nativeWrapper: boolean;
  entry: SessionEntry;
  loginQuery: LoginQuery;
}

/** What the dashboard reads: GET /v1/home, /v1/home/flags and the application summary. */
export interface HomeBundle {
  home: HomeResponse;
  flags: FlagsResponse;
  summary: ApplicationSummary;
}

export interface ReferralStarted {
  sessionId: string;
  callbackUrl: string;
  marketplaceName: string;
}

export interface SessionContext {
  stored: StoredSession;
  entry: SessionEntry;
  loginQuery: LoginQuery;
  modes: SessionModes;
  sessionId: string | null;
  sessionProblem: string | null;
  phone: string | null;
  /** Set once, when a login finishes; the logged-in state hands the address over to it (null after a reload). */
  landing: Landing | null;
  home: HomeResponse | null;
  flags: FlagsResponse | null;
  summary: ApplicationSummary | null;
  homeError: string | null;
  /**
   * A journey changed the application after home was read (a step answered, a decision was
   * made): home is read again before anyone shows it, so the dashboard never shows a copy
   * from before the change.
   */
  homeStale: boolean;
}

export type SessionEvent =
  | { type: 'LOGOUT' }
  | { type: 'UNAUTHORIZED' }
  | { type: 'RETRY_SESSION' }
  | { type: 'RETRY_HOME' }
  /** From a journey: the lender moved the application on, so home as read is out of date. */
  | { type: 'APPLICATION_CHANGED' }
  /** From whoever shows home next (the dashboard, the onboarding journey): read it again if out of date. */
  | { type: 'HOME_NEEDED' };

export const sessionMachine = setup({
  types: chartTypes<SessionContext, SessionEvent, SessionInput>(),
  actors: {
    // The login journey with its real API actors, provided by the app (src/app/session-logic.ts).
    loginJourney: signedOutJourney,
    createSession: appCall<{ sessionId: string }, { utm: UtmValues }>('createSession'),
    startReferral: appCall<ReferralStarted, { marketplaceName: string; callbackUrl: string; utm: UtmValues }>(
      'startReferral',
    ),
    loadHome: appCall<HomeBundle, void>('loadHome'),
    logout: appCall<void, void>('logout'),
  },
  guards: {
    storedLogin: ({ context }) => isLoggedIn(context.stored),
    guarantorLoggedIn: ({ context }) => context.modes.guarantor,
    sessionKnown: ({ context }) => context.sessionId !== null,
    referralEntry: ({ context }) => context.entry.marketplaceName !== null && context.entry.callbackUrl !== null,
    homeStale: ({ context }) => context.homeStale,
  },
  actions: {
    announceSession: sendTo('login', ({ context }) => ({
      type: 'SESSION_READY' as const,
      sessionId: context.sessionId ?? '',
    })),
    announceSessionProblem: sendTo('login', ({ context }) => ({
      type: 'SESSION_FAILED' as const,
      message: context.sessionProblem ?? messageOf(null),
    })),
    keepSessionId: assign((_, params: { sessionId: string }) => ({
      sessionId: params.sessionId,
      sessionProblem: null,
    })),
    noteSessionProblem: assign((_, params: { error: unknown }) => ({ sessionProblem: messageOf(params.error) })),
    markReferral: assign(({ context }) => ({ modes: { ...context.modes, referral: true } })),
    recordLanding: assign(({ context }, params: LoginOutput) => ({
      phone: params.phone,
      landing: params.landing,
      modes: decideModes({
        stored: {
          ...context.stored,
          onBoardingType: params.onBoardingType ?? context.stored.onBoardingType,
          guarantor: params.guarantor,
        },
        nativeWrapper: context.modes.nativeWrapper,
      }),
    })),
    keepHome: assign((_, params: HomeBundle) => ({
      home: params.home,
      flags: params.flags,
      summary: params.summary,
      homeError: null,
    })),
    noteHomeProblem: assign((_, params: { error: unknown }) => ({ homeError: messageOf(params.error) })),
    markHomeStale: assign({ homeStale: true }),
    // A change reported while this read is in flight marks it stale again, so it is read once more.
    markHomeFresh: assign({ homeStale: false }),
    // Browser side effects, provided by the app (src/journeys/session/actions.ts).
    persistAuth: (_, params: LoginOutput) => {
      void params;
      notProvided('persistAuth');
    },
    rememberReferral: (_, params: ReferralStarted) => {
      void params;
      notProvided('rememberReferral');
    },
    persistHome: (_, params: HomeBundle) => {
      void params;
      notProvided('persistHome');
    },
    endSession: () => notProvided('endSession'),
  },
}).createMachine({
  id: 'session',
  initial: 'booting',
  context: ({ input }) => ({
    stored: input.stored,
    entry: input.entry,
    loginQuery: input.loginQuery,
    modes: decideModes(input),
    sessionId: input.stored.sessionId ?? input.entry.sessionId,
    sessionProblem: null,
    phone: input.stored.phone,
    landing: null,
    home: null,
    flags: null,
    summary: null,
    homeError: null,
    homeStale: false,
  }),
  // §8: a 401 from any call ends the session, whatever it was doing.
  on: { UNAUTHORIZED: { target: '.loggedOut' } },
  states: {
    // Nothing shown: stored credentials (a reload, the web view or native wrapper handoff) decide.
    booting: { always: [{ guard: 'storedLogin', target: 'loggedIn' }, { target: 'anonymous' }] },
    // The login screens, with the login journey running as child 'login' the whole time.
    anonymous: {
      invoke: {
        id: 'login',
        src: 'loginJourney',
        input: ({ context }) => ({
          query: context.loginQuery,
          sessionId: context.sessionId,
          referralFlow: context.modes.referral,
          guarantorEntry: context.entry.guarantorEntry === true,
          carry: context.entry.carry ?? {},
        }),
        onDone: { target: 'loggedIn', actions: [withOutput('persistAuth'), withOutput('recordLanding')] },
      },
      initial: 'startingSession',
      states: {
        // Nothing to wait for: a known session is used, a partner entry starts a referral.
        startingSession: {
          always: [
            { guard: 'sessionKnown', target: 'ready' },
            { guard: 'referralEntry', target: 'startingReferral' },
            { target: 'creatingSession' },
          ],
        },
        // POST /v1/session/create with device, location and utm, while the user types.
        creatingSession: callStep(
          'createSession',
          ({ context }: { context: SessionContext }) => ({ utm: context.entry.utm }),
          ['ready', 'keepSessionId'],
          ['failed', 'noteSessionProblem'],
        ),
        // POST /v1/referral/start for a partner marketplace's user.
        startingReferral: {
          invoke: {
            id: 'startReferral',
            src: 'startReferral',
            input: ({ context }) => ({
              marketplaceName: context.entry.marketplaceName ?? '',
              callbackUrl: context.entry.callbackUrl ?? '',
              utm: context.entry.utm,
            }),
            onDone: {
              target: 'ready',
              actions: [withOutput('keepSessionId'), 'markReferral', withOutput('rememberReferral')],
            },
            onError: { target: 'failed', actions: withError('noteSessionProblem') },
          },
        },
        // The login journey has its session id.
        ready: { entry: 'announceSession' },
        // The login journey shows the problem under the field; its next Send OTP retries.
        failed: { entry: 'announceSessionProblem', on: { RETRY_SESSION: { target: 'startingSession' } } },
      },
    },
    // Signed in: the address goes to the landing a login chose, then wherever the user opens.
    loggedIn: {
      meta: {
        route: {
          handOver: ({ landing, entry }) =>
            landing ? landingUrl(landing, entry.redirectPath ?? null, entry.redirectQuery) : null,
        },
      },
      initial: 'choosing',
      on: { LOGOUT: { target: 'loggingOut' }, APPLICATION_CHANGED: { actions: 'markHomeStale' } },
      states: {
        // Nothing shown: home, flags and summary are an applicant's; a guarantor's token gets 403.
        choosing: { always: [{ guard: 'guarantorLoggedIn', target: 'guarantor' }, { target: 'loadingHome' }] },
        // The guarantor journey (its layout's actor, machines/guarantor) loads its own data.
        guarantor: {},
        // The dashboard's loader while home, flags and summary load.
        loadingHome: {
          entry: 'markHomeFresh',
          invoke: {
            id: 'loadHome',
            src: 'loadHome',
            onDone: { target: 'ready', actions: [withOutput('keepHome'), withOutput('persistHome')] },
            onError: { target: 'homeFailed', actions: withError('noteHomeProblem') },
          },
        },
        // The dashboard with the applicant's data (a Loader while it is stale, until it is read again).
        ready: { on: { HOME_NEEDED: { guard: 'homeStale', target: 'loadingHome' } } },
        // The dashboard's error with Retry.
        homeFailed: { on: { RETRY_HOME: { target: 'loadingHome' } } },
      },
    },
    // Log out is busy while the server ends the session.
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        // The user asked to leave: a failed server logout still logs out here.
        onDone: { target: 'loggedOut' },
        onError: { target: 'loggedOut' },
      },
    },
    // §4 logout sequence: storage and cookies cleared, the browser sent to its destination.
    loggedOut: { type: 'final', entry: 'endSession' },
  },
});
