import { assign, sendParent, sendTo, setup } from 'xstate';
import { appCall, messageOf, notProvided } from '../kit/app-call.ts';
import { lockoutMessage, lockoutOf, otpAnswering } from '../kit/otp.machine.ts';
import type { OtpInput, OtpRejected, OtpRequestChanged } from '../kit/otp.machine.ts';
import { redirectQuery, resumesSentOtp } from '../session/entry-query.ts';
import { LOGIN_PATHS } from './screens.ts';
import type { LoginQuery } from '../session/entry-query.ts';
import type {
  AuthorizedInput,
  Landing,
  LoginAuth,
  LoginInput,
  LoginOtpRequest,
  LoginOutput,
  SendOtpInput,
  SendOtpOutput,
  SessionPhoneOutput,
  TrackLoginFailureParams,
  VerifyOtpOutput,
} from './types.ts';
import { isValidMobile } from '../../rules/mobile.ts';
import { mobileError, termsError } from '../../rules/login.ts';

export * from './types.ts';
export { parseLoginQuery } from '../session/entry-query.ts';
export type { LoginQuery } from '../session/entry-query.ts';
export {
  MOBILE_INVALID_MESSAGE,
  MOBILE_REQUIRED_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  keepDigits,
  mobileError,
} from '../../rules/login.ts';
import { withOutput } from '../kit/event-params.ts';
import { callStep } from '../kit/call-step.ts';
import { chartTypesWithOtp } from '../kit/chart-types.ts';

export interface LoginContext {
  query: LoginQuery;
  /** LoginInput's carry: what Verify Otp's address keeps for the landing. */
  carry: Record<string, string>;
  sessionId: string | null;
  /** Why the session could not be started; the next Send OTP asks the session to try again. */
  sessionProblem: string | null;
  mobile: string;
  mobileError: string | null;
  /** The number the OTP went to; null until the lender accepted it. */
  phone: string | null;
  referrerCode: string;
  showReferrerCode: boolean;
  tncId: string | null;
  tncLink: string | null;
  tncAccepted: boolean;
  termsChecked: boolean;
  guarantor: boolean;
  guarantorId: string | null;
  referralFlow: boolean;
  auth: LoginAuth | null;
  onBoardingType: string | null;
  home: unknown;
}

export type LoginEvent =
  | { type: 'MOBILE_CHANGED'; value: string }
  | { type: 'SUBMIT_MOBILE' }
  | { type: 'REFERRER_CODE_CHANGED'; value: string }
  | { type: 'TERMS_TOGGLED'; checked: boolean }
  | { type: 'CHANGE_NUMBER' }
  | OtpRejected
  | { type: 'SESSION_READY'; sessionId: string }
  | { type: 'SESSION_FAILED'; message: string };

/** §4 Customer login: referral flow → Signup; guarantor entry; redirect target; else Dashboard. */
export function landingOf(
  context: Pick<LoginContext, 'query' | 'referralFlow' | 'guarantor' | 'onBoardingType'>,
): Landing {
  if (context.referralFlow || context.onBoardingType === 'referral') return { kind: 'signup' };
  if (context.guarantor) return { kind: 'guarantor' };
  if (context.query.redirect)
    return { kind: 'redirect', routeName: context.query.redirect, query: redirectQuery(context.query) };
  return { kind: 'dashboard' };
}

/** What verify and resend send besides the code; the otp child carries it as its `request`. */
export function otpRequestOf(context: LoginContext): LoginOtpRequest {
  return {
    sessionId: context.sessionId ?? '',
    referrerCode: context.showReferrerCode ? context.referrerCode.trim() || null : null,
    tncId: !context.tncAccepted && context.termsChecked ? context.tncId : null,
    guarantorId: context.guarantorId,
  };
}

/** The otp child on Verify Otp: the code is held while the terms box asks to be ticked. */
function otpInputOf(context: LoginContext): OtpInput {
  return { request: otpRequestOf(context), hold: termsError(context), callErrors: 'code' };
}

// What this chart's calls are given.
const sendOtpInput = ({ context }: { context: LoginContext }) => ({
  phone: context.mobile,
  sessionId: context.sessionId ?? '',
  referrerCode: context.referrerCode.trim() || null,
  guarantor: context.guarantor,
});

export const loginMachine = setup({
  types: chartTypesWithOtp<LoginContext, LoginEvent, LoginInput, LoginOutput>(),
  actors: {
    // Real implementations: src/journeys/session/actors.ts (createLoginActors).
    phoneBySession: appCall<SessionPhoneOutput, { sessionId: string }>('phoneBySession'),
    sendOtp: appCall<SendOtpOutput, SendOtpInput>('sendOtp'),
    // The OTP screen's chart; the app provides its verify and resend (createLoginActors).
    otp: otpAnswering<VerifyOtpOutput>(),
    recordConsent: appCall<void, AuthorizedInput>('recordConsent'),
    loadHome: appCall<unknown, AuthorizedInput>('loadHome'),
  },
  guards: {
    resumesSentOtp: ({ context }) => resumesSentOtp(context.query),
    mobileInvalid: ({ context }) => mobileError(context.mobile) !== null,
    sessionKnown: ({ context }) => context.sessionId !== null,
    sessionFailed: ({ context }) => context.sessionProblem !== null,
    termsWereNotAccepted: ({ context }) => !context.tncAccepted,
    // The guarantor journey loads its own data; a customer's redirect target needs home first.
    hasRedirectTarget: ({ context }) => context.query.redirect !== undefined && !context.guarantor,
    // Once a token exists the login is over; the address bar cannot take the user back into it.
    canOpenMobileNo: ({ context }) => context.auth === null,
    canOpenVerifyOtp: ({ context }) => context.auth === null && context.phone !== null,
  },
  actions: {
    assignMobile: assign(({ event }) =>
      event.type === 'MOBILE_CHANGED' ? { mobile: event.value, mobileError: null } : {},
    ),
    showMobileError: assign(({ context }) => ({ mobileError: mobileError(context.mobile) })),
    noteSessionReady: assign(({ event }) =>
      event.type === 'SESSION_READY' ? { sessionId: event.sessionId, sessionProblem: null } : {},
    ),
    noteSessionProblem: assign(({ event }) =>
      event.type === 'SESSION_FAILED' ? { sessionProblem: event.message } : {},
    ),
    showSessionProblem: assign(({ event }) =>
      event.type === 'SESSION_FAILED' ? { sessionProblem: event.message, mobileError: event.message } : {},
    ),
    clearSessionProblem: assign({ sessionProblem: null }),
    // The session (parent) owns session creation; it starts again when the user presses Send OTP.
    requestSessionRetry: sendParent({ type: 'RETRY_SESSION' }),
    // A resumed OTP (a reload, or a partner's ?otpSent): the screen as the login answer left it;
    // the otp child starts its 30 s wait again.
    rememberSessionPhone: assign(({ context }, params: SessionPhoneOutput) => ({
      phone: params.phone,
      mobile: params.phone,
      tncId: params.tncId,
      tncLink: params.tncLink,
      tncAccepted: params.tncAccepted,
      showReferrerCode: params.showReferrerCode,
      guarantorId: params.guarantorId,
      guarantor: context.guarantor || params.guarantorId !== null,
    })),
    acceptOtpSent: assign(({ context }, params: SendOtpOutput) => ({
      phone: context.mobile,
      tncId: params.tncId,
      tncLink: params.tncLink,
      tncAccepted: params.tncAccepted,
      showReferrerCode: params.showReferrerCode,
      guarantorId: params.guarantorId,
    })),
    // A phone the lender holds (too many codes or wrong codes) is said in the app's words, with the wait.
    showMobileCallError: assign((_, params: { error: unknown }) => {
      const lockout = lockoutOf(params.error);
      return { mobileError: lockout ? lockoutMessage(lockout) : messageOf(params.error) };
    }),
    forgetPhone: assign({ phone: null }),
    assignReferrerCode: assign(({ event }) =>
      event.type === 'REFERRER_CODE_CHANGED' ? { referrerCode: event.value } : {},
    ),
    assignTerms: assign(({ event }) => (event.type === 'TERMS_TOGGLED' ? { termsChecked: event.checked } : {})),
    // The box and the code sit on one screen: the otp child verifies with what the boxes say now.
    tellOtpRequest: sendTo('otp', ({ context }): OtpRequestChanged => ({
      type: 'REQUEST_CHANGED',
      request: otpRequestOf(context),
      hold: termsError(context),
    })),
    acceptAuth: assign((_, params: VerifyOtpOutput) => ({
      auth: { tokenType: params.tokenType, accessToken: params.accessToken },
      onBoardingType: params.onBoardingType,
    })),
    keepHome: assign((_, params: { home: unknown }) => ({ home: params.home })),
    // §4 "OTP failure triggers a login-failure tracking event"; the app provides the analytics sink.
    trackLoginFailure: (_, params: TrackLoginFailureParams) => {
      void params;
      notProvided('trackLoginFailure');
    },
  },
}).createMachine({
  id: 'login',
  initial: 'entry',
  context: ({ input }) => ({
    query: input.query,
    carry: input.carry ?? {},
    sessionId: input.sessionId ?? input.query.session ?? null,
    sessionProblem: null,
    mobile: isValidMobile(input.query.mobile) ? input.query.mobile : '',
    mobileError: null,
    phone: null,
    referrerCode: input.query.referral_code ?? '',
    showReferrerCode: false,
    tncId: null,
    tncLink: null,
    // Unknown until a login answer (or the resumed session's lookup) says otherwise.
    tncAccepted: true,
    termsChecked: false,
    guarantor: input.guarantorEntry === true,
    guarantorId: null,
    referralFlow: input.referralFlow,
    auth: null,
    onBoardingType: null,
    home: null,
  }),
  states: {
    // Nothing to see: an OTP already sent for ?session= resumes at Verify Otp, else Mobile No.
    entry: { always: [{ guard: 'resumesSentOtp', target: 'checkingSessionPhone' }, { target: 'mobileEntry' }] },
    // A loader while the phone of the resumed session is looked up (§4: failure → Mobile No).
    checkingSessionPhone: {
      invoke: {
        id: 'phoneBySession',
        src: 'phoneBySession',
        input: ({ context }) => ({ sessionId: context.sessionId ?? '' }),
        onDone: { target: 'otpEntry', actions: withOutput('rememberSessionPhone') },
        onError: { target: 'mobileEntry' },
      },
    },
    // Mobile No: one field and Send OTP.
    mobileEntry: {
      id: 'mobileNo',
      route: { guard: 'canOpenMobileNo' },
      meta: { route: { path: LOGIN_PATHS.mobileEntry } },
      entry: 'forgetPhone',
      initial: 'editing',
      states: {
        // The field is editable; errors show under it and clear on input. The session may come
        // up (or fail) while the user types; elsewhere its news is already known or moot.
        editing: {
          on: {
            SESSION_READY: { actions: 'noteSessionReady' },
            SESSION_FAILED: { actions: 'noteSessionProblem' },
            MOBILE_CHANGED: { actions: 'assignMobile' },
            SUBMIT_MOBILE: [
              { guard: 'mobileInvalid', actions: 'showMobileError' },
              { guard: 'sessionKnown', target: 'sendingOtp' },
              {
                guard: 'sessionFailed',
                target: 'awaitingSession',
                actions: ['clearSessionProblem', 'requestSessionRetry'],
              },
              { target: 'awaitingSession' },
            ],
          },
        },
        // Send OTP is busy until the session the OTP belongs to exists.
        awaitingSession: {
          on: {
            SESSION_READY: { target: 'sendingOtp', actions: 'noteSessionReady' },
            SESSION_FAILED: { target: 'editing', actions: 'showSessionProblem' },
          },
        },
        // Send OTP is busy while the lender sends the OTP.
        sendingOtp: callStep(
          'sendOtp',
          sendOtpInput,
          ['#verifyOtp', 'acceptOtpSent'],
          ['editing', 'showMobileCallError'],
        ),
      },
    },
    // Verify Otp: the otp child's boxes, countdown and Resend; terms and referral code when asked for.
    otpEntry: {
      id: 'verifyOtp',
      route: { guard: 'canOpenVerifyOtp' },
      // The sent OTP survives a reload: ?session&otpSent is the resume path `entry` already takes;
      // the carried ?redirect and deep-link query keep where the login lands.
      meta: {
        route: {
          path: LOGIN_PATHS.otpEntry,
          query: (context) => ({ ...context.carry, session: context.sessionId, otpSent: 'true' }),
        },
      },
      invoke: {
        id: 'otp',
        src: 'otp',
        input: ({ context }) => otpInputOf(context),
        // The code was right: Continue stays busy while the login finishes.
        onDone: [
          { guard: 'termsWereNotAccepted', target: 'recordingConsent', actions: withOutput('acceptAuth') },
          { guard: 'hasRedirectTarget', target: 'loadingHome', actions: withOutput('acceptAuth') },
          { target: 'done', actions: withOutput('acceptAuth') },
        ],
      },
      on: {
        REFERRER_CODE_CHANGED: { actions: ['assignReferrerCode', 'tellOtpRequest'] },
        TERMS_TOGGLED: { actions: ['assignTerms', 'tellOtpRequest'] },
        OTP_REJECTED: {
          actions: {
            type: 'trackLoginFailure',
            params: ({ context, event }) => ({ reason: event.message, guarantor: context.guarantor }),
          },
        },
        CHANGE_NUMBER: { target: '#mobileNo' },
      },
    },
    // Continue stays busy while a first login's WhatsApp consent is recorded (§4: errors ignored).
    recordingConsent: {
      invoke: {
        id: 'recordConsent',
        src: 'recordConsent',
        input: ({ context }) => ({ auth: authOf(context) }),
        onDone: [{ guard: 'hasRedirectTarget', target: 'loadingHome' }, { target: 'done' }],
        onError: [{ guard: 'hasRedirectTarget', target: 'loadingHome' }, { target: 'done' }],
      },
    },
    // Continue stays busy while home data for the redirect target loads (§4); a failure still
    // lands: the target loads what it needs itself.
    loadingHome: {
      invoke: {
        id: 'loadHome',
        src: 'loadHome',
        input: ({ context }) => ({ auth: authOf(context) }),
        onDone: { target: 'done', actions: { type: 'keepHome', params: ({ event }) => ({ home: event.output }) } },
        onError: { target: 'done' },
      },
    },
    // Logged in: the session persists the output and the app goes to the landing.
    done: { type: 'final' },
  },
  output: ({ context }) => ({
    auth: authOf(context),
    phone: context.phone ?? context.mobile,
    guarantor: context.guarantor,
    guarantorId: context.guarantorId,
    onBoardingType: context.onBoardingType,
    home: context.home,
    landing: landingOf(context),
  }),
});

function authOf(context: LoginContext): LoginAuth {
  if (!context.auth) throw new Error('The login journey needs the verified token here');
  return context.auth;
}
