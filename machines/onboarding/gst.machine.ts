import { assign, setup } from 'xstate';
import type { GstVerificationStatus } from '../../rules/onboarding/identity.ts';
import type { ApplicationPosition, StepAnswer } from '../../rules/onboarding/position.ts';
import { otpAnswering } from '../kit/otp.machine.ts';
import type { ChangeEvent } from './identity/forms.ts';
import type { FieldsParams } from '../../rules/onboarding/identity-fields.ts';
import { fieldsValid, withFieldErrors } from '../../rules/onboarding/identity-fields.ts';
import { answerOf, changed, failed, submitWhenValid, formEntry } from './identity/forms.ts';
import { appCall } from '../kit/app-call.ts';
import type { IdentityStepInput } from './types.ts';
import { ONBOARDING_PATHS } from './screens.ts';
import { applicationInput, withError, withOutput } from '../kit/event-params.ts';
import { callStep } from '../kit/call-step.ts';
import { chartTypesWithOtp } from '../kit/chart-types.ts';
import { answerCall } from './answer-call.ts';

// GSTIN verification (§2 additional-info "GSTIN Verification"): the GSTIN (format and
// check character), its taxpayer type, the GST portal username, consent (the portal sends an
// OTP to the applicant's phone) and the OTP, typed in the otp child. §8 hides GST login and OTP
// errors from the user: every portal failure shows one neutral sentence, never the server's
// text. The parent invokes this as 'step'. What the applicant types (GSTIN, username; never
// consent or the OTP) is kept through the app's draft actions, so a reload gives it back.

export const GST_PATH = ONBOARDING_PATHS.gstin;
export const GST_HIDDEN_MESSAGE = 'We could not verify with the GST portal. Please check and try again.';

/** The typed fields a draft keeps; consent is asked afresh and an OTP is never stored. */
export const GST_DRAFT_FIELDS = ['gstin', 'username'] as const;

/** The draft fields of `values` (absent ones as empty), as the step hands them to the app's store. */
export function gstDraftOf(values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(GST_DRAFT_FIELDS.map((field) => [field, values[field] ?? '']));
}

/** Where GST verification stood when the step opened (a reload after login or after the OTP was sent). */
export interface GstStart {
  gstin: string | null;
  status: GstVerificationStatus['status'];
  taxpayerType: string | null;
}

export interface GstinConfirmed {
  gstin: string;
  taxpayerType: string;
  application: ApplicationPosition;
}

export interface GstVerified {
  application: ApplicationPosition;
  taxpayerType: string;
}

export interface GstContext {
  applicationId: string;
  /** The lender lets this applicant go on without GST (flags.skipGst or skipBusinessRegistration). */
  skipAllowed: boolean;
  /** What was typed before a reload (draft fields only), laid over the GSTIN entry once loaded. */
  draft: Record<string, string> | null;
  values: Record<string, string>;
  errors: Record<string, string>;
  error: string | null;
  taxpayerType: string | null;
  /** Where the portal sent the code (the otp child starts from it); null after a reload. */
  otpSentTo: string | null;
  application: ApplicationPosition | null;
}

export type GstEvent =
  | ChangeEvent
  | { type: 'SUBMIT' }
  | { type: 'SKIP' }
  | { type: 'CHANGE_GSTIN' }
  | { type: 'RETRY' }
  | { type: 'CONTINUE' };

const screen = { route: { path: GST_PATH } };
// The GSTIN typed, for the lender to save to the profile.
const gstinInput = ({ context }: { context: GstContext }) => ({
  applicationId: context.applicationId,
  gstin: context.values.gstin ?? '',
});
const portalFailed = { type: 'hideCallError' } as const;
const persist = {
  type: 'persistDraft',
  params: ({ context }: { context: GstContext }) => ({ values: gstDraftOf(context.values) }),
} as const;

export const gstMachine = setup({
  types: chartTypesWithOtp<GstContext, GstEvent, IdentityStepInput, StepAnswer>(),
  actors: {
    // Real implementations: src/journeys/onboarding/identity/gst-actors.ts.
    loadGst: appCall<GstStart, { applicationId: string }>('loadGst'),
    confirmGstin: appCall<GstinConfirmed, { applicationId: string; gstin: string }>('confirmGstin'),
    gstLogin: appCall<unknown, { applicationId: string; gstin: string; username: string }>('gstLogin'),
    gstConsent: appCall<{ otpSentTo: string }, { applicationId: string }>('gstConsent'),
    // The portal OTP's boxes; its verify and resend: gst-actors.ts (createGstOtpActors).
    otp: otpAnswering<GstVerified>(),
    skipGst: appCall<StepAnswer, { applicationId: string }>('skipGst'),
  },
  guards: {
    // The fields' rules (GSTIN check character, username, consent ticked).
    valid: ({ context }, params: FieldsParams) => fieldsValid(context, params),
    canSkip: ({ context }) => context.skipAllowed,
    atOtp: (_, params: GstStart) => params.status === 'otpSent',
    atConsent: (_, params: GstStart) => params.status === 'loggedIn',
    // A reload on the username screen: the draft holds a username typed for the GSTIN the
    // profile has (Verify saved it there), and the portal login has not happened yet.
    atLogin: ({ context }, params: GstStart) =>
      params.status === 'notStarted' &&
      params.gstin !== null &&
      Boolean(context.draft?.username) &&
      (context.draft?.gstin ?? '').trim().toUpperCase() === params.gstin,
  },
  actions: {
    // Injected (src/journeys/onboarding/identity/provide.ts): the drafts store. Without a store, as in
    // the screen tests, typing stays in context only, so these do nothing rather than throw.
    persistDraft: (_, _params: { values: Record<string, string> }) => {},
    clearDraft: () => {},
    // The fields' rules assigned to `errors`.
    showErrors: assign(({ context }, params: FieldsParams) => withFieldErrors(context, params)),
    assignValue: assign(({ context, event }) => (event.type === 'CHANGE' ? changed(context, event) : {})),
    clearError: assign({ error: null }),
    showCallError: assign(({ context }, params: { error: unknown }) => failed(context, params.error)),
    // §8: the portal's own words never reach the screen.
    hideCallError: assign({ error: GST_HIDDEN_MESSAGE }),
    keepStart: assign(({ context }, params: GstStart) => ({
      values: { ...context.values, gstin: params.gstin ?? '' },
      taxpayerType: params.taxpayerType,
    })),
    // Only when the step opens on the GSTIN entry or the username (there the profile's GSTIN
    // is laid over it): after the login the portal's GSTIN stands.
    restoreDraft: assign(({ context }) => (context.draft ? { values: { ...context.values, ...context.draft } } : {})),
    keepGstin: assign(({ context }, params: GstinConfirmed) => ({
      values: { ...context.values, gstin: params.gstin },
      taxpayerType: params.taxpayerType,
      application: params.application,
      error: null,
    })),
    keepOtpSent: assign((_, params: { otpSentTo: string }) => ({ otpSentTo: params.otpSentTo, error: null })),
    keepVerified: assign((_, params: GstVerified) => ({
      application: params.application,
      taxpayerType: params.taxpayerType,
      error: null,
    })),
    keepApplication: assign((_, params: StepAnswer) => ({ application: params.application, error: null })),
  },
}).createMachine({
  id: 'gst',
  initial: 'loading',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    skipAllowed: input.flags?.skipGst === true || input.home?.skipBusinessRegistration === true,
    draft: input.draft ? gstDraftOf({ gstin: '', username: '', ...input.draft }) : null,
    values: { gstin: '', username: '', consent: '' },
    errors: {},
    error: null,
    taxpayerType: null,
    otpSentTo: null,
    application: null,
  }),
  states: {
    // The Loader while the GSTIN and how far its verification got are read.
    loading: {
      invoke: {
        id: 'loadGst',
        src: 'loadGst',
        input: applicationInput,
        onDone: [
          { guard: withOutput('atOtp'), target: 'otp', actions: withOutput('keepStart') },
          { guard: withOutput('atConsent'), target: 'consent', actions: withOutput('keepStart') },
          { guard: withOutput('atLogin'), target: 'login', actions: ['restoreDraft', withOutput('keepStart')] },
          { target: 'gstinEntry', actions: [withOutput('keepStart'), 'restoreDraft'] },
        ],
        onError: { target: 'loadFailed', actions: withError('showCallError') },
      },
    },
    // The load problem with Retry.
    loadFailed: { meta: screen, on: { RETRY: { target: 'loading', actions: 'clearError' } } },
    // The GSTIN field (check character checked as typed); Verify; Skip when the lender allows it.
    gstinEntry: {
      meta: screen,
      on: {
        CHANGE: { actions: ['assignValue', persist] },
        SUBMIT: submitWhenValid('confirming', { fields: ['gstin'] }),
        SKIP: { guard: 'canSkip', target: 'skipping', actions: 'clearError' },
      },
    },
    // Verify is busy while the GSTIN is saved to the profile and its taxpayer type read.
    confirming: {
      meta: screen,
      ...callStep('confirmGstin', gstinInput, ['login', 'keepGstin'], ['gstinEntry', 'showCallError']),
    },
    // The taxpayer type, and the GST portal username.
    login: {
      meta: screen,
      initial: 'typing',
      states: {
        // Typing the username; Change GSTIN.
        typing: {
          on: {
            CHANGE: { actions: ['assignValue', persist] },
            SUBMIT: submitWhenValid('loggingIn', { fields: ['username'] }),
            CHANGE_GSTIN: { target: '#gst.gstinEntry', actions: 'clearError' },
          },
        },
        // Continue is busy while the portal checks the username.
        loggingIn: {
          invoke: {
            id: 'gstLogin',
            src: 'gstLogin',
            input: ({ context }) => ({
              applicationId: context.applicationId,
              gstin: context.values.gstin ?? '',
              username: context.values.username ?? '',
            }),
            onDone: { target: '#gst.consent' },
            onError: { target: 'typing', actions: portalFailed },
          },
        },
      },
    },
    // The consent to share GST returns; agreeing sends the OTP.
    consent: {
      meta: screen,
      initial: 'asking',
      states: {
        // The consent box; Send OTP; Change GSTIN.
        asking: formEntry('consenting', ['consent'], 'CHANGE_GSTIN', '#gst.gstinEntry'),
        // Send OTP is busy.
        consenting: {
          invoke: {
            id: 'gstConsent',
            src: 'gstConsent',
            input: applicationInput,
            onDone: { target: '#gst.otp', actions: withOutput('keepOtpSent') },
            onError: { target: 'asking', actions: portalFailed },
          },
        },
      },
    },
    // The portal's OTP in the otp child (Resend after 30 s); Change GSTIN.
    otp: {
      meta: screen,
      invoke: {
        id: 'otp',
        src: 'otp',
        input: ({ context }) => ({
          request: { applicationId: context.applicationId },
          sentTo: context.otpSentTo,
          callErrors: 'alert' as const,
          // §8: the portal's own words never reach the screen.
          callErrorMessage: GST_HIDDEN_MESSAGE,
        }),
        onDone: { target: 'verified', actions: withOutput('keepVerified') },
      },
      on: { CHANGE_GSTIN: { target: 'gstinEntry', actions: 'clearError' } },
    },
    // "GSTIN verified" with the taxpayer type; Continue.
    verified: { meta: screen, entry: 'clearDraft', on: { CONTINUE: { target: 'done' } } },
    // Skip is busy while the lender records that the registration proof is skipped.
    skipping: { meta: screen, ...answerCall('skipGst', applicationInput, ['done', 'keepApplication'], 'gstinEntry') },
    // Verified or skipped: the parent takes the next screen from the answer.
    done: { type: 'final' },
  },
  output: ({ context }) => answerOf(context.application),
});
