import { assign, setup } from 'xstate';
import { appCall, messageOf } from '../kit/app-call.ts';
import type { ChartTypes } from '../kit/chart-types.ts';
import { callStep } from '../kit/call-step.ts';
import { withOutput } from '../kit/event-params.ts';
import { otpAnswering } from '../kit/otp.machine.ts';
import { aadhaarError, normaliseAadhaar } from '../../rules/identity/aadhaar.ts';
import { emailError, tidyEmail } from '../../rules/profile/email.ts';
import { reKycOpen, sectionFailed } from '../../rules/profile/types.ts';
import { PROFILE_PATHS } from './screens.ts';
import type {
  EmailCodeSent,
  LenderSections,
  Profile,
  ProfileContext,
  ProfileEmail,
  ProfileEvent,
  ProfileInput,
  ReKyc,
  ReKycOtpSent,
  Section,
  SectionsToRead,
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

const HOME = '#profile.profile';

/** Nothing of an email or a re-KYC being typed: the context a step starts from and the re-KYC leaves. */
const NO_EMAIL = { email: '', emailError: null, emailSentTo: null } as const;
const NO_AADHAAR = { aadhaarNumber: '', aadhaarError: null, otpRequestId: null, otpSentTo: null } as const;

/** Send OTP: on when the field's rule holds, else the rule's sentence under the field. */
const sendIf = <const G extends string, const S extends string>(valid: G, show: S) =>
  [{ guard: valid, target: 'sending', actions: 'clearAlerts' }, { actions: show }] as const;

/** The lender's parts before their read. */
const UNREAD: LenderSections = { lender: { status: 'loading' }, terms: { status: 'loading' } };

const unlessShown = <T>(part: Section<T>): Section<T> => (part.status === 'shown' ? part : { status: 'loading' });

/** The context before the read: nothing typed, nothing said. */
const UNTOUCHED = { profile: null, sections: UNREAD, ...NO_EMAIL, ...NO_AADHAAR, notice: null, error: null } as const;

/** The places with a step of their own, opened by their address. */
const OWN_PLACES = ['email', 'reKyc'] as const;

type Ctx = { context: ProfileContext };
const emailInput = ({ context }: Ctx) => ({ email: tidyEmail(context.email) });
const emailCode = ({ context }: Ctx) => ({ request: emailInput({ context }), sentTo: context.emailSentTo });
const aadhaarInput = ({ context }: Ctx) => ({ aadhaarNumber: normaliseAadhaar(context.aadhaarNumber) });
const aadhaarCode = ({ context }: Ctx) => ({
  request: { ...aadhaarInput({ context }), requestId: context.otpRequestId },
  sentTo: context.otpSentTo,
});
/** The parts not shown yet (unread or failed), at the customer's own id. */
const sectionsInput = ({ context }: Ctx): SectionsToRead => ({
  customerId: context.profile?.customerId ?? '',
  lender: context.sections.lender.status !== 'shown',
  terms: context.sections.terms.status !== 'shown',
});
const REKYC_DONE = [withOutput('keepReKyc'), 'noteReKycDone'] as const;
const OPENING = [
  { guard: 'reKycStarted', target: 'aadhaar' },
  { guard: 'reKycOpen', target: 'asked' },
  { target: HOME },
] as const;

/** The screen's OTP boxes: the kit's OTP chart as `otp` (screens read snapshot.children.otp), by its calls. */
type OtpChildren = { children: { otp: 'emailOtp' | 'aadhaarOtp' } };

export const profileMachine = setup({
  types: {} as ChartTypes<ProfileContext, ProfileEvent, ProfileInput> & OtpChildren,
  actors: {
    // Real implementations: src/journeys/profile/actors.ts.
    getProfile: appCall<Profile, void>('getProfile'),
    getLenderSections: appCall<Partial<LenderSections>, SectionsToRead>('getLenderSections'),
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
    sectionFailed: ({ context }) => sectionFailed(context.sections),
    reKycStarted: ({ context }) => context.profile?.reKyc?.status === 'inProgress',
    emailValid: ({ context }) => emailError(context.email) === null,
    aadhaarValid: ({ context }) => aadhaarError(context.aadhaarNumber) === null,
  },
  actions: {
    keepProfile: assign((_, params: Profile) => ({ profile: params, error: null })),
    // The parts not shown show their Loader again while they are read.
    markSectionsLoading: assign(({ context }) => ({
      sections: { lender: unlessShown(context.sections.lender), terms: unlessShown(context.sections.terms) },
    })),
    keepSections: assign(({ context }, params: Partial<LenderSections>) => ({
      sections: { ...context.sections, ...params },
    })),
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
    forgetAadhaar: assign(NO_AADHAAR),
    noteReKycDone: assign({ notice: 'Your KYC is updated. Thank you.' }),
    clearAlerts: assign({ error: null, notice: null }),
    showCallError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
  },
}).createMachine({
  id: 'profile',
  initial: 'loading',
  context: ({ input }) => ({ ...UNTOUCHED, place: input.place }),
  states: {
    // Nothing shown: the address decides the screen (the re-KYC only while the lender waits for it).
    routing: {
      always: [
        ...OWN_PLACES.map((place) => ({ guard: { type: 'at' as const, params: { place } }, target: place })),
        'profile',
      ],
    },
    // The Loader on the address opened while the profile is read; "We could not load your profile" with Retry.
    loading: callStep('getProfile', undefined, ['routing', 'keepProfile'], ['failed', 'showCallError']),
    failed: { on: { RETRY: { target: 'loading', actions: 'clearAlerts' } } },
    // Who the customer is and what the lender holds; add or change the email; the re-KYC when asked.
    profile: {
      meta: screen(profilePath),
      initial: 'reading',
      states: {
        // The page, with the lender's two parts each showing its Loader while they are read (ADR 056).
        reading: {
          entry: 'markSectionsLoading',
          invoke: {
            id: 'getLenderSections',
            src: 'getLenderSections',
            input: sectionsInput,
            onDone: { target: 'shown', actions: withOutput('keepSections') },
          },
        },
        // Each part's answer, or its sentence and Retry (which reads the failed parts again).
        shown: { on: { RETRY: { guard: 'sectionFailed', target: 'reading' } } },
      },
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
          on: { EMAIL_CHANGED: { actions: 'typeEmail' }, SUBMIT: sendIf('emailValid', 'showEmailError'), BACK: HOME },
        },
        // Send OTP is busy.
        sending: callStep('sendEmailOtp', emailInput, ['otp', 'keepEmailSent'], ['entering', 'showCallError']),
        // The OTP child's boxes, wait and Resend; Change email; verified: back to the profile.
        otp: {
          invoke: {
            id: 'otp',
            src: 'emailOtp',
            input: emailCode,
            onDone: { target: HOME, actions: withOutput('keepEmail') },
          },
          on: { CHANGE: { target: 'entering', actions: 'clearAlerts' } },
        },
      },
    },
    reKyc: {
      meta: screen(reKycPath),
      initial: 'opening',
      exit: 'forgetAadhaar',
      states: {
        // Nothing shown: started → the Aadhaar number; asked → the explanation; else the profile.
        opening: { always: OPENING },
        // Why the lender asks and by when; Start re-KYC; Back.
        asked: { on: { SUBMIT: { target: 'initiating', actions: 'clearAlerts' }, BACK: HOME } },
        // Start is busy while the lender opens the re-KYC.
        initiating: callStep('initiateReKyc', undefined, ['aadhaar', 'keepReKyc'], ['asked', 'showCallError']),
        // The Aadhaar number field; Send OTP; Back.
        aadhaar: {
          on: {
            AADHAAR_CHANGED: { actions: 'typeAadhaar' },
            SUBMIT: sendIf('aadhaarValid', 'showAadhaarError'),
            BACK: HOME,
          },
        },
        // Send OTP is busy.
        sending: callStep('sendAadhaarOtp', aadhaarInput, ['otp', 'keepAadhaarSent'], ['aadhaar', 'showCallError']),
        // The OTP child's boxes; Change number; verified: the profile says the KYC is updated.
        otp: {
          invoke: { id: 'otp', src: 'aadhaarOtp', input: aadhaarCode, onDone: { target: HOME, actions: REKYC_DONE } },
          on: { CHANGE: { target: 'aadhaar', actions: 'clearAlerts' } },
        },
      },
    },
  },
});
