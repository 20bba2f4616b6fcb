import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { APPROVED, CHOSEN, NONE_DECLARED, reviewContextOf } from '../../support/events/review-step-events.ts';

// The reviewStep plan for the browser: which of the journey's sample events
// (tests/support/events/review-step-events.ts) a user and the sandbox cause on the real review
// screen. The seeded applicant is approved and has declared nothing yet, and the screen offers
// only the sandbox's languages. Submit is pressed only where nothing of the declaration panel is
// in flight (its load or its PATCH): a press there ends the panel's call unanswered, and those
// transitions are the same SUBMIT the plan takes from the settled panel.

export function reviewInBrowser(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const { language, declared } = reviewContextOf(snapshot);
  const settledPanel = snapshot.matches({ ready: 'vernacular' });
  switch (event.type) {
    case 'xstate.done.actor.submit':
      return event.output === APPROVED;
    case 'xstate.done.actor.loadVernacular':
      return event.output === NONE_DECLARED;
    case 'CHOOSE_LANGUAGE':
      return settledPanel && language === null && event.language === CHOSEN.language;
    case 'DECLARE':
      return settledPanel && declared === null;
    case 'SUBMIT':
      return settledPanel;
    default:
      return true;
  }
}

export function serializeReviewState(snapshot: AnyMachineSnapshot): string {
  const { serverError, language, declared, vernacularError } = reviewContextOf(snapshot);
  return JSON.stringify({ value: snapshot.value, serverError, language, declared: declared !== null, vernacularError });
}
