import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { loginMachine, RESEND_WAIT_SECONDS } from '../../../machines/login/login.machine.ts';
import type { LoginContext, LoginInput } from '../../../machines/login/login.machine.ts';
import { HEAVY_LOAD_MESSAGE } from '../../../src/api/errors.ts';

// The login plan the browser replays. The machine's own path tests explore every context; a
// browser path costs seconds, so this plan offers each screen only the events a user (or the
// server) can produce there, and tells states apart only by what a guard reads.

export const PHONE = '9876543210';
export const REDIRECT_ROUTE = 'My Profile';
export const SESSION_PLACEHOLDER = 'session-from-the-partner';

export const SERVER_ERROR = 'The lender is down for maintenance.';
export const WRONG_OTP = 'The OTP is incorrect.';
export const SESSION_ERROR = 'Sessions are paused for a moment.';
export const RESEND_ERROR = 'Could not send a new OTP just now.';

/** Fresh visitor; a redirect target (home first); a partner's ?session=&otpSent=true link. */
export const loginInputs: readonly LoginInput[] = [
  { query: {}, sessionId: null, referralFlow: false },
  { query: { redirect: REDIRECT_ROUTE }, sessionId: null, referralFlow: false },
  { query: { session: SESSION_PLACEHOLDER, otpSent: 'true' }, sessionId: null, referralFlow: false },
];

/** The plan's machine: the same states and transitions (so the same definition hash). */
export const plannedLoginMachine = loginMachine.provide({
  actions: {
    // The parent is the real session in the browser; the plan has none to tell.
    requestSessionRetry: () => {},
  },
});

const error = (message: string): Error => new Error(message);

const noRoute: AnyEventObject = { type: 'xstate.route', to: '#none' };
const back: AnyEventObject = { type: 'xstate.route', to: '#mobileNo' };
const forward: AnyEventObject = { type: 'xstate.route', to: '#verifyOtp' };
const tick: AnyEventObject = { type: 'xstate.after.oneSecond.login.otpEntry.countingDown.ticking' };
const waitOver: AnyEventObject = { type: 'xstate.after.resendWait.login.otpEntry.countingDown' };

function ctx(snapshot: AnyMachineSnapshot): LoginContext {
  return snapshot.context as LoginContext;
}

// Root-level events exist in every state, so each state gets a sample for them; where they
// cannot happen in the app they are given as no-ops (same session id, a route to no screen).
function rootSamples(context: LoginContext): AnyEventObject[] {
  return [
    { type: 'SESSION_READY', sessionId: context.sessionId ?? SESSION_PLACEHOLDER },
    { type: 'SESSION_FAILED', message: SESSION_ERROR },
  ];
}

export function loginEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = ctx(snapshot);
  const root = rootSamples(context);
  if (snapshot.matches('checkingSessionPhone')) {
    return [
      ...root,
      noRoute,
      // What the login left on the partner's session: open() makes PHONE a returning customer.
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
      { type: 'xstate.error.actor.phoneBySession', error: error('This session is not known. Please start again.') },
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
      {
        type: 'xstate.done.actor.sendOtp',
        output: {
          tncId: 'tnc-2026-01',
          tncLink: '/v1/terms/tnc-2026-01',
          tncAccepted: false,
          showReferrerCode: true,
          guarantorId: null,
        },
      },
      // A returning customer: terms accepted before, no referral code box.
      {
        type: 'xstate.done.actor.sendOtp',
        output: {
          tncId: 'tnc-2026-01',
          tncLink: '/v1/terms/tnc-2026-01',
          tncAccepted: true,
          showReferrerCode: false,
          guarantorId: null,
        },
      },
      { type: 'xstate.error.actor.sendOtp', error: error(SERVER_ERROR) },
      { type: 'xstate.error.actor.sendOtp', error: error(HEAVY_LOAD_MESSAGE) },
    ];
  }
  const form: AnyEventObject[] = [
    { type: 'OTP_CHANGED', value: '1234' },
    { type: 'REFERRER_CODE_CHANGED', value: 'FRIEND1' },
    { type: 'TERMS_TOGGLED', checked: true },
    { type: 'SUBMIT_OTP' },
    { type: 'CHANGE_NUMBER' },
  ];
  if (snapshot.matches({ otpEntry: 'countingDown' })) {
    const fresh = context.resendSecondsLeft === RESEND_WAIT_SECONDS;
    return [...root, ...form, tick, waitOver, ...(fresh ? [back, forward] : [noRoute])];
  }
  // Coming back to the OTP address once the wait is over shows Resend at once.
  if (snapshot.matches({ otpEntry: 'canResend' })) return [...root, ...form, forward, { type: 'RESEND_OTP' }];
  if (snapshot.matches({ otpEntry: 'resending' })) {
    return [
      ...root,
      noRoute,
      { type: 'xstate.done.actor.resendOtp', output: { retryAfterSeconds: RESEND_WAIT_SECONDS } },
      { type: 'xstate.error.actor.resendOtp', error: error(RESEND_ERROR) },
    ];
  }
  if (snapshot.matches({ otpEntry: 'verifying' })) {
    return [
      ...root,
      noRoute,
      {
        type: 'xstate.done.actor.verifyOtp',
        output: { tokenType: 'Bearer', accessToken: 'planned', onBoardingType: 'direct' },
      },
      { type: 'xstate.error.actor.verifyOtp', error: error(WRONG_OTP) },
    ];
  }
  if (snapshot.matches('recordingConsent')) {
    return [
      ...root,
      noRoute,
      { type: 'xstate.done.actor.recordConsent' },
      { type: 'xstate.error.actor.recordConsent', error: error('consent') },
    ];
  }
  if (snapshot.matches('loadingHome')) {
    return [
      ...root,
      noRoute,
      { type: 'xstate.done.actor.loadHome', output: null },
      { type: 'xstate.error.actor.loadHome', error: error('home') },
    ];
  }
  return [...root, noRoute];
}

/** What a guard reads, and nothing else (errors only where they pick a different message to show). */
export function serializeLoginState(snapshot: AnyMachineSnapshot): string {
  const c = ctx(snapshot);
  const onMobile = snapshot.matches('mobileEntry');
  return JSON.stringify({
    value: snapshot.value,
    input: c.query.redirect ?? c.query.session ?? '',
    mobile: c.mobile !== '',
    session: c.sessionId !== null,
    problem: onMobile && c.sessionId === null && c.sessionProblem !== null,
    error: onMobile ? c.mobileError : null,
    otp: c.otp !== '',
    terms: c.tncAccepted ? 'accepted' : c.termsChecked,
    // One tick shows the countdown moving; the wait running out is its own event.
    seconds: snapshot.matches('otpEntry') ? c.resendSecondsLeft === RESEND_WAIT_SECONDS : null,
    auth: c.auth !== null,
  });
}
