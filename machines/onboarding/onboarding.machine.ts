import { assign, setup } from 'xstate';
import type { FlagsResponse, HomeResponse } from '../../rules/home.ts';
import type { ApplicationPosition, StepAnswer } from '../../rules/onboarding/position.ts';
import { formStepMachine } from './form-step.machine.ts';
import { gstMachine } from './gst.machine.ts';
import { kycMachine } from './kyc.machine.ts';
import { udyamMachine } from './udyam.machine.ts';
import { videoVerificationMachine } from './video-verification.machine.ts';
import { appCall, messageOf, notProvided } from '../kit/app-call.ts';
import { reviewStepMachine } from './review-step.machine.ts';
import { discrepancyMachine } from './discrepancy.machine.ts';
import { ONBOARDING_SCREEN_IDS, SCREEN_PATHS, screenOfPath } from '../routing/onboarding-screens.ts';
import type { DraftStepId, EditableStep, OnboardingScreen, OnboardingStepId } from './screens.ts';
import { allowedScreens, laterJourneyEntry, screenFor } from '../routing/access.ts';
import { editStepState, ownScreenState, stepState } from './step-state.ts';
import type {
  ApplicationLoad,
  FormStepInput,
  IdentityStepInput,
  LoadApplicationInput,
  OnboardingDrafts,
  OnboardingEntry,
  OnboardingInput,
  ServiceabilityInput,
} from './types.ts';
import { withOutput } from '../kit/event-params.ts';
import { callStep } from '../kit/call-step.ts';
import { loadThenDecide } from '../kit/load-then-decide.ts';
import { chartTypes } from '../kit/chart-types.ts';

export * from './screens.ts';
export * from '../routing/onboarding-screens.ts';
export * from '../routing/access.ts';
export * from '../routing/status-access.ts';
export * from './types.ts';

// The onboarding journey (ADR 006): ONE actor per logged-in applicant. It loads the
// application's position, decides the screen from the lender's answer (screenFor), runs each
// step as its child 'step', and after every step takes the next screen from the step's answer,
// never from a fixed order. The URL follows the state (ADR 003); a URL the position does not
// allow (allowedScreens, the §2 allowedStatus rule) is refused by the route guards.

export interface OnboardingContext {
  application: ApplicationPosition | null;
  home: HomeResponse | null;
  flags: FlagsResponse | null;
  /** The address the actor was created on, until `deciding` has honoured or ignored it. */
  entry: OnboardingEntry | null;
  drafts: OnboardingDrafts | null;
  /** Why home could not load or the serviceability check failed; shown with Retry. */
  loadError: string | null;
  /** True while a step is open from the review screen's edit link. */
  editing: boolean;
  /** The screen state the machine is in (null while loading or deciding); route guards read it. */
  screen: OnboardingScreen | null;
  /**
   * The lender's reason code for a refusal (submit answer, or the profile read on load);
   * /error-not-eligible words it.
   */
  notEligibleReason: string | null;
}

export type OnboardingEvent =
  { type: 'RETRY' } | { type: 'CHANGE_ADDRESS' } | { type: 'EDIT_STEP'; step: EditableStep } | { type: 'CONTINUE' };

/** The entry screen when the position allows it (once), else the position's own screen. */
export function decide(context: Pick<OnboardingContext, 'application' | 'entry'>): OnboardingScreen {
  const position = context.application;
  if (!position) return 'laterJourney';
  const entered = context.entry ? screenOfPath(context.entry.pathname) : null;
  if (entered !== null && allowedScreens(position).has(entered)) return entered;
  return screenFor(position);
}

/** Whether the address bar may open `screen` now (back button, typed URL). */
export function canOpen(context: Pick<OnboardingContext, 'application' | 'screen'>, screen: OnboardingScreen): boolean {
  if (context.application === null || context.screen === null || context.screen === screen) return false;
  return allowedScreens(context.application).has(screen);
}

/** A step's draft, only when it was typed for this application. */
export function draftFor(
  context: Pick<OnboardingContext, 'application' | 'drafts'>,
  step: DraftStepId,
): Record<string, string> | null {
  const { drafts, application } = context;
  if (!drafts || !application || drafts.applicationId !== application.id) return null;
  return drafts.steps[step] ?? null;
}

const formInput =
  (step: OnboardingStepId, edit = false) =>
  ({ context }: { context: OnboardingContext }): FormStepInput => ({
    step,
    applicationId: context.application?.id ?? '',
    edit,
    draft: draftFor(context, step),
  });

const identityInput = ({ context }: { context: OnboardingContext }): IdentityStepInput => ({
  applicationId: context.application?.id ?? '',
  home: context.home,
  flags: context.flags,
});

/** An identity step that keeps its typing (GST, Udyam): the identity input and the step's draft. */
const draftedIdentityInput =
  (step: DraftStepId) =>
  ({ context }: { context: OnboardingContext }): IdentityStepInput => ({
    ...identityInput({ context }),
    draft: draftFor(context, step),
  });

/** A form step's screen: the state, the step id and its drafts key share one name. */
const formStep = <const TStep extends OnboardingStepId, const TSrc extends string>(step: TStep, src: TSrc) =>
  stepState({ screen: step, src, input: formInput(step), draft: step });

// Every screen but the catch-all hand-over is a target of `deciding`.
const DECIDED = ONBOARDING_SCREEN_IDS.filter((screen) => screen !== 'laterJourney');

export const onboardingMachine = setup({
  types: chartTypes<OnboardingContext, OnboardingEvent, OnboardingInput>(),
  actors: {
    // Real implementations: src/journeys/onboarding/actors.ts and steps.ts.
    loadApplication: appCall<ApplicationLoad, LoadApplicationInput>('loadApplication'),
    checkServiceability: appCall<StepAnswer, ServiceabilityInput>('checkServiceability'),
    personalInfoStep: formStepMachine,
    kycSelectionStep: formStepMachine,
    panKycStep: formStepMachine,
    personalAddressStep: formStepMachine,
    businessProfileStep: formStepMachine,
    dualNameStep: formStepMachine,
    dualDobStep: formStepMachine,
    reviewStep: reviewStepMachine,
    discrepancy: discrepancyMachine,
    // The identity journeys; their own API actors throw until the app provides them.
    kyc: kycMachine,
    gst: gstMachine,
    udyam: udyamMachine,
    videoVerification: videoVerificationMachine,
  },
  guards: {
    decides: ({ context }, params: { screen: OnboardingScreen }) => decide(context) === params.screen,
    canOpen: ({ context }, params: { screen: OnboardingScreen }) => canOpen(context, params.screen),
    editStepIs: ({ event }, params: { step: EditableStep }) => event.type === 'EDIT_STEP' && event.step === params.step,
    // An edit that leaves nothing else to do returns to the review; otherwise the lender's next step.
    backToReview: (_, params: StepAnswer) => params.application.nextAction === 'review',
  },
  actions: {
    acceptLoad: assign(({ context }, params: ApplicationLoad) => ({
      // Not read (undefined): keep what the submit answer said.
      notEligibleReason: params.notEligibleReason === undefined ? context.notEligibleReason : params.notEligibleReason,
      home: params.home,
      flags: params.flags,
      loadError: null,
      application: {
        id: params.home.application.id,
        status: params.home.application.status.value,
        subStatus: params.home.application.subStatus,
        nextAction: params.home.application.nextAction,
        percentCompleted: params.home.percentCompleted,
      },
    })),
    noteProblem: assign((_, params: { error: unknown }) => ({ loadError: messageOf(params.error) })),
    clearEntry: assign({ entry: null }),
    noteScreen: assign((_, params: { screen: OnboardingScreen | null }) => ({ screen: params.screen })),
    acceptAnswer: assign((_, params: StepAnswer) => ({ application: params.application, loadError: null })),
    keepNotEligibleReason: assign((_, params: { reason: string | null }) => ({ notEligibleReason: params.reason })),
    forgetDraft: assign(({ context }, params: { step: DraftStepId }) => {
      if (!context.drafts?.steps[params.step]) return {};
      const { [params.step]: _done, ...steps } = context.drafts.steps;
      return { drafts: { ...context.drafts, steps } };
    }),
    startEditing: assign({ editing: true }),
    stopEditing: assign({ editing: false }),
    // Injected: re-reads the stored drafts, so a step left by Back and opened again keeps its typing.
    refreshDrafts: () => notProvided('refreshDrafts'),
  },
}).createMachine({
  id: 'onboarding',
  initial: 'loading',
  context: ({ input }) => ({
    application: null,
    home: null,
    flags: null,
    entry: input.entry,
    drafts: input.drafts,
    loadError: null,
    editing: false,
    screen: null,
    notEligibleReason: null,
  }),
  states: {
    // The Loader while home and flags load, Retry, and the screen the position calls for (drafts read again first).
    ...loadThenDecide({
      load: 'loadApplication',
      decides: DECIDED,
      otherwise: 'laterJourney',
      beforeDeciding: ['refreshDrafts'],
    }),
    // Step 1, Personal Details.
    personalInfo: formStep('personalInfo', 'personalInfoStep'),
    // KYC selection: DigiLocker or manual address proof.
    kycSelection: formStep('kycSelection', 'kycSelectionStep'),
    // DigiLocker: the provider page and back, then its result.
    digiLocker: stepState({ screen: 'digiLocker', src: 'kyc', input: identityInput }),
    // Step 2, KYC: PAN, address proof and personal id uploads.
    panKyc: formStep('panKyc', 'panKycStep'),
    // The name on the PAN differs: the dual-name declaration.
    dualNameDeclaration: formStep('dualNameDeclaration', 'dualNameStep'),
    // DigiLocker's date of birth differs: the dual-dob declaration.
    dualDobDeclaration: formStep('dualDobDeclaration', 'dualDobStep'),
    // The current address (city and state from the pincode).
    personalAddress: formStep('personalAddress', 'personalAddressStep'),
    // Step 3, Business Profile.
    businessProfile: formStep('businessProfile', 'businessProfileStep'),
    // GSTIN verification (additional-info).
    gstin: stepState({ screen: 'gstin', src: 'gst', input: draftedIdentityInput('gstin'), draft: 'gstin' }),
    // Udyam verification, its OTP and the Udyam list (the child's screens).
    udyam: stepState({ screen: 'udyam', src: 'udyam', input: draftedIdentityInput('udyam'), draft: 'udyam' }),
    // A Loader while the position is read (5 s at most) and the lender checks serviceability.
    serviceability: {
      entry: { type: 'noteScreen', params: { screen: 'serviceability' } },
      ...callStep(
        'checkServiceability',
        ({ context }: { context: OnboardingContext }) => ({ applicationId: context.application?.id ?? '' }),
        ['deciding', 'acceptAnswer'],
        ['serviceabilityFailed', 'noteProblem'],
      ),
    },
    // The check's problem with Retry.
    serviceabilityFailed: { on: { RETRY: { target: 'serviceability' } } },
    // Not serviceable: the address can be changed.
    notServiceable: { ...ownScreenState('notServiceable'), on: { CHANGE_ADDRESS: { target: 'personalAddress' } } },
    // Face and video verification.
    videoVerification: stepState({ screen: 'videoVerification', src: 'videoVerification', input: identityInput }),
    // The review with edit links and Submit; after the decision home is read again (best amount).
    review: {
      ...ownScreenState('review'),
      invoke: {
        id: 'step',
        src: 'reviewStep',
        input: ({ context }) => ({ applicationId: context.application?.id ?? '' }),
        onDone: {
          target: 'loading',
          actions: [
            withOutput('acceptAnswer'),
            { type: 'keepNotEligibleReason', params: ({ event }) => ({ reason: event.output.reason }) },
          ],
        },
      },
      on: {
        EDIT_STEP: [
          { guard: { type: 'editStepIs', params: { step: 'personalInfo' } }, target: 'editPersonalInfo' },
          { guard: { type: 'editStepIs', params: { step: 'panKyc' } }, target: 'editPanKyc' },
          { guard: { type: 'editStepIs', params: { step: 'businessProfile' } }, target: 'editBusinessProfile' },
        ],
      },
    },
    // edit/step-1 from the review.
    editPersonalInfo: editStepState({
      screen: 'editPersonalInfo',
      src: 'personalInfoStep',
      input: formInput('personalInfo', true),
      draft: 'personalInfo',
    }),
    // edit/step-2 from the review.
    editPanKyc: editStepState({
      screen: 'editPanKyc',
      src: 'panKycStep',
      input: formInput('panKyc', true),
      draft: 'panKyc',
    }),
    // edit/step-3 from the review.
    editBusinessProfile: editStepState({
      screen: 'editBusinessProfile',
      src: 'businessProfileStep',
      input: formInput('businessProfile', true),
      draft: 'businessProfile',
    }),
    // Approved: the best approved amount; Continue.
    result: { ...ownScreenState('result'), on: { CONTINUE: { target: 'congratulations' } } },
    // Congratulations, with the way to the dashboard.
    congratulations: ownScreenState('congratulations'),
    // Sent to credit review. Like notEligible it has no `route`: after a decision it is the only
    // screen, so no address-bar move can lead to it from another one (ADR 006).
    underReview: {
      id: 'underReview',
      meta: { route: { path: SCREEN_PATHS.underReview, params: (context) => ({ id: context.application?.id }) } },
      entry: { type: 'noteScreen', params: { screen: 'underReview' } },
    },
    // Not eligible.
    notEligible: {
      id: 'notEligible',
      meta: { route: { path: SCREEN_PATHS.notEligible } },
      entry: { type: 'noteScreen', params: { screen: 'notEligible' } },
    },
    // Ops comments to answer; once the lender releases the hold, home is read again (the
    // position it returns to, e.g. approved, needs home's amount). No `route`, like
    // underReview: while ops hold the application it is the only screen allowed, so no
    // address-bar move from another screen can lead to it.
    discrepancy: {
      id: 'discrepancy',
      meta: { route: { path: SCREEN_PATHS.discrepancy } },
      entry: { type: 'noteScreen', params: { screen: 'discrepancy' } },
      invoke: {
        id: 'step',
        src: 'discrepancy',
        input: ({ context }) => ({ applicationId: context.application?.id ?? '' }),
        onDone: { target: 'loading', actions: withOutput('acceptAnswer') },
      },
    },
    // A later journey's status: the address is handed over to that journey's entry.
    laterJourney: {
      meta: { route: { handOver: (context) => context.application && laterJourneyEntry(context.application) } },
      entry: { type: 'noteScreen', params: { screen: 'laterJourney' } },
    },
  },
});
