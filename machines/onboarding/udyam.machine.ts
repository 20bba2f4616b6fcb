import { assign, setup } from 'xstate';
import type { UdyamOtpSent, UdyamRegistration, UdyamSubmitted } from '../../rules/onboarding/identity.ts';
import type { ApplicationPosition, StepAnswer } from '../../rules/onboarding/position.ts';
import { otpAnswering } from '../kit/otp.machine.ts';
import type { ChangeEvent } from './identity/forms.ts';
import type { FieldsParams } from '../../rules/onboarding/identity-fields.ts';
import { fieldsValid, withFieldErrors } from '../../rules/onboarding/identity-fields.ts';
import { answerOf, changed, failed, submitWhenValid, formEntry } from './identity/forms.ts';
import { appCall } from '../kit/app-call.ts';
import type { IdentityStepInput } from './types.ts';
import { ONBOARDING_PATHS } from './screens.ts';
import { applicationInput, withOutput } from '../kit/event-params.ts';
import { callStep } from '../kit/call-step.ts';
import { chartTypesWithOtp } from '../kit/chart-types.ts';
import { answerCall } from './answer-call.ts';

// Udyam verification (§2 /udyam-verification, /udyam-otp-verification "Enter Udyam
// OTP", /udyam-list "Select Udyam"): the Udyam number or the registered mobile, the provider's
// OTP, then the registration to keep. The parent invokes this as 'step'. The lookup typed (never
// the OTP) is kept through the app's draft actions, so a reload gives it back.

export const UDYAM_PATHS = {
  verification: ONBOARDING_PATHS.udyam,
  otp: ONBOARDING_PATHS.udyamOtp,
  list: ONBOARDING_PATHS.udyamList,
} as const;

/** How the applicant looks the registration up; `values.lookup` holds one of these. */
export const UDYAM_LOOKUPS = ['number', 'mobile'] as const;
export type UdyamLookupKind = (typeof UDYAM_LOOKUPS)[number];

/** The typed fields a draft keeps: which lookup, the number and the mobile; never the OTP. */
export const UDYAM_DRAFT_FIELDS = ['lookup', 'udyamNumber', 'mobile'] as const;

/** The draft fields of `values` (absent ones as empty), as the step hands them to the app's store. */
export function udyamDraftOf(values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(UDYAM_DRAFT_FIELDS.map((field) => [field, values[field] ?? '']));
}

export interface UdyamContext {
  applicationId: string;
  /** What was typed before a reload (draft fields only), laid over the entry when it opens there. */
  draft: Record<string, string> | null;
  /** lookup ('number' | 'mobile'), udyamNumber, mobile, selected (a udyam_reg_no). */
  values: Record<string, string>;
  errors: Record<string, string>;
  error: string | null;
  /** The OTP's request and where it went (the otp child starts from them). */
  requestId: string | null;
  otpSentTo: string | null;
  registrations: readonly UdyamRegistration[];
  application: ApplicationPosition | null;
}

export type UdyamEvent = ChangeEvent | { type: 'SUBMIT' } | { type: 'CHANGE_NUMBER' };

/** The fields Send OTP checks: the number or the mobile, by the chosen lookup. */
export function lookupFields(values: Record<string, string>): readonly string[] {
  return values.lookup === 'mobile' ? ['lookup', 'mobile'] : ['lookup', 'udyamNumber'];
}

export interface UdyamOtpInput {
  applicationId: string;
  lookup: UdyamLookupKind;
  udyamNumber: string;
  mobile: string;
}

/** What the step reads back on opening (a reload): a verified list, and an OTP still usable with its lookup. */
export interface UdyamRestored {
  registrations: readonly UdyamRegistration[];
  otp: (Omit<UdyamOtpInput, 'applicationId'> & { sent: UdyamOtpSent }) | null;
}

const otpInput = ({ context }: { context: UdyamContext }): UdyamOtpInput => ({
  applicationId: context.applicationId,
  lookup: context.values.lookup === 'mobile' ? 'mobile' : 'number',
  udyamNumber: context.values.udyamNumber ?? '',
  mobile: context.values.mobile ?? '',
});

// The Udyam number or the mobile, whichever lookup is chosen.
const lookupParams = ({ context }: { context: UdyamContext }): FieldsParams => ({
  fields: lookupFields(context.values),
});

// The registration chosen from the list, for the lender to make the profile's.
const submitInput = ({ context }: { context: UdyamContext }) => ({
  applicationId: context.applicationId,
  udyamNumber: context.values.selected ?? '',
});

const persist = {
  type: 'persistDraft',
  params: ({ context }: { context: UdyamContext }) => ({ values: udyamDraftOf(context.values) }),
} as const;

export const udyamMachine = setup({
  types: chartTypesWithOtp<UdyamContext, UdyamEvent, IdentityStepInput, StepAnswer>(),
  actors: {
    // Real implementations: src/journeys/onboarding/identity/udyam-actors.ts.
    readUdyamList: appCall<UdyamRestored, { applicationId: string }>('readUdyamList'),
    generateUdyamOtp: appCall<UdyamOtpSent, UdyamOtpInput>('generateUdyamOtp'),
    // Enter Udyam OTP's boxes; its verify and resend: udyam-actors.ts (createUdyamOtpActors).
    otp: otpAnswering<readonly UdyamRegistration[]>(),
    submitUdyam: appCall<UdyamSubmitted, { applicationId: string; udyamNumber: string }>('submitUdyam'),
  },
  guards: {
    // The fields' rules (Udyam UDYAM-XX-00-0000000, 10-digit mobile, a choice).
    valid: ({ context }, params: FieldsParams) => fieldsValid(context, params),
    otpPending: (_, params: UdyamRestored) => params.otp !== null,
    found: (_, params: UdyamRestored) => params.registrations.length > 0,
  },
  actions: {
    // Injected (src/journeys/onboarding/identity/provide.ts): the drafts store. Without a store, as in
    // the screen tests, typing stays in context only, so these do nothing rather than throw.
    persistDraft: (_, _params: { values: Record<string, string> }) => {},
    clearDraft: () => {},
    // Only when the step opens on the entry: a pending OTP or a found list is the server's.
    restoreDraft: assign(({ context }) => {
      if (!context.draft) return {};
      const lookup = context.draft.lookup === 'mobile' ? 'mobile' : 'number';
      return { values: { ...context.values, ...context.draft, lookup } };
    }),
    // The fields' rules assigned to `errors`.
    showErrors: assign(({ context }, params: FieldsParams) => withFieldErrors(context, params)),
    assignValue: assign(({ context, event }) => (event.type === 'CHANGE' ? changed(context, event) : {})),
    clearError: assign({ error: null }),
    showCallError: assign(({ context }, params: { error: unknown }) => failed(context, params.error)),
    keepOtpSent: assign((_, params: UdyamOtpSent) => ({
      requestId: params.request_id,
      otpSentTo: params.otp_sent_to,
      error: null,
    })),
    // One registration is chosen for the applicant; several wait for their choice.
    keepList: assign(({ context }, params: readonly UdyamRegistration[]) => ({
      registrations: params,
      values: { ...context.values, selected: params.length === 1 ? (params[0]?.udyam_reg_no ?? '') : '' },
      error: null,
    })),
    // The OTP screen as it was: the code's request, and the number or mobile Resend needs.
    keepRestoredOtp: assign(({ context }, params: UdyamRestored) => {
      const { otp } = params;
      if (!otp) return {};
      return {
        requestId: otp.sent.request_id,
        otpSentTo: otp.sent.otp_sent_to,
        values: { ...context.values, lookup: otp.lookup, udyamNumber: otp.udyamNumber, mobile: otp.mobile },
        error: null,
      };
    }),
    keepApplication: assign((_, params: UdyamSubmitted) => ({ application: params.application, error: null })),
  },
}).createMachine({
  id: 'udyam',
  initial: 'restoring',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    draft: input.draft ? udyamDraftOf(input.draft) : null,
    values: { lookup: 'number', udyamNumber: '', mobile: '', selected: '' },
    errors: {},
    error: null,
    requestId: null,
    otpSentTo: null,
    registrations: [],
    application: null,
  }),
  states: {
    // Opening the step (a reload, say): the newest OTP, if it can still be typed, reopens Enter
    // Udyam OTP; else a list verified in the last 30 minutes reopens Select Udyam; none, or a
    // failed read, starts at the number (the OTP can be asked for again).
    restoring: {
      invoke: {
        id: 'readUdyamList',
        src: 'readUdyamList',
        input: applicationInput,
        onDone: [
          { guard: withOutput('otpPending'), target: 'otp', actions: withOutput('keepRestoredOtp') },
          {
            guard: withOutput('found'),
            target: 'list',
            actions: { type: 'keepList', params: ({ event }) => event.output.registrations },
          },
          { target: 'entering', actions: 'restoreDraft' },
        ],
        onError: { target: 'entering', actions: 'restoreDraft' },
      },
    },
    // Udyam verification: the Udyam number (or the registered mobile); Send OTP.
    entering: {
      meta: { route: { path: UDYAM_PATHS.verification } },
      on: { CHANGE: { actions: ['assignValue', persist] }, SUBMIT: submitWhenValid('sending', lookupParams) },
    },
    // Send OTP is busy.
    sending: {
      meta: { route: { path: UDYAM_PATHS.verification } },
      ...callStep('generateUdyamOtp', otpInput, ['otp', 'keepOtpSent'], ['entering', 'showCallError']),
    },
    // Enter Udyam OTP: the otp child's boxes (Resend after 30 s); Change number.
    otp: {
      meta: { route: { path: UDYAM_PATHS.otp } },
      invoke: {
        id: 'otp',
        src: 'otp',
        // Resend asks again by the same lookup; verify answers the newest request.
        input: ({ context }) => {
          const { applicationId, lookup, udyamNumber, mobile } = otpInput({ context });
          return {
            request: { applicationId, lookup, udyamNumber, mobile, requestId: context.requestId },
            sentTo: context.otpSentTo,
            callErrors: 'alert' as const,
          };
        },
        onDone: { target: 'list', actions: withOutput('keepList') },
      },
      on: { CHANGE_NUMBER: { target: 'entering', actions: 'clearError' } },
    },
    // Select Udyam: the registrations found; Continue with the chosen one.
    list: {
      meta: { route: { path: UDYAM_PATHS.list } },
      initial: 'choosing',
      states: {
        // One radio per registration.
        choosing: formEntry('submitting', ['selected'], 'CHANGE_NUMBER', '#udyam.entering'),
        // Continue is busy while the registration becomes the profile's.
        submitting: answerCall('submitUdyam', submitInput, ['#udyam.done', 'keepApplication'], 'choosing'),
      },
    },
    // Verified: the parent takes the next screen from the answer.
    done: { type: 'final' },
  },
  output: ({ context }) => answerOf(context.application),
});
