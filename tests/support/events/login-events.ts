import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { LoginContext, SendOtpOutput, SessionPhoneOutput } from '../../../machines/login/login.machine.ts';
import { HEAVY_LOAD_MESSAGE } from '../../../rules/failure.ts';

// The login journey's sample events, for its machine paths (tests/paths/login.paths.test.ts) and
// its browser paths (tests/browser/paths/login.spec.ts): per screen, only what a user (or the
// server) can produce there. Verify Otp's code is the otp child's: here the child only ends,
// with the token (`xstate.done.actor.otp`), or tells of a refused code (OTP_REJECTED); both need
// the terms box ticked first when it is shown, as the child holds the code until then.

export const PHONE = '9876543210';
export const TNC_ID = 'tnc-2026-01';
export const TNC_LINK = '/v1/terms/tnc-2026-01';
export const REDIRECT_ROUTE = 'My Profile';
export const SESSION_PLACEHOLDER = 'session-from-the-partner';

export const SERVER_ERROR = 'The lender is down for maintenance.';
export const WRONG_OTP = 'The OTP is incorrect.';
export const SESSION_ERROR = 'Sessions are paused for a moment.';
export const PHONE_LOOKUP_ERROR = 'This session is not known. Please start again.';
export const CONSENT_ERROR = 'Consent could not be recorded.';
export const HOME_ERROR = 'Home is unavailable.';

const error = (message: string): Error => new Error(message);

const noRoute: AnyEventObject = { type: 'xstate.route', to: '#none' };
const back: AnyEventObject = { type: 'xstate.route', to: '#mobileNo' };
const forward: AnyEventObject = { type: 'xstate.route', to: '#verifyOtp' };

/** What the lender says of a first login (terms box, referral code) and of a returning customer. */
const firstLogin = { tncId: TNC_ID, tncLink: TNC_LINK, tncAccepted: false, showReferrerCode: true, guarantorId: null };
const returning = { tncId: TNC_ID, tncLink: TNC_LINK, tncAccepted: true, showReferrerCode: false, guarantorId: null };

/** The token a right code brings. */
export const PLANNED_TOKEN = { tokenType: 'Bearer', accessToken: 'eyJ.planned.token', onBoardingType: 'direct' };

// Root-level events exist in every state, so each state gets a sample for them; where they
// cannot happen in the app they are given as no-ops (same session id, a route to no screen), or
// left out by loginEventOffered (a session event while no session is being created).
function rootSamples(context: LoginContext): AnyEventObject[] {
  return [
    { type: 'SESSION_READY', sessionId: context.sessionId ?? SESSION_PLACEHOLDER },
    { type: 'SESSION_FAILED', message: SESSION_ERROR },
  ];
}

/**
 * The plans' `filterEvents`: the otp child verifies no code while the terms box it holds for is
 * unticked, so neither of its endings can come before TERMS_TOGGLED then. The session (the
 * parent) tells of a session it is creating, once: at start, and again only after Send OTP asked
 * it to retry a failed one (the problem cleared). A partner's ?session= link brings its session,
 * announced as ready (nothing is created, so nothing can fail).
 */
export function loginEventOffered(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const context = snapshot.context as LoginContext;
  if (event.type === 'SESSION_READY' || event.type === 'SESSION_FAILED') {
    if (context.query.session) return event.type === 'SESSION_READY';
    return context.sessionId === null && context.sessionProblem === null;
  }
  if (event.type !== 'OTP_REJECTED' && event.type !== 'xstate.done.actor.otp') return true;
  return context.tncAccepted || context.termsChecked;
}

export function loginEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as LoginContext;
  const root = rootSamples(context);
  if (snapshot.matches('checkingSessionPhone')) {
    return [
      ...root,
      noRoute,
      // What the login left on the partner's session: a first login, or a returning customer.
      {
        type: 'xstate.done.actor.phoneBySession',
        output: { phone: PHONE, ...firstLogin } satisfies SessionPhoneOutput,
      },
      { type: 'xstate.done.actor.phoneBySession', output: { phone: PHONE, ...returning } satisfies SessionPhoneOutput },
      { type: 'xstate.error.actor.phoneBySession', error: error(PHONE_LOOKUP_ERROR) },
    ];
  }
  if (snapshot.matches({ mobileEntry: 'editing' })) {
    return [...root, noRoute, { type: 'MOBILE_CHANGED', value: PHONE }, { type: 'SUBMIT_MOBILE' }];
  }
  if (snapshot.matches({ mobileEntry: 'awaitingSession' })) return [...root, noRoute];
  if (snapshot.matches({ mobileEntry: 'sendingOtp' })) {
    return [
      ...root,
      noRoute,
      { type: 'xstate.done.actor.sendOtp', output: firstLogin satisfies SendOtpOutput },
      { type: 'xstate.done.actor.sendOtp', output: returning satisfies SendOtpOutput },
      { type: 'xstate.error.actor.sendOtp', error: error(SERVER_ERROR) },
      // No answer at all: the client's own sentence.
      { type: 'xstate.error.actor.sendOtp', error: error(HEAVY_LOAD_MESSAGE) },
    ];
  }
  if (snapshot.matches('otpEntry')) {
    const codeAccepted = context.tncAccepted || context.termsChecked;
    return [
      ...root,
      { type: 'REFERRER_CODE_CHANGED', value: 'FRIEND1' },
      { type: 'TERMS_TOGGLED', checked: true },
      { type: 'CHANGE_NUMBER' },
      back,
      forward,
      ...(codeAccepted
        ? [
            { type: 'OTP_REJECTED', message: WRONG_OTP },
            { type: 'xstate.done.actor.otp', output: PLANNED_TOKEN },
          ]
        : []),
    ];
  }
  if (snapshot.matches('recordingConsent')) {
    return [
      ...root,
      noRoute,
      { type: 'xstate.done.actor.recordConsent' },
      { type: 'xstate.error.actor.recordConsent', error: error(CONSENT_ERROR) },
    ];
  }
  if (snapshot.matches('loadingHome')) {
    return [
      ...root,
      noRoute,
      { type: 'xstate.done.actor.loadHome', output: null },
      { type: 'xstate.error.actor.loadHome', error: error(HOME_ERROR) },
    ];
  }
  return [...root, noRoute];
}
