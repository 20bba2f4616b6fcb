import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { TERMS_REQUIRED_MESSAGE } from '../../../rules/login.ts';
import {
  CODES_SPENT_CODE,
  OTP_LOCKED_CODE,
  PHONE_LOCKED_CODE,
  RESEND_WAIT_SECONDS,
} from '../../../machines/kit/otp-code.ts';
import type { OtpContext, OtpInput } from '../../../machines/kit/otp.machine.ts';
import { PLANNED_TOKEN, SESSION_PLACEHOLDER, TNC_ID, WRONG_OTP } from './login-events.ts';

// The otp child's sample events, for its machine paths (tests/paths/otp.paths.test.ts) and its
// browser paths (tests/browser/paths/otp.spec.ts). Both run it as the login's Verify Otp shows
// it to a first login: the code held until the terms box is ticked, call errors under the boxes.
// REQUEST_CHANGED is the login telling the child of the box: ticked (the terms version goes with
// the code) or unticked again.

export const RESEND_ERROR = 'Could not send a new OTP just now.';
/** The sandbox's answer to the fifth wrong try at one code. */
export const LOCKED_OTP = 'Too many wrong tries (5). This OTP is locked; please ask for a new one.';

/** A first login's Verify Otp, as the login invokes its child; the runs put a real session in. */
export const otpInput: OtpInput = {
  request: { sessionId: SESSION_PLACEHOLDER, referrerCode: null, tncId: null, guarantorId: null },
  hold: TERMS_REQUIRED_MESSAGE,
  callErrors: 'code',
};

/** The sandbox's 429s when the phone's budgets are spent (ADR 018); the app words them itself. */
export const PHONE_LOCKED = 'Too many wrong OTPs for this number.';
export const CODES_SPENT = 'Too many OTPs were sent to this number.';

const error = (message: string): Error => new Error(message);
const lockedError = (): Error => Object.assign(new Error(LOCKED_OTP), { code: OTP_LOCKED_CODE });
// The paths plan 30 minutes, as the default budgets hold a phone after its tenth wrong code.
const phoneLockedError = (): Error =>
  Object.assign(new Error(PHONE_LOCKED), { code: PHONE_LOCKED_CODE, status: 429, retryAfterSeconds: 1800 });
const codesSpentError = (): Error =>
  Object.assign(new Error(CODES_SPENT), { code: CODES_SPENT_CODE, status: 429, retryAfterSeconds: 3000 });

export const tick: AnyEventObject = { type: 'xstate.after.oneSecond.otp.countingDown.ticking' };
export const waitOver: AnyEventObject = { type: 'xstate.after.resendAfter.otp.countingDown' };
export const lockoutMinute: AnyEventObject = { type: 'xstate.after.oneMinute.otp.lockedOut.waiting' };
export const lockoutOver: AnyEventObject = { type: 'xstate.after.lockoutEnds.otp.lockedOut' };

/** The terms box ticked (while the code is held for it) or unticked again, as the login tells the child. */
function termsToggle(context: OtpContext): AnyEventObject {
  return context.hold === null
    ? { type: 'REQUEST_CHANGED', request: { ...context.request, tncId: null }, hold: TERMS_REQUIRED_MESSAGE }
    : { type: 'REQUEST_CHANGED', request: { ...context.request, tncId: TNC_ID }, hold: null };
}

export function otpEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as OtpContext;
  // A whole code (submitted as its last digit is typed when nothing holds it), and a part of one.
  const boxes: AnyEventObject[] = [
    { type: 'OTP_CHANGED', value: '1234' },
    { type: 'OTP_CHANGED', value: '12' },
    { type: 'SUBMIT_OTP' },
  ];
  if (snapshot.matches('countingDown')) return [...boxes, termsToggle(context), tick, waitOver];
  if (snapshot.matches('canResend')) return [...boxes, termsToggle(context), { type: 'RESEND_OTP' }];
  if (snapshot.matches('resending')) {
    return [
      { type: 'xstate.done.actor.resend', output: { retryAfterSeconds: RESEND_WAIT_SECONDS } },
      { type: 'xstate.error.actor.resend', error: error(RESEND_ERROR) },
      { type: 'xstate.error.actor.resend', error: phoneLockedError() },
      { type: 'xstate.error.actor.resend', error: codesSpentError() },
    ];
  }
  if (snapshot.matches('verifying')) {
    return [
      { type: 'xstate.done.actor.verify', output: PLANNED_TOKEN },
      { type: 'xstate.error.actor.verify', error: error(WRONG_OTP) },
      { type: 'xstate.error.actor.verify', error: lockedError() },
      { type: 'xstate.error.actor.verify', error: phoneLockedError() },
    ];
  }
  if (snapshot.matches('lockedOut')) return [lockoutMinute, lockoutOver];
  return [];
}

/** The plans' `filterEvents`: the terms box can change only while the boxes take input. */
export function otpEventOffered(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  if (event.type !== 'REQUEST_CHANGED') return true;
  return snapshot.matches('countingDown') || snapshot.matches('canResend');
}

/** What the guards read, and how far the wait has run (full, partly, over). */
export function serializeOtpState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as OtpContext;
  const left = context.secondsLeft === RESEND_WAIT_SECONDS ? 'full' : context.secondsLeft > 0 ? 'partly' : 'over';
  return JSON.stringify({
    value: snapshot.value,
    otp: /^\d{4}$/.test(context.otp),
    held: context.hold !== null,
    locked: context.locked,
    left,
    // A resend the lender refused for its codes waits longer than 30 s; a lockout once a minute passed.
    longWait: context.secondsLeft > RESEND_WAIT_SECONDS,
    lockout: context.lockout === null ? null : context.lockoutSecondsLeft === context.lockout.seconds,
    // A message still under the emptied boxes (a refusal): Continue keeps it rather than the code's rule.
    kept: context.otp === '' && context.otpError !== null,
  });
}
