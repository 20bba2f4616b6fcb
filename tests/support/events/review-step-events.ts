import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type {
  ReviewAnswer,
  ReviewStepContext,
  VernacularLoad,
  VernacularRecord,
} from '../../../machines/onboarding/review-step.machine.ts';
import { NOT_ELIGIBLE_REASON, POSITIONS } from '../../fixtures/onboarding-positions.ts';
import { named } from './named.ts';

// The sample events of the `reviewStep` journey (the pre-approval review), for both runners:
// the profile loads or fails, Submit's decision (approved, or refused with the lender's reason)
// or its failure, and the vernacular declaration panel (its languages, a choice, the record).
// The browser replays the part a user causes (tests/browser/support/review-plan.ts).

/** The sandbox's declaration languages (server: en, hi, mr); the paths record Hindi. */
export const LANGUAGES = [
  { language: 'en', label: 'English' },
  { language: 'hi', label: 'हिन्दी' },
  { language: 'mr', label: 'मराठी' },
] as const;
export const CHOSEN = LANGUAGES[1];
/** A language the lender does not offer: choosing it changes nothing. */
export const NOT_OFFERED = 'ta';

export const LOAD_FAULT = 'Sandbox fault: your application is not available.';
export const VERNACULAR_FAULT = 'Sandbox fault: the languages are not available.';
export const DECLARE_FAULT = 'Sandbox fault: the declaration was not recorded.';
export const SUBMIT_FAULT = 'Sandbox fault: your application was not submitted.';

export const PROFILE = named('the seeded profile', { personalInfo: { firstName: 'Asha', lastName: 'Verma' } });
export const TEXTS = LANGUAGES.map((language) => ({ ...language, text: `planned ${language.language}` }));
export const DECLARED: VernacularRecord = named('declared in Hindi', {
  language: CHOSEN.language,
  declaredAt: '2026-01-01T00:00:00.000Z',
});
export const NONE_DECLARED: VernacularLoad = named('the languages, none declared', { texts: TEXTS, declared: null });
/** Back on the review after declaring: the record comes with the languages. */
export const ALREADY_DECLARED: VernacularLoad = named('the languages, declared in Hindi', {
  texts: TEXTS,
  declared: DECLARED,
});
export const APPROVED: ReviewAnswer = named('approved', { application: POSITIONS.result, reason: null });
export const REFUSED: ReviewAnswer = named('refused', {
  application: POSITIONS.notEligible,
  reason: NOT_ELIGIBLE_REASON,
});

export const reviewStepEvents: readonly AnyEventObject[] = [
  { type: 'xstate.done.actor.load', output: PROFILE },
  { type: 'xstate.error.actor.load', error: new Error(LOAD_FAULT) },
  { type: 'xstate.done.actor.submit', output: APPROVED },
  { type: 'xstate.done.actor.submit', output: REFUSED },
  { type: 'xstate.error.actor.submit', error: new Error(SUBMIT_FAULT) },
  { type: 'xstate.done.actor.loadVernacular', output: NONE_DECLARED },
  { type: 'xstate.done.actor.loadVernacular', output: ALREADY_DECLARED },
  { type: 'xstate.error.actor.loadVernacular', error: new Error(VERNACULAR_FAULT) },
  { type: 'xstate.done.actor.declareVernacular', output: DECLARED },
  { type: 'xstate.error.actor.declareVernacular', error: new Error(DECLARE_FAULT) },
  { type: 'CHOOSE_LANGUAGE', language: CHOSEN.language },
  { type: 'CHOOSE_LANGUAGE', language: NOT_OFFERED },
  { type: 'DECLARE' },
  { type: 'SUBMIT' },
  { type: 'RETRY' },
  { type: 'RETRY_DECLARATION' },
];

export const reviewContextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ReviewStepContext;
