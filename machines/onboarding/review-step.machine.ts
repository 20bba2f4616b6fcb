import { assign, setup } from 'xstate';
import type { StepAnswer } from '../../rules/onboarding/position.ts';
import { appCall, messageOf } from '../kit/app-call.ts';
import { applicationInput, withError } from '../kit/event-params.ts';
import { callStep } from '../kit/call-step.ts';
import { chartTypes } from '../kit/chart-types.ts';

// The review screen: everything the applicant entered (GET /v2/application/{id}/profile), edit
// links (EDIT_STEP, handled by the parent) and Submit (POST /v2/application/{id}/submit). The
// lender's decision comes back as the application's new position.
//
// Beside it, the optional vernacular declaration (docs/onboarding.md "Vernacular declaration"):
// the application explained in the applicant's language, recorded before Submit. It is not a
// step and moves nothing, so its failures stay in its own panel and Submit never waits for it.

export interface ReviewStepInput {
  applicationId: string;
}

/** The decision as the step hands it on: the new position and, when refused, the lender's reason code. */
export interface ReviewAnswer extends StepAnswer {
  reason: string | null;
}

export interface VernacularText {
  language: string;
  label: string;
  text: string;
}

export interface VernacularRecord {
  language: string;
  declaredAt: string;
}

/** The texts per language and the language already declared, if any. */
export interface VernacularLoad {
  texts: VernacularText[];
  declared: VernacularRecord | null;
}

export interface DeclareInput {
  applicationId: string;
  language: string;
}

export interface ReviewStepContext {
  applicationId: string;
  /** The profile as the app's load actor parsed it; the screen reads it. */
  profile: unknown;
  serverError: string | null;
  answer: ReviewAnswer | null;
  texts: VernacularText[];
  declared: VernacularRecord | null;
  /** The language chosen in the radio group (the declared one until changed). */
  language: string | null;
  vernacularError: string | null;
}

export type ReviewStepEvent =
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'CHOOSE_LANGUAGE'; language: string }
  | { type: 'DECLARE' }
  | { type: 'RETRY_DECLARATION' };

export const CHOOSE_LANGUAGE_MESSAGE = 'Please choose the language your application was explained in.';

export const reviewStepMachine = setup({
  types: chartTypes<ReviewStepContext, ReviewStepEvent, ReviewStepInput, ReviewAnswer>(),
  actors: {
    // Real implementations: src/journeys/onboarding/actors.ts (createReviewActors).
    load: appCall<unknown, ReviewStepInput>('load'),
    submit: appCall<ReviewAnswer, ReviewStepInput>('submit'),
    loadVernacular: appCall<VernacularLoad, ReviewStepInput>('loadVernacular'),
    declareVernacular: appCall<VernacularRecord, DeclareInput>('declareVernacular'),
  },
  guards: {
    knownLanguage: ({ context }, params: { language: string }) =>
      context.texts.some((text) => text.language === params.language),
    languageChosen: ({ context }) => context.texts.some((text) => text.language === context.language),
  },
  actions: {
    keepProfile: assign((_, params: { profile: unknown }) => ({ profile: params.profile, serverError: null })),
    showCallError: assign((_, params: { error: unknown }) => ({ serverError: messageOf(params.error) })),
    clearServerError: assign({ serverError: null }),
    assignAnswer: assign((_, params: ReviewAnswer) => ({ answer: params })),
    keepVernacular: assign((_, params: VernacularLoad) => ({
      texts: params.texts,
      declared: params.declared,
      language: params.declared?.language ?? null,
      vernacularError: null,
    })),
    chooseLanguage: assign((_, params: { language: string }) => ({ language: params.language, vernacularError: null })),
    askForLanguage: assign({ vernacularError: CHOOSE_LANGUAGE_MESSAGE }),
    clearVernacularError: assign({ vernacularError: null }),
    keepDeclared: assign((_, params: VernacularRecord) => ({ declared: params, vernacularError: null })),
    showVernacularError: assign((_, params: { error: unknown }) => ({ vernacularError: messageOf(params.error) })),
  },
}).createMachine({
  id: 'reviewStep',
  initial: 'loading',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    profile: null,
    serverError: null,
    answer: null,
    texts: [],
    declared: null,
    language: null,
    vernacularError: null,
  }),
  states: {
    // The review's Loader while the profile loads.
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: applicationInput,
        onDone: {
          target: 'ready',
          actions: { type: 'keepProfile', params: ({ event }) => ({ profile: event.output }) },
        },
        onError: { target: 'loadFailed', actions: withError('showCallError') },
      },
    },
    // The load error with Retry.
    loadFailed: { on: { RETRY: { target: 'loading' } } },
    // The profile with edit links and Submit; the declaration panel runs inside it.
    ready: {
      initial: 'vernacularLoading',
      on: { SUBMIT: { target: 'submitting', actions: 'clearServerError' } },
      states: {
        // The panel's own Loader while the texts and the recorded language load.
        vernacularLoading: {
          entry: 'clearVernacularError',
          ...callStep(
            'loadVernacular',
            applicationInput,
            ['vernacular', 'keepVernacular'],
            ['vernacularFailed', 'showVernacularError'],
          ),
        },
        // The panel's load error with its own Retry; the review and Submit stay usable.
        vernacularFailed: { on: { RETRY_DECLARATION: { target: 'vernacularLoading' } } },
        // The language radio group, the text in that language, "Record declaration".
        vernacular: {
          on: {
            CHOOSE_LANGUAGE: {
              guard: { type: 'knownLanguage', params: ({ event }) => ({ language: event.language }) },
              actions: { type: 'chooseLanguage', params: ({ event }) => ({ language: event.language }) },
            },
            DECLARE: [
              { guard: 'languageChosen', target: 'declaring', actions: 'clearVernacularError' },
              { actions: 'askForLanguage' },
            ],
          },
        },
        // "Record declaration" is busy while the lender records the language.
        declaring: callStep(
          'declareVernacular',
          ({ context }: { context: ReviewStepContext }) => ({
            applicationId: context.applicationId,
            language: context.language ?? '',
          }),
          ['vernacular', 'keepDeclared'],
          ['vernacular', 'showVernacularError'],
        ),
      },
    },
    // Submit is busy while the lender decides.
    submitting: callStep('submit', applicationInput, ['done', 'assignAnswer'], ['ready', 'showCallError']),
    // Submitted: the parent shows the decision.
    done: { type: 'final' },
  },
  output: ({ context }) => {
    if (!context.answer) throw new Error('The review finishes only with the lender’s decision');
    return context.answer;
  },
});
