import { assign, setup } from 'xstate';
import { PASS_THROUGH_CODE, failureCode } from '../../rules/failure.ts';
import type {
  AadhaarOtpSent,
  DigiLockerAnswer,
  DigiLockerUrl,
  VerifiedDigiLocker,
} from '../../rules/onboarding/identity.ts';
import type { ApplicationPosition, StepAnswer } from '../../rules/onboarding/position.ts';
import { otpAnswering } from '../kit/otp.machine.ts';
import type { ChangeEvent } from './identity/forms.ts';
import type { FieldsParams } from '../../rules/onboarding/identity-fields.ts';
import { fieldsValid, withFieldErrors } from '../../rules/onboarding/identity-fields.ts';
import { answerOf, changed, failed, formEntry } from './identity/forms.ts';
import { appCall, notProvided } from '../kit/app-call.ts';
import type { IdentityStepInput } from './types.ts';
import { ONBOARDING_PATHS } from './screens.ts';
import { applicationInput, withError, withOutput } from '../kit/event-params.ts';
import { callStep } from '../kit/call-step.ts';
import { chartTypesWithOtp } from '../kit/chart-types.ts';

// DigiLocker KYC (§2 kyc-result / kyc-success / kyc-failure): the applicant leaves for
// the provider's page and comes back to /signup/kyc-result?status=&requestId=, where the
// lender's record (not the query) says whether the Aadhaar was verified. The Aadhaar OTP variant
// verifies the same record without leaving the app, its code entered in the otp child. The
// parent invokes this as 'step'.

/** Where the provider page sends the browser back to (the app reads ?status=&requestId= there). */
export const KYC_RETURN_PATH = ONBOARDING_PATHS.digiLocker;
export const KYC_PATHS = {
  result: KYC_RETURN_PATH,
  success: ONBOARDING_PATHS.kycSuccess,
  failure: ONBOARDING_PATHS.kycFailure,
} as const;

export const KYC_PENDING_MESSAGE = 'DigiLocker has not finished verifying you yet. Please try again.';

/** What the return address brought back from the provider page. */
export interface ProviderReturn {
  requestId: string;
  status: string | null;
}

export type VerifiedAnswer = { application: ApplicationPosition; digiLocker: VerifiedDigiLocker };

export interface KycContext {
  applicationId: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  error: string | null;
  providerReturn: ProviderReturn | null;
  /** The provider page the browser is sent to. */
  providerUrl: string | null;
  /** The verified record (success) or why it failed (failure). */
  verified: VerifiedDigiLocker | null;
  failureReason: 'denied' | 'expired' | null;
  /** The Aadhaar OTP variant's request and where the code went (the otp child starts from them). */
  otpRequestId: string | null;
  otpSentTo: string | null;
  /** §8 EPL-10000: the number has no mobile linked, so no OTP can be sent; explained on its own. */
  notLinked: boolean;
  application: ApplicationPosition | null;
}

export type KycEvent =
  | ChangeEvent
  | { type: 'START' }
  | { type: 'USE_OTP' }
  | { type: 'BACK' }
  | { type: 'SUBMIT' }
  | { type: 'CHANGE_NUMBER' }
  | { type: 'RETRY' }
  | { type: 'SWITCH_TO_MANUAL' }
  | { type: 'CONTINUE' };

const screen = (path: string) => ({ route: { path } });

export const kycMachine = setup({
  types: chartTypesWithOtp<KycContext, KycEvent, IdentityStepInput, StepAnswer>(),
  actors: {
    // Real implementations: src/journeys/onboarding/identity/kyc-actors.ts.
    readProviderReturn: appCall<ProviderReturn | null, void>('readProviderReturn'),
    getDigiLockerUrl: appCall<DigiLockerUrl, { redirectUrl: string }>('getDigiLockerUrl'),
    checkDigiLockerStatus: appCall<DigiLockerAnswer, ProviderReturn>('checkDigiLockerStatus'),
    sendAadhaarOtp: appCall<AadhaarOtpSent, { aadhaarNumber: string }>('sendAadhaarOtp'),
    // The Aadhaar OTP's boxes; its verify and resend: kyc-actors.ts (createKycOtpActors).
    otp: otpAnswering<VerifiedAnswer>(),
    switchToManual: appCall<StepAnswer, { applicationId: string }>('switchToManual'),
  },
  guards: {
    // The fields' rules (the Aadhaar Verhoeff digit) find nothing to show.
    valid: ({ context }, params: FieldsParams) => fieldsValid(context, params),
    returned: (_, params: ProviderReturn | null) => params !== null,
    verified: (_, params: DigiLockerAnswer) => params.digiLocker.status === 'verified',
    failed: (_, params: DigiLockerAnswer) => params.digiLocker.status === 'failed',
    notLinked: (_, params: { error: unknown }) => failureCode(params.error) === PASS_THROUGH_CODE,
  },
  actions: {
    // Injected: leaves the app for the provider page (the browser's location).
    redirectTo: (_, params: { url: string }) => notProvided(`redirectTo(${params.url})`),
    // The fields' rules assigned to `errors`.
    showErrors: assign(({ context }, params: FieldsParams) => withFieldErrors(context, params)),
    assignValue: assign(({ context, event }) => (event.type === 'CHANGE' ? changed(context, event) : {})),
    clearError: assign({ error: null, notLinked: false }),
    showCallError: assign(({ context }, params: { error: unknown }) => failed(context, params.error)),
    showPending: assign({ error: KYC_PENDING_MESSAGE }),
    keepReturn: assign((_, params: ProviderReturn | null) => ({ providerReturn: params })),
    keepUrl: assign((_, params: DigiLockerUrl) => ({ providerUrl: params.url })),
    keepOutcome: assign((_, params: DigiLockerAnswer) => ({
      application: params.application,
      verified: params.digiLocker.status === 'verified' ? params.digiLocker : null,
      failureReason: params.digiLocker.status === 'failed' ? params.digiLocker.reason : null,
    })),
    keepOtpSent: assign((_, params: AadhaarOtpSent) => ({
      otpRequestId: params.requestId,
      otpSentTo: params.otpSentTo,
      error: null,
    })),
    noteNotLinked: assign({ notLinked: true, error: null }),
    keepApplication: assign((_, params: StepAnswer) => ({ application: params.application, error: null })),
  },
}).createMachine({
  id: 'kyc',
  initial: 'starting',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    values: { aadhaarNumber: '' },
    errors: {},
    error: null,
    providerReturn: null,
    providerUrl: null,
    verified: null,
    failureReason: null,
    otpRequestId: null,
    otpSentTo: null,
    notLinked: false,
    application: null,
  }),
  states: {
    // The Loader while the app reads whether the browser came back from the provider page.
    starting: {
      invoke: {
        id: 'readProviderReturn',
        src: 'readProviderReturn',
        onDone: [
          { guard: withOutput('returned'), target: 'checking', actions: withOutput('keepReturn') },
          { target: 'choosing' },
        ],
      },
    },
    // "Verify with DigiLocker": Continue to DigiLocker, or use an Aadhaar OTP instead.
    choosing: {
      meta: screen(KYC_PATHS.result),
      on: {
        START: { target: 'gettingUrl', actions: 'clearError' },
        USE_OTP: { target: 'aadhaar', actions: 'clearError' },
      },
    },
    // Continue is busy while the lender prepares the provider page.
    gettingUrl: {
      meta: screen(KYC_PATHS.result),
      ...callStep(
        'getDigiLockerUrl',
        { redirectUrl: KYC_RETURN_PATH },
        ['redirecting', 'keepUrl'],
        ['choosing', 'showCallError'],
      ),
    },
    // "Taking you to DigiLocker…": the browser leaves for the provider page.
    redirecting: {
      meta: screen(KYC_PATHS.result),
      entry: { type: 'redirectTo', params: ({ context }) => ({ url: context.providerUrl ?? '' }) },
    },
    // Back from DigiLocker: "Checking your DigiLocker result…".
    checking: {
      meta: screen(KYC_PATHS.result),
      invoke: {
        id: 'checkDigiLockerStatus',
        src: 'checkDigiLockerStatus',
        input: ({ context }) => context.providerReturn ?? { requestId: '', status: null },
        onDone: [
          { guard: withOutput('verified'), target: 'success', actions: withOutput('keepOutcome') },
          { guard: withOutput('failed'), target: 'failure', actions: withOutput('keepOutcome') },
          { target: 'choosing', actions: [withOutput('keepOutcome'), 'showPending'] },
        ],
        onError: { target: 'checkFailed', actions: withError('showCallError') },
      },
    },
    // The result could not be read: the problem with Retry, or start DigiLocker again.
    checkFailed: {
      meta: screen(KYC_PATHS.result),
      on: {
        RETRY: { target: 'checking', actions: 'clearError' },
        START: { target: 'gettingUrl', actions: 'clearError' },
      },
    },
    // KYC success: the verified name, date of birth and masked Aadhaar; Continue.
    success: { meta: screen(KYC_PATHS.success), on: { CONTINUE: { target: 'done' } } },
    // KYC failure: why, then try DigiLocker again, use an Aadhaar OTP, or upload documents instead.
    failure: {
      meta: screen(KYC_PATHS.failure),
      initial: 'showing',
      states: {
        // The three ways on.
        showing: {
          on: {
            RETRY: { target: '#kyc.gettingUrl', actions: 'clearError' },
            USE_OTP: { target: '#kyc.aadhaar', actions: 'clearError' },
            SWITCH_TO_MANUAL: { target: 'switching', actions: 'clearError' },
          },
        },
        // "Upload documents instead" is busy while the KYC mode becomes manual.
        switching: callStep(
          'switchToManual',
          applicationInput,
          ['#kyc.done', 'keepApplication'],
          ['showing', 'showCallError'],
        ),
      },
    },
    // The Aadhaar OTP variant, on the KYC result page.
    aadhaar: {
      meta: screen(KYC_PATHS.result),
      initial: 'entering',
      states: {
        // The Aadhaar number field; Send OTP; Back to DigiLocker.
        entering: formEntry('sending', ['aadhaarNumber'], 'BACK', '#kyc.choosing'),
        // Send OTP is busy.
        sending: {
          invoke: {
            id: 'sendAadhaarOtp',
            src: 'sendAadhaarOtp',
            input: ({ context }) => ({ aadhaarNumber: context.values.aadhaarNumber ?? '' }),
            onDone: { target: 'otp', actions: withOutput('keepOtpSent') },
            onError: [
              { guard: withError('notLinked'), target: 'entering', actions: 'noteNotLinked' },
              { target: 'entering', actions: withError('showCallError') },
            ],
          },
        },
        // The otp child's boxes, wait and Resend; Change number.
        otp: {
          invoke: {
            id: 'otp',
            src: 'otp',
            input: ({ context }) => ({
              request: { aadhaarNumber: context.values.aadhaarNumber ?? '', requestId: context.otpRequestId },
              sentTo: context.otpSentTo,
              callErrors: 'alert' as const,
            }),
            onDone: { target: '#kyc.success', actions: withOutput('keepOutcome') },
          },
          on: { CHANGE_NUMBER: { target: '#kyc.aadhaar.entering', actions: 'clearError' } },
        },
      },
    },
    // Verified or switched to manual: the parent takes the next screen from the answer.
    done: { type: 'final' },
  },
  output: ({ context }) => answerOf(context.application),
});
