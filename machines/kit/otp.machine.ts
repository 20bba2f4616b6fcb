import { and, assign, not, sendParent, setup } from 'xstate';
import type { AnyEventObject, DoneActorEvent, DoneStateEvent, PromiseActorLogic, StateMachine } from 'xstate';
import { appCall, messageOf } from '../kit/app-call.ts';
import { isFieldProblem } from '../../rules/failure.ts';
import {
  LOCKOUT_FALLBACK_SECONDS,
  RESEND_WAIT_SECONDS,
  isOtpLocked,
  lockoutMessage,
  lockoutOf,
  otpError,
} from './otp-code.ts';
import type { Lockout } from './otp-code.ts';
import type {
  OtpCallErrors,
  OtpInput,
  OtpRejected,
  OtpRequest,
  OtpRequestChanged,
  OtpResendInput,
  OtpResent,
  OtpVerifyInput,
} from './otp-types.ts';
import { withOutput } from './event-params.ts';

export * from './otp-code.ts';
export type * from './otp-types.ts';

// One OTP screen's chart, invoked by every journey that asks for a code (login's Verify Otp, the
// Aadhaar, GST and Udyam OTPs): the four boxes, the 30 s wait before Resend, Resend, Verify and
// their errors. The parent invokes it with the id 'otp' from the state that shows the screen,
// provides `verify` and `resend` with its own calls, and gets the verify answer as the child's
// output (`xstate.done.actor.otp`). What only one parent has (terms, referral code, Change
// number) stays with the parent; the child knows it only as `request` and `hold`.

export interface OtpContext {
  request: OtpRequest;
  sentTo: string | null;
  /** The digits typed so far. */
  otp: string;
  /** Under the boxes: the code's own rule, or a failed call when calls are shown there. */
  otpError: string | null;
  /** The alert above the form: a failed call when calls are shown there. */
  error: string | null;
  hold: string | null;
  /** The hold, once a submit met it; the parent shows it by its own control (the terms box). */
  holdError: string | null;
  /** Seconds before Resend is offered; 0 once it is. */
  secondsLeft: number;
  /** The lender takes no more tries at this code (too many wrong ones): only a new code leads on. */
  locked: boolean;
  /** The lender holds the phone (too many wrong codes, or codes sent): what it said, while it lasts. */
  lockout: Lockout | null;
  /** Seconds left of the lockout, as the screen says them; 0 when there is none. */
  lockoutSecondsLeft: number;
  callErrors: OtpCallErrors;
  callErrorMessage: string | null;
}

export type OtpEvent =
  { type: 'OTP_CHANGED'; value: string } | { type: 'SUBMIT_OTP' } | { type: 'RESEND_OTP' } | OtpRequestChanged;

// What the boxes accept whether or not Resend is offered yet. A locked code takes no typing and
// no submit, so `snapshot.can` turns the boxes and Continue off instead of sending a try the
// lender will refuse.
// The last digit of a code nothing holds back is the submit: the applicant need not press Continue.
const codeEvents = {
  OTP_CHANGED: [
    { guard: 'completesFreeCode', target: 'verifying', actions: ['assignOtp', 'clearError'] },
    { guard: not('locked'), actions: 'assignOtp' },
  ],
  SUBMIT_OTP: [
    // Continue on the boxes a refusal emptied: the lender's sentence ("4 tries left") stays until
    // the user types, rather than giving way to the rule for an empty code. (An action, so `can` keeps
    // Continue enabled.)
    { guard: and([not('locked'), 'refusalShown']), actions: 'clearError' },
    { guard: and([not('locked'), 'otpInvalid']), actions: ['clearError', 'showOtpInvalid'] },
    { guard: and([not('locked'), 'held']), actions: ['clearError', 'showHold'] },
    { guard: not('locked'), target: 'verifying', actions: 'clearError' },
  ],
} as const;

const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const lockoutKind = ({ event }: { event: AnyEventObject }) => lockoutOf((event as { error?: unknown }).error)?.kind;
const callFailed = { type: 'showCallError', params: failure } as const;
// A refused code is emptied (the boxes start again from the first), and a lock is kept.
const rejected = [
  callFailed,
  { type: 'reportRejection', params: failure },
  { type: 'forgetCode', params: failure },
] as const;

export const otpMachine = setup({
  types: {
    context: {} as OtpContext,
    events: {} as OtpEvent,
    input: {} as OtpInput,
    // The parent's verify answer, whatever its journey's is (a token, a verified record, a list).
    output: {} as unknown,
  },
  actors: {
    // Provided by each parent's journey runtime (src/journeys/session, src/journeys/onboarding/identity).
    verify: appCall<unknown, OtpVerifyInput>('verify'),
    resend: appCall<OtpResent, OtpResendInput>('resend'),
  },
  // The wait is what is left of it, so a failed verify that returns to the countdown does not restart it.
  delays: {
    oneSecond: 1000,
    resendAfter: ({ context }) => context.secondsLeft * 1000,
    oneMinute: 60_000,
    lockoutEnds: ({ context }) => context.lockoutSecondsLeft * 1000,
  },
  guards: {
    otpInvalid: ({ context }) => otpError(context.otp) !== null,
    // Typing clears the message under the boxes (assignOtp), so one still shown on empty boxes is a call's.
    refusalShown: ({ context }) => context.otp === '' && context.otpError !== null,
    held: ({ context }) => context.hold !== null,
    resendAvailable: ({ context }) => context.secondsLeft === 0,
    locked: ({ context }) => context.locked,
    // The phone is held by the lender (ADR 018): no tries at all, or no new code, for a while.
    phoneLocked: (args) => lockoutKind(args) === 'locked',
    codesSpent: (args) => lockoutKind(args) === 'codesSpent',
    completesFreeCode: ({ context, event }) =>
      event.type === 'OTP_CHANGED' && !context.locked && context.hold === null && otpError(event.value) === null,
  },
  actions: {
    assignOtp: assign(({ event }) => (event.type === 'OTP_CHANGED' ? { otp: event.value, otpError: null } : {})),
    takeRequest: assign(({ event }) =>
      event.type === 'REQUEST_CHANGED' ? { request: event.request, hold: event.hold, holdError: null } : {},
    ),
    clearError: assign({ error: null }),
    showOtpInvalid: assign(({ context }) => ({ otpError: otpError(context.otp) })),
    showHold: assign(({ context }) => ({ holdError: context.hold })),
    showCallError: assign(({ context }, params: { error: unknown }) => {
      if (context.callErrorMessage !== null) return { error: context.callErrorMessage };
      const { error } = params;
      if (isFieldProblem(error) && error.field === 'otp') return { otpError: error.message };
      const message = isFieldProblem(error) ? error.message : messageOf(error);
      return context.callErrors === 'code' ? { otpError: message } : { error: message };
    }),
    // Told to the parent, which may keep count (login tracks every failed login, §4).
    reportRejection: sendParent((_, params: { error: unknown }): OtpRejected => ({
      type: 'OTP_REJECTED',
      message: messageOf(params.error),
    })),
    forgetCode: assign((_, params: { error: unknown }) => ({ otp: '', locked: isOtpLocked(params.error) })),
    // A lockout: its message (the app's words, with the time left) where call errors show.
    startLockout: assign(({ context }, params: { error: unknown }) => {
      const lockout = lockoutOf(params.error);
      if (!lockout) return {};
      const message = lockoutMessage(lockout);
      return {
        lockout,
        lockoutSecondsLeft: lockout.seconds ?? LOCKOUT_FALLBACK_SECONDS,
        otp: '',
        ...(context.callErrors === 'code' ? { otpError: message } : { error: message }),
      };
    }),
    // Each minute the message says the time left again.
    tickLockout: assign(({ context }) => {
      if (!context.lockout) return {};
      const left = Math.max(0, context.lockoutSecondsLeft - 60);
      const message = lockoutMessage(context.lockout, context.lockout.seconds === null ? null : left);
      return {
        lockoutSecondsLeft: left,
        ...(context.callErrors === 'code' ? { otpError: message } : { error: message }),
      };
    }),
    endLockout: assign({ lockout: null, lockoutSecondsLeft: 0, otpError: null, error: null }),
    // No new code until the lender's wait is over; the code sent last may still be typed meanwhile.
    waitForCodes: assign(({ context }, params: { error: unknown }) => {
      const lockout = lockoutOf(params.error);
      if (!lockout) return {};
      const message = lockoutMessage(lockout);
      return {
        secondsLeft: lockout.seconds ?? LOCKOUT_FALLBACK_SECONDS,
        ...(context.callErrors === 'code' ? { otpError: message } : { error: message }),
      };
    }),
    tick: assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    endCountdown: assign({ secondsLeft: 0 }),
    // A new code: the boxes empty for it, and the wait starts again.
    takeResent: assign(({ context }, params: OtpResent) => ({
      secondsLeft:
        params.retryAfterSeconds && params.retryAfterSeconds > 0 ? params.retryAfterSeconds : RESEND_WAIT_SECONDS,
      sentTo: params.sentTo === undefined ? context.sentTo : params.sentTo,
      request: params.request ?? context.request,
      otp: '',
      otpError: null,
      error: null,
      locked: false,
    })),
  },
}).createMachine({
  id: 'otp',
  initial: 'countingDown',
  context: ({ input }) => ({
    request: input.request,
    sentTo: input.sentTo ?? null,
    otp: '',
    otpError: null,
    error: null,
    hold: input.hold ?? null,
    holdError: null,
    secondsLeft: RESEND_WAIT_SECONDS,
    locked: false,
    lockout: null,
    lockoutSecondsLeft: 0,
    callErrors: input.callErrors ?? 'code',
    callErrorMessage: input.callErrorMessage ?? null,
  }),
  // The parent's part of the request may change while its screen is open (terms ticked).
  on: { REQUEST_CHANGED: { actions: 'takeRequest' } },
  states: {
    // The boxes, and "Resend OTP in 0:27" until the wait is over.
    countingDown: {
      after: { resendAfter: { target: 'canResend' } },
      on: codeEvents,
      initial: 'ticking',
      states: {
        // One second of the wait; the number shown drops by one.
        ticking: { after: { oneSecond: { target: 'ticking', reenter: true, actions: 'tick' } } },
      },
    },
    // The boxes, and the Resend OTP button.
    canResend: {
      entry: 'endCountdown',
      on: { ...codeEvents, RESEND_OTP: { target: 'resending', actions: 'clearError' } },
    },
    // Resend OTP is busy.
    resending: {
      invoke: {
        id: 'resend',
        src: 'resend',
        input: ({ context }) => ({ request: context.request }),
        onDone: { target: 'countingDown', actions: withOutput('takeResent') },
        onError: [
          { guard: 'phoneLocked', target: 'lockedOut', actions: { type: 'startLockout', params: failure } },
          { guard: 'codesSpent', target: 'countingDown', actions: { type: 'waitForCodes', params: failure } },
          { target: 'canResend', actions: callFailed },
        ],
      },
    },
    // Verify (or Continue) is busy while the code is checked.
    verifying: {
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context }) => ({ otp: context.otp, request: context.request }),
        onDone: { target: 'verified' },
        onError: [
          {
            guard: 'phoneLocked',
            target: 'lockedOut',
            actions: [
              { type: 'reportRejection', params: failure },
              { type: 'startLockout', params: failure },
            ],
          },
          { guard: 'resendAvailable', target: 'canResend', actions: rejected },
          { target: 'countingDown', actions: rejected },
        ],
      },
    },
    // The lender holds the phone: the boxes, Continue and Resend are off, the message under the
    // boxes says for how long (each minute again); when the wait is over a new code may be asked for.
    lockedOut: {
      after: { lockoutEnds: { target: 'canResend', actions: 'endLockout' } },
      initial: 'waiting',
      states: {
        // One minute of the lockout; the time left said drops by one.
        waiting: { after: { oneMinute: { target: 'waiting', reenter: true, actions: 'tickLockout' } } },
      },
    },
    // The code was right: the parent takes the verify answer and moves on.
    verified: { type: 'final', output: ({ event }: { event: AnyEventObject }) => (event as DoneActorEvent).output },
  },
  // The verify answer is passed on (from the final state's done event), never kept in context:
  // it may hold a token.
  output: ({ event }: { event: AnyEventObject }) => (event as DoneStateEvent<unknown>).output,
});

type WithOutput<M, TOutput> =
  M extends StateMachine<
    infer C,
    infer E,
    infer Ch,
    infer A,
    infer Ac,
    infer G,
    infer D,
    infer S,
    infer T,
    infer I,
    unknown,
    infer Em,
    infer Me,
    infer Sc,
    infer Tm
  >
    ? StateMachine<C, E, Ch, A, Ac, G, D, S, T, I, TOutput, Em, Me, Sc, Tm>
    : never;

/** The otp machine whose output is a parent's verify answer. */
export type OtpMachine<TAnswer> = WithOutput<typeof otpMachine, TAnswer>;

/**
 * The otp machine as a parent declares it in `setup({ actors })`: the same machine, its output
 * typed as the answer that parent's `verify` gives, so `xstate.done.actor.otp` is typed there.
 */
export function otpAnswering<TAnswer>(): OtpMachine<TAnswer> {
  return otpMachine as unknown as OtpMachine<TAnswer>;
}

/** What a parent's journey runtime provides: its verify (answering TAnswer) and resend calls. */
export interface OtpCalls<TAnswer> {
  verify: PromiseActorLogic<TAnswer, OtpVerifyInput>;
  resend: PromiseActorLogic<OtpResent, OtpResendInput>;
}

/**
 * The otp machine with a parent's calls. `provide` wants the declared `unknown` answer exactly
 * (promise logic is invariant in its output), so the typed calls are handed over as the
 * machine's own; the answer type comes back in the result.
 */
export function provideOtp<TAnswer>(calls: OtpCalls<TAnswer>): OtpMachine<TAnswer> {
  const actors = calls as unknown as OtpCalls<unknown>;
  return otpMachine.provide({ actors }) as unknown as OtpMachine<TAnswer>;
}
