import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { formStepMachine, lookupOf } from '../../../machines/onboarding/form-step.machine.ts';
import type { FormStepContext, FormStepEvent } from '../../../machines/onboarding/form-step.machine.ts';
import type { FormStepInput } from '../../../machines/onboarding/types.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { createDraftStore } from '../../../src/journeys/onboarding/drafts.ts';
import { createFormSteps } from '../../../src/journeys/onboarding/steps.ts';
import { KNOWN_PINCODE, PARTIAL_PINCODE, UNKNOWN_PINCODE } from '../../support/events/form-step-events.ts';

// The formStep plan for the browser: the one machine as four real screens, each given the
// transitions it shows best out of the journey's sample events
// (tests/support/events/form-step-events.ts), so the covering set keeps one path per job:
// - personal details (step-1): load, load failure + Retry, typing, invalid and valid Continue;
// - personal details in edit mode (edit/step-1 from review): a save the lender refuses, then Save changes;
// - current address: the pincode lookup (unknown, failed, then corrected through an incomplete pincode to a found one);
// - business profile (step-3) with a declared marketplace: the document upload reported to the
//   step, and Skip (its failure and success).
// A path's screen rides in its input's applicationId (the real id is the sandbox's); its guards
// are the app's own (src/journeys/onboarding/steps.ts), so the plan takes the branches the app takes.

export type FormScreen = 'personalInfo' | 'editPersonalInfo' | 'personalAddress' | 'businessProfile';

const STEP_OF_SCREEN = {
  personalInfo: 'personalInfoStep',
  editPersonalInfo: 'personalInfoStep',
  personalAddress: 'personalAddressStep',
  businessProfile: 'businessProfileStep',
} as const;

export const screenOf = (context: { applicationId: string }): FormScreen => {
  const screen = context.applicationId as FormScreen;
  if (!(screen in STEP_OF_SCREEN)) throw new Error(`not a planned screen: ${context.applicationId}`);
  return screen;
};

export const formStepInputs: FormStepInput[] = [
  { step: 'personalInfo', applicationId: 'personalInfo', edit: false, draft: null },
  { step: 'personalInfo', applicationId: 'editPersonalInfo', edit: true, draft: null },
  { step: 'personalAddress', applicationId: 'personalAddress', edit: false, draft: null },
  { step: 'businessProfile', applicationId: 'businessProfile', edit: false, draft: null },
];

// Only the guards run in the plan; these calls are never made.
const steps = createFormSteps(
  createApiClient({
    baseUrl: 'http://plan.invalid',
    getAuthorization: () => null,
    getPhone: () => null,
    onUnauthorized: () => {},
    onErrorPopup: () => {},
  }),
  createDraftStore(() => null),
);

type GuardArgs = { context: FormStepContext; event: FormStepEvent };
type GuardName = 'changesPincode' | 'completesPincode';

function appGuard(name: GuardName): (args: GuardArgs) => boolean {
  return (args) => {
    const step = steps[STEP_OF_SCREEN[screenOf(args.context)]];
    const guard = step.implementations.guards[name] as unknown as (args: GuardArgs, params: undefined) => boolean;
    return guard(args, undefined);
  };
}

export const plannedFormStep = formStepMachine.provide({
  // The step's rules (valid, canSkip, showErrors) are the chart's own; the pincode guards are the app's.
  guards: {
    changesPincode: appGuard('changesPincode'),
    completesPincode: appGuard('completesPincode'),
  },
  actions: {
    persistDraft: () => {},
    clearDraft: () => {},
  },
});

/** What a user (and the sandbox) can cause on each screen, in each state. */
export function formStepInBrowser(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const context = snapshot.context as FormStepContext;
  const screen = screenOf(context);
  if (snapshot.matches('loading'))
    return (
      event.type === 'xstate.done.actor.load' || (event.type === 'xstate.error.actor.load' && screen === 'personalInfo')
    );
  if (snapshot.matches('loadFailed')) return event.type === 'RETRY';
  if (snapshot.matches({ editing: 'lookingUp' })) {
    // The unknown pincode is also the one whose lookup fails (a fault on its call).
    const known = context.values['pincode'] === KNOWN_PINCODE;
    if (event.type === 'xstate.done.actor.lookupPincode') return (event.output !== null) === known;
    return event.type === 'xstate.error.actor.lookupPincode' && !known;
  }
  if (snapshot.matches('editing')) return onScreen(screen, context, event);
  if (snapshot.matches('saving'))
    return (
      event.type === 'xstate.done.actor.save' ||
      // Only the edit screen's save is refused (once, with the lender's message).
      (event.type === 'xstate.error.actor.save' && screen === 'editPersonalInfo' && event.error instanceof Error)
    );
  return snapshot.matches('skipping') && event.type.endsWith('.skip');
}

/** The form's own events on each screen, each screen showing its job (see the top of this file). */
function onScreen(screen: FormScreen, context: FormStepContext, event: AnyEventObject): boolean {
  switch (screen) {
    case 'personalInfo':
      // Clearing the name and typing it again (the same value twice would be no input at all).
      if (event.type === 'CHANGE') return event.field === 'firstName' && event.value !== context.values['firstName'];
      return event.type === 'SUBMIT';
    case 'editPersonalInfo':
      return event.type === 'SUBMIT';
    case 'personalAddress':
      return event.type === 'CHANGE' && event.field === 'pincode' && event.value === nextPincode(context);
    case 'businessProfile':
      // The sales report once: reported by its slot, or skipped.
      if (context.documents['marketplaceDocument']) return false;
      return event.type === 'SKIP' || (event.type === 'UPLOAD_CHANGED' && event.slot === 'marketplaceDocument');
  }
}

/** A mistyped pincode the lender does not know, one digit too many deleted, the right one typed. */
function nextPincode(context: FormStepContext): string | null {
  const pincode = context.values['pincode'];
  const lookup = lookupOf(context.data);
  if (lookup === null && pincode === KNOWN_PINCODE) return UNKNOWN_PINCODE;
  if (lookup === 'unknown') return PARTIAL_PINCODE;
  if (pincode === PARTIAL_PINCODE) return KNOWN_PINCODE;
  return null;
}

export function serializeFormStepState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as FormStepContext;
  return JSON.stringify({
    value: snapshot.value,
    screen: context.applicationId,
    values: context.values,
    errors: Object.keys(context.errors).length > 0,
    serverError: context.serverError !== null,
    lookup: lookupOf(context.data),
    documents: Object.keys(context.documents).filter((slot) => context.documents[slot] !== null),
  });
}
