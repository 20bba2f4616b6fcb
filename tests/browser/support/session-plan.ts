import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { SessionContext, SessionInput, StoredSession } from '../../../machines/session/session.machine.ts';
import { CALLBACK_URL, MARKETPLACE, PHONE } from '../../support/events/session-events.ts';

// The session plan the browser replays: the ways a browser arrives (first visit, a partner's
// referral link, a partner's ?session= link, a reload while logged in, a guarantor's link) and
// which of the journey's sample events (tests/support/events/session-events.ts) a browser can
// cause where. The login journey's own transitions are login.spec.ts's; here its result is
// reached by logging in for real.

export const GUARANTOR_REDIRECT = 'Guarantor Pan Verification';
/** Stands for the id of a session created through the API before the page opens. */
export const PARTNER_SESSION = 'a-partner-session';

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
  {
    stored: nobody,
    nativeWrapper: false,
    entry: { ...noEntry, guarantorEntry: true },
    loginQuery: { redirect: GUARANTOR_REDIRECT },
  },
];

export type Arrival = 'fresh' | 'referral' | 'partnerSession' | 'stored' | 'guarantor';

export function arrivalOf(input: SessionInput): Arrival {
  if (input.stored.token !== null) return 'stored';
  if (input.entry.marketplaceName !== null) return 'referral';
  if (input.entry.sessionId !== null) return 'partnerSession';
  if (input.entry.guarantorEntry === true) return 'guarantor';
  return 'fresh';
}

const arrivalOfContext = (context: SessionContext): Arrival =>
  arrivalOf({ stored: context.stored, nativeWrapper: false, entry: context.entry, loginQuery: context.loginQuery });

/**
 * What the app lets happen where: a 401 needs a call in flight (the dashboard's home load),
 * Log out is a button on the ready dashboard (not on the onboarding step a stale home leaves
 * the user on), a step answer comes from onboarding opened from the dashboard, and a login
 * ends only once the session is ready (a referral login lands on Signup, which is not the
 * dashboard these paths read).
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
