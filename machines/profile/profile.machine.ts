import { assign, setup } from 'xstate';
import { appCall, messageOf } from '../kit/app-call.ts';
import type { ChartTypes } from '../kit/chart-types.ts';
import { callStep } from '../kit/call-step.ts';
import { withOutput } from '../kit/event-params.ts';
import { otpAnswering } from '../kit/otp.machine.ts';
import { aadhaarError, normaliseAadhaar } from '../../rules/identity/aadhaar.ts';
import { emailError, tidyEmail } from '../../rules/profile/email.ts';
import { reKycOpen } from '../../rules/profile/types.ts';
import { PROFILE_PATHS } from './screens.ts';
import type {
  EmailCodeSent,
  Profile,
  ProfileContext,
  ProfileEmail,
  ProfileEvent,
  ProfileInput,
  ReKyc,
  ReKycOtpSent,
} from './types.ts';

// The customer's profile (§2 /my-profile; issue 32, ADR 052): one read of what the lender holds,
// then its screen. Two steps of its own, each at its address under the profile:
// - the email: typed (its rule in rules/profile/email.ts), a code sent to it, and the kit's OTP child
//   (the phone's chart: the same wait, tries and lockouts), whose answer is the verified email;
// - the lender's re-KYC, when it asked for one: started (initiate-rekyc), then the Aadhaar number and
//   the Aadhaar OTP, the onboarding's Aadhaar OTP variant's pieces (its rule, its field, the OTP
//   child); the answer is the re-KYC done. ADR 052 says why the onboarding's chart is not invoked.

const { profile: profilePath, email: emailPath, reKyc: reKycPath } = PROFILE_PATHS;

const screen = (path: string) => ({ route: { path } });

/** The screen's OTP boxes: the kit's OTP chart as `otp` (screens read snapshot.children.otp), by its calls. */
type OtpChildren = { children: { otp: 'emailOtp' | 'aadhaarOtp' } };

export const profileMachine = setup({
  types: {} as ChartTypes<ProfileContext, ProfileEvent, ProfileInput> & OtpChildren,
  actors: {
    // Real implementations: src/journeys/profile/actors.ts.
    getProfile: appCall<Profile, void>('getProfile'),
    sendEmailOtp: appCall<EmailCodeSent, { email: string }>('sendEmailOtp'),
    initiateReKyc: appCall<ReKyc, void>('initiateReKyc'),
    sendAadhaarOtp: appCall<ReKycOtpSent, { aadhaarNumber: string }>('sendAadhaarOtp'),
    // The email code's and the Aadhaar code's boxes: the kit's OTP chart, each with its own calls.
    emailOtp: otpAnswering<ProfileEmail>(),
    aadhaarOtp: otpAnswering<ReKyc>(),
  },
  guards: {
    at: ({ context }, params: { place: ProfileContext['place'] }) => context.place === params.place,
    reKycOpen: ({ context }) => reKycOpen(context.profile),
    reKycStarted: ({ context }) => context.profile?.reKyc?.status === 'inProgress',
    emailValid: ({ context }) => emailError(context.email) === null,
    aadhaarValid: ({ context }) => aadhaarError(context.aadhaarNumber) === null,
  },
  actions: {
    keepProfile: assign((_, params: Profile) => ({ profile: params, error: null })),
    typeEmail: assign(({ event }) =>
      event.type === 'EMAIL_CHANGED' ? { email: event.value, emailError: null, error: null } : {},
    ),
    showEmailError: assign(({ context }) => ({ emailError: emailError(context.email) })),
    keepEmailSent: assign((_, params: EmailCodeSent) => ({ emailSentTo: params.sentTo, error: null })),
    keepEmail: assign(({ context }, params: ProfileEmail) => ({
      profile: context.profile && { ...context.profile, email: params },
      email: '',
      emailSentTo: null,
      notice: `Your email ${params.address} is verified.`,
      error: null,
    })),
    typeAadhaar: assign(({ event }) =>
      event.type === 'AADHAAR_CHANGED' ? { aadhaarNumber: event.value, aadhaarError: null, error: null } : {},
    ),
    showAadhaarError: assign(({ context }) => ({ aadhaarError: aadhaarError(context.aadhaarNumber) })),
    keepReKyc: assign(({ context }, params: ReKyc) => ({
      profile: context.profile && { ...context.profile, reKyc: params },
      error: null,
    })),
    keepAadhaarSent: assign((_, params: ReKycOtpSent) => ({
      otpRequestId: params.requestId,
      otpSentTo: params.otpSentTo,
      error: null,
    })),
    // The number is typed again for each re-KYC: it is not kept once the step is left.
    forgetAadhaar: assign({ aadhaarNumber: '', aadhaarError: null, otpRequestId: null, otpSentTo: null }),
    noteReKycDone: assign({ notice: 'Your KYC is updated. Thank you.' }),
    clearAlerts: assign({ error: null, notice: null }),
    showCallError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
  },
}).createMachine({
  id: 'profile',
  initial: 'loading',
  context: ({ input }) => ({
    place: input.place,
    profile: null,
    email: '',
    emailError: null,
    emailSentTo: null,
    aadhaarNumber: '',
    aadhaarError: null,
    otpRequestId: null,
    otpSentTo: null,
    notice: null,
    error: null,
  }),
  states: {
    // The Loader on the address opened while the profile is read.
    loading: callStep('getProfile', undefined, ['routing', 'keepProfile'], ['failed', 'showCallError']),
    // "We could not load your profile" with Retry.
    failed: { on: { RETRY: { target: 'loading', actions: 'clearAlerts' } } },
    // Nothing shown: the address decides the screen (the re-KYC only while the lender waits for it).
    routing: {
      always: [
        { guard: { type: 'at', params: { place: 'email' } }, target: 'email' },
        { guard: { type: 'at', params: { place: 'reKyc' } }, target: 'reKyc' },
        { target: 'profile' },
      ],
    },
    // Who the customer is and what the lender holds; add or change the email; the re-KYC when asked.
    profile: {
      meta: screen(profilePath),
      on: {
        ADD_EMAIL: { target: 'email', actions: 'clearAlerts' },
        START_REKYC: { guard: 'reKycOpen', target: 'reKyc', actions: 'clearAlerts' },
      },
    },
    email: {
      meta: screen(emailPath),
      initial: 'entering',
      states: {
        // The email field; Send OTP; Back to the profile.
        entering: {
          on: {
            EMAIL_CHANGED: { actions: 'typeEmail' },
            SUBMIT: [{ guard: 'emailValid', target: 'sending', actions: 'clearAlerts' }, { actions: 'showEmailError' }],
            BACK: { target: '#profile.profile' },
          },
        },
        // Send OTP is busy.
        sending: callStep(
          'sendEmailOtp',
          ({ context }: { context: ProfileContext }) => ({ email: tidyEmail(context.email) }),
          ['otp', 'keepEmailSent'],
          ['entering', 'showCallError'],
        ),
        // The OTP child's boxes, wait and Resend; Change email; verified: back to the profile.
        otp: {
          invoke: {
            id: 'otp',
            src: 'emailOtp',
            input: ({ context }) => ({
              request: { email: tidyEmail(context.email) },
              sentTo: context.emailSentTo,
            }),
            onDone: { target: '#profile.profile', actions: withOutput('keepEmail') },
          },
          on: { CHANGE_EMAIL: { target: 'entering', actions: 'clearAlerts' } },
        },
      },
    },
    reKyc: {
      meta: screen(reKycPath),
      initial: 'opening',
      exit: 'forgetAadhaar',
      states: {
        // Nothing shown: asked → the explanation; started → the Aadhaar number; else the profile.
        opening: {
          always: [
            { guard: 'reKycStarted', target: 'aadhaar' },
            { guard: 'reKycOpen', target: 'asked' },
            { target: '#profile.profile' },
          ],
        },
        // Why the lender asks and by when; Start re-KYC; Back.
        asked: { on: { SUBMIT: { target: 'initiating', actions: 'clearAlerts' }, BACK: '#profile.profile' } },
        // Start is busy while the lender opens the re-KYC.
        initiating: callStep('initiateReKyc', undefined, ['aadhaar', 'keepReKyc'], ['asked', 'showCallError']),
        // The Aadhaar number field; Send OTP; Back.
        aadhaar: {
          on: {
            AADHAAR_CHANGED: { actions: 'typeAadhaar' },
            SUBMIT: [
              { guard: 'aadhaarValid', target: 'sending', actions: 'clearAlerts' },
              { actions: 'showAadhaarError' },
            ],
            BACK: { target: '#profile.profile' },
          },
        },
        // Send OTP is busy.
        sending: callStep(
          'sendAadhaarOtp',
          ({ context }: { context: ProfileContext }) => ({ aadhaarNumber: normaliseAadhaar(context.aadhaarNumber) }),
          ['otp', 'keepAadhaarSent'],
          ['aadhaar', 'showCallError'],
        ),
        // The OTP child's boxes; Change number; verified: the profile says the KYC is updated.
        otp: {
          invoke: {
            id: 'otp',
            src: 'aadhaarOtp',
            input: ({ context }) => ({
              request: { aadhaarNumber: normaliseAadhaar(context.aadhaarNumber), requestId: context.otpRequestId },
              sentTo: context.otpSentTo,
            }),
            onDone: { target: '#profile.profile', actions: [withOutput('keepReKyc'), 'noteReKycDone'] },
          },
          on: { CHANGE_NUMBER: { target: 'aadhaar', actions: 'clearAlerts' } },
        },
      },
    },
  },
});
