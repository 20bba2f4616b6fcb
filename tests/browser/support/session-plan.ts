import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { LoginOutput } from '../../../machines/login/login.machine.ts';
import type { SessionContext, SessionInput, StoredSession } from '../../../machines/session/session.machine.ts';

// The session plan the browser replays: the ways a browser arrives (first visit, a partner's
// referral link, a partner's ?session= link, a reload while logged in, a guarantor's link),
// each outcome of the session's own calls, and the login child's result. The login journey's
// own transitions are login.spec.ts's; here its result is reached by logging in for real.

export const PHONE = '9876543210';
export const GUARANTOR_PHONE = '9123456780';
export const GUARANTOR_REDIRECT = 'Guarantor Pan Verification';
export const MARKETPLACE = 'shipkart';
export const CALLBACK_URL = 'https://partner.example/back';
/** Stands for the id of a session created through the API before the page opens. */
export const PARTNER_SESSION = 'a-partner-session';

export const SESSION_ERROR = 'Sessions are paused for a moment.';
export const REFERRAL_ERROR = 'The partner cannot be reached just now.';
export const HOME_ERROR = 'Your details are being updated.';
export const LOGOUT_ERROR = 'Logout is unavailable.';

const utm = { source: 'direct', medium: 'direct', campaign: 'direct' };
const nobody: StoredSession = {
  token: null,
  phone: null,
  sessionId: null,
  onBoardingType: null,
  isReferralFlow: false,
  isWebView: false,
  guarantor: false,
};
const noEntry: SessionInput['entry'] = { sessionId: null, marketplaceName: null, callbackUrl: null, utm };

/** How the browser arrives; `open` in session.spec.ts turns each into a page. */
export const sessionInputs: readonly SessionInput[] = [
  // A first visit to the login screen.
  { stored: nobody, nativeWrapper: false, entry: noEntry, loginQuery: {} },
  // A partner marketplace sends its user with a callback (referral start).
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
    entry: { ...noEntry, sessionId: PARTNER_SESSION },
    loginQuery: { session: PARTNER_SESSION },
  },
  // A reload while logged in.
  {
    stored: { ...nobody, token: 'Bearer stored', phone: PHONE, onBoardingType: 'direct' },
    nativeWrapper: false,
    entry: noEntry,
    loginQuery: {},
  },
  // A guarantor's link (§4: the redirect names a guarantor screen).
  { stored: nobody, nativeWrapper: false, entry: noEntry, loginQuery: { redirect: GUARANTOR_REDIRECT } },
];

export type Arrival = 'fresh' | 'referral' | 'partnerSession' | 'stored' | 'guarantor';

export function arrivalOf(input: SessionInput): Arrival {
  if (input.stored.token !== null) return 'stored';
  if (input.entry.marketplaceName !== null) return 'referral';
  if (input.entry.sessionId !== null) return 'partnerSession';
  if (input.loginQuery.redirect?.toLowerCase().includes('guarantor')) return 'guarantor';
  return 'fresh';
}

const arrivalOfContext = (context: SessionContext): Arrival =>
  arrivalOf({ stored: context.stored, nativeWrapper: false, entry: context.entry, loginQuery: context.loginQuery });

function loginOutput(context: SessionContext): LoginOutput {
  const guarantor = arrivalOfContext(context) === 'guarantor';
  return {
    auth: { tokenType: 'Bearer', accessToken: 'planned' },
    phone: guarantor ? GUARANTOR_PHONE : PHONE,
    guarantor,
    guarantorId: guarantor ? 'planned-guarantor' : null,
    onBoardingType: 'direct',
    home: null,
    landing: guarantor ? { kind: 'guarantor' } : { kind: 'dashboard' },
  };
}

const error = (message: string): Error => new Error(message);

export function sessionEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as SessionContext;
  // Root and parent events exist in every sub-state; `replayableInBrowser` keeps the ones the app can cause.
  const everywhere: AnyEventObject[] = [{ type: 'UNAUTHORIZED' }];
  if (snapshot.matches('anonymous')) everywhere.push({ type: 'xstate.done.actor.login', output: loginOutput(context) });
  if (snapshot.matches({ anonymous: 'creatingSession' })) {
    return [
      ...everywhere,
      { type: 'xstate.done.actor.createSession', output: { sessionId: 'planned-session' } },
      { type: 'xstate.error.actor.createSession', error: error(SESSION_ERROR) },
    ];
  }
  if (snapshot.matches({ anonymous: 'startingReferral' })) {
    return [
      ...everywhere,
      {
        type: 'xstate.done.actor.startReferral',
        output: { sessionId: 'planned-referral', callbackUrl: CALLBACK_URL, marketplaceName: MARKETPLACE },
      },
      { type: 'xstate.error.actor.startReferral', error: error(REFERRAL_ERROR) },
    ];
  }
  if (snapshot.matches({ loggedIn: 'loadingHome' })) {
    return [
      ...everywhere,
      // The dashboard reads only what the machine keeps; the real bundle comes from the sandbox.
      { type: 'xstate.done.actor.loadHome', output: { home: null, flags: null, summary: null } },
      { type: 'xstate.error.actor.loadHome', error: error(HOME_ERROR) },
    ];
  }
  if (snapshot.matches({ loggedIn: 'ready' })) {
    // A step of onboarding moves the application on; the dashboard opened next needs home again.
    return [...everywhere, { type: 'APPLICATION_CHANGED' }, { type: 'HOME_NEEDED' }];
  }
  if (snapshot.matches('loggingOut')) {
    return [
      ...everywhere,
      { type: 'xstate.done.actor.logout', output: undefined },
      { type: 'xstate.error.actor.logout', error: error(LOGOUT_ERROR) },
    ];
  }
  return everywhere;
}

/**
 * What the app lets happen where: a 401 needs a call in flight (the dashboard's home load),
 * Log out is a button on the ready dashboard (not on the onboarding step a stale home leaves
 * the user on), a step answer comes from onboarding opened from the dashboard, and a login ends only once the session is ready
 * (a referral login lands on Signup, which is not the dashboard these paths read).
 */
export function replayableInBrowser(state: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const context = state.context as SessionContext;
  switch (event.type) {
    case 'UNAUTHORIZED':
      return state.matches({ loggedIn: 'loadingHome' });
    case 'LOGOUT':
      return state.matches({ loggedIn: 'ready' }) && !context.homeStale;
    // Onboarding reports a step answer; the dashboard is what then needs home again.
    case 'APPLICATION_CHANGED':
      return state.matches({ loggedIn: 'ready' }) && !context.homeStale;
    case 'HOME_NEEDED':
      return state.matches({ loggedIn: 'ready' }) && context.homeStale;
    case 'xstate.done.actor.login':
      return state.matches({ anonymous: 'ready' }) && arrivalOfContext(context) !== 'referral';
    default:
      return true;
  }
}

/** What tells two states apart for the browser: where the browser came from and what a guard reads. */
export function serializeSessionState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as SessionContext;
  return JSON.stringify({
    value: snapshot.value,
    arrival: arrivalOfContext(context),
    session: context.sessionId !== null,
    landing: context.landing?.kind ?? null,
    homeStale: context.homeStale,
  });
}
