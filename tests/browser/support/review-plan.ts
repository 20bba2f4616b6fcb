import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type {
  ReviewAnswer,
  ReviewStepContext,
  VernacularLoad,
  VernacularRecord,
} from '../../../machines/onboarding/review-step.machine.ts';

// The reviewStep plan for the browser: the events a user (and the sandbox) cause on the real
// review screen, state by state. Submit is pressed only where nothing of the declaration panel
// is in flight (its load or its PATCH): a press there ends the panel's call unanswered, and
// those transitions are the same SUBMIT the plan takes from the settled panel.

/** The sandbox's declaration languages (server: en, hi, mr); the path records Hindi. */
export const LANGUAGES = [
  { language: 'en', label: 'English' },
  { language: 'hi', label: 'हिन्दी' },
  { language: 'mr', label: 'मराठी' },
] as const;
export const CHOSEN = LANGUAGES[1];

export const LOAD_FAULT = 'Sandbox fault: your application is not available.';
export const VERNACULAR_FAULT = 'Sandbox fault: the languages are not available.';
export const DECLARE_FAULT = 'Sandbox fault: the declaration was not recorded.';
export const SUBMIT_FAULT = 'Sandbox fault: your application was not submitted.';

// Planned outputs name themselves in JSON, so a path's title says what happened, not every value.
const named = <T extends object>(name: string, output: T): T => Object.assign(output, { toJSON: () => name });

const VERNACULAR: VernacularLoad = named('the languages, none declared', {
  texts: LANGUAGES.map((language) => ({ ...language, text: `planned ${language.language}` })),
  declared: null,
});
const DECLARED: VernacularRecord = named('declared in Hindi', {
  language: CHOSEN.language,
  declaredAt: '2026-01-01T00:00:00.000Z',
});
const APPROVED: ReviewAnswer = named('approved', {
  application: {
    id: 'planned',
    status: 'approved',
    subStatus: 'limitAssigned',
    nextAction: 'result',
    percentCompleted: 100,
  },
  reason: null,
});
const failure = (message: string) => new Error(message);

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as ReviewStepContext;

/** What can happen on the review in each state. */
export function reviewEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { language, declared } = context(snapshot);
  if (snapshot.matches('loading')) {
    return [
      { type: 'xstate.done.actor.load', output: named('the seeded profile', {}) },
      { type: 'xstate.error.actor.load', error: failure(LOAD_FAULT) },
    ];
  }
  if (snapshot.matches('loadFailed')) return [{ type: 'RETRY' }];
  if (snapshot.matches({ ready: 'vernacularLoading' })) {
    return [
      { type: 'xstate.done.actor.loadVernacular', output: VERNACULAR },
      { type: 'xstate.error.actor.loadVernacular', error: failure(VERNACULAR_FAULT) },
    ];
  }
  if (snapshot.matches({ ready: 'vernacularFailed' })) return [{ type: 'RETRY_DECLARATION' }];
  if (snapshot.matches({ ready: 'vernacular' })) {
    return [
      ...(language === null ? [{ type: 'CHOOSE_LANGUAGE', language: CHOSEN.language }] : []),
      ...(declared === null ? [{ type: 'DECLARE' }] : []),
      { type: 'SUBMIT' },
    ];
  }
  if (snapshot.matches({ ready: 'declaring' })) {
    return [
      { type: 'xstate.done.actor.declareVernacular', output: DECLARED },
      { type: 'xstate.error.actor.declareVernacular', error: failure(DECLARE_FAULT) },
    ];
  }
  if (snapshot.matches('submitting')) {
    return [
      { type: 'xstate.done.actor.submit', output: APPROVED },
      { type: 'xstate.error.actor.submit', error: failure(SUBMIT_FAULT) },
    ];
  }
  return [];
}

/** Keeps the traversal to reviewEvents: a state's other events are not the screen's there. */
export function plannedOnly(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  return reviewEvents(snapshot).some((planned) => planned.type === event.type);
}

export function serializeReviewState(snapshot: AnyMachineSnapshot): string {
  const { serverError, language, declared, vernacularError } = context(snapshot);
  return JSON.stringify({ value: snapshot.value, serverError, language, declared: declared !== null, vernacularError });
}
