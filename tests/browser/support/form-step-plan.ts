import { assign } from 'xstate';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { formStepMachine, lookupOf } from '../../../machines/onboarding/form-step.machine.ts';
import type { FormStepContext, FormStepEvent, FormStepLoad } from '../../../machines/onboarding/form-step.machine.ts';
import type { FormStepInput } from '../../../machines/onboarding/types.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { createDraftStore } from '../../../src/journeys/onboarding/drafts.ts';
import { createFormSteps } from '../../../src/journeys/onboarding/steps.ts';
import {
  validateBusinessProfile,
  validatePersonalAddress,
} from '../../../src/journeys/onboarding/validators/address-and-business.ts';
import { validatePersonalInfo } from '../../../src/journeys/onboarding/validators/personal-info.ts';
import { businessInfo, currentAddress, personalInfo } from '../../fixtures/applicant.ts';

// The formStep plan for the browser: the one machine as four real screens, each given the
// transitions it shows best (so the covering set keeps one path per job):
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

/** The marketplace the business-profile path declares (its document is owed, so Skip is offered). */
export const MEMBERSHIPS = [
  { marketplaceName: 'amazon', sellerSince: '2021-03', averageMonthlySales: 150000 },
] as const;

export const KNOWN_PINCODE = currentAddress.pincode;
export const KNOWN_PLACE = { city: 'Bengaluru', state: 'Karnataka' } as const;
/** Well formed, but outside the sandbox's pincode table (server/onboarding/pincodes.ts). */
export const UNKNOWN_PINCODE = '999001';
export const PARTIAL_PINCODE = '5600';

export const formStepInputs: FormStepInput[] = [
  { applicationId: 'personalInfo', edit: false, draft: null },
  { applicationId: 'editPersonalInfo', edit: true, draft: null },
  { applicationId: 'personalAddress', edit: false, draft: null },
  { applicationId: 'businessProfile', edit: false, draft: null },
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
type GuardName = 'valid' | 'canSkip' | 'changesPincode' | 'completesPincode';

function appGuard(name: GuardName): (args: GuardArgs) => boolean {
  return (args) => {
    const step = steps[STEP_OF_SCREEN[screenOf(args.context)]];
    const guard = step.implementations.guards[name] as unknown as (args: GuardArgs, params: undefined) => boolean;
    return guard(args, undefined);
  };
}

const VALIDATORS: Record<FormScreen, (values: Record<string, string>) => Record<string, string>> = {
  personalInfo: validatePersonalInfo,
  editPersonalInfo: validatePersonalInfo,
  personalAddress: validatePersonalAddress,
  businessProfile: validateBusinessProfile,
};

export const plannedFormStep = formStepMachine.provide({
  guards: {
    valid: appGuard('valid'),
    canSkip: appGuard('canSkip'),
    changesPincode: appGuard('changesPincode'),
    completesPincode: appGuard('completesPincode'),
  },
  actions: {
    showErrors: assign(({ context }) => ({ errors: VALIDATORS[screenOf(context)](context.values) })),
    persistDraft: () => {},
    clearDraft: () => {},
  },
});

// Planned outputs name themselves in JSON, so a path's title says what happened, not every value.
const named = <T extends object>(name: string, output: T): T => Object.assign(output, { toJSON: () => name });

/** What each screen's load gives for its seed (the values src/journeys/onboarding/steps.ts makes of it). */
const LOADS: Record<FormScreen, FormStepLoad> = {
  personalInfo: named('saved personal details', { values: { ...personalInfo }, data: null }),
  editPersonalInfo: named('saved personal details', { values: { ...personalInfo }, data: null }),
  personalAddress: named('saved address', {
    values: {
      sameAsAadhaar: 'false',
      line1: currentAddress.line1,
      line2: currentAddress.line2,
      landmark: currentAddress.landmark,
      pincode: KNOWN_PINCODE,
      ...KNOWN_PLACE,
      residenceType: currentAddress.residenceType,
    },
    data: null,
  }),
  businessProfile: named('saved business, a marketplace declared', {
    values: {
      ...Object.fromEntries(Object.entries(businessInfo).map(([field, value]) => [field, String(value)])),
      registrationType: '',
      registrationNumber: '',
      registrationSkipped: 'true',
      memberships: JSON.stringify(MEMBERSHIPS),
    },
    data: null,
    uploads: [
      {
        slot: 'marketplaceDocument',
        accept: ['application/pdf', 'image/jpeg', 'image/png'],
        maxBytes: 10 * 1024 * 1024,
        document: null,
      },
    ],
  }),
};

const ANSWER = named('the lender’s answer', {
  application: { id: 'planned', status: 'planned', subStatus: null, nextAction: null, percentCompleted: 0 },
});
const MARKETPLACE_DOCUMENT = named('the uploaded sales report', {
  id: 'planned',
  kind: 'marketplaceDocument',
  documentType: null,
  side: null,
  fileName: 'amazon-payouts.pdf',
  size: 1,
  contentType: 'application/pdf',
  sha256: '0'.repeat(64),
  uploadedAt: '2026-01-01T00:00:00.000Z',
});

/** The events a user (and the sandbox) can cause on each screen, in each state. */
export function formStepEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as FormStepContext;
  const screen = screenOf(context);
  if (snapshot.matches('loading')) {
    return screen === 'personalInfo'
      ? [
          { type: 'xstate.done.actor.load', output: LOADS[screen] },
          { type: 'xstate.error.actor.load', error: new Error('planned') },
        ]
      : [{ type: 'xstate.done.actor.load', output: LOADS[screen] }];
  }
  if (snapshot.matches('loadFailed')) return [{ type: 'RETRY' }];
  if (snapshot.matches({ editing: 'lookingUp' })) {
    // The unknown pincode is also the one whose lookup fails (a fault on its call).
    return context.values['pincode'] === KNOWN_PINCODE
      ? [{ type: 'xstate.done.actor.lookupPincode', output: KNOWN_PLACE }]
      : [
          { type: 'xstate.done.actor.lookupPincode', output: null },
          { type: 'xstate.error.actor.lookupPincode', error: new Error('planned') },
        ];
  }
  if (snapshot.matches('editing')) {
    switch (screen) {
      case 'personalInfo':
        // Clearing the name and typing it again (the same value twice would be no input at all).
        return [
          {
            type: 'CHANGE',
            field: 'firstName',
            value: context.values['firstName'] === '' ? personalInfo.firstName : '',
          },
          { type: 'SUBMIT' },
        ];
      case 'editPersonalInfo':
        return [{ type: 'SUBMIT' }];
      case 'personalAddress': {
        // A mistyped pincode the lender does not know, one digit deleted, the right one typed.
        const pincode = context.values['pincode'];
        const lookup = lookupOf(context.data);
        if (lookup === null && pincode === KNOWN_PINCODE)
          return [{ type: 'CHANGE', field: 'pincode', value: UNKNOWN_PINCODE }];
        if (lookup === 'unknown') return [{ type: 'CHANGE', field: 'pincode', value: PARTIAL_PINCODE }];
        if (pincode === PARTIAL_PINCODE) return [{ type: 'CHANGE', field: 'pincode', value: KNOWN_PINCODE }];
        return [];
      }
      case 'businessProfile':
        return context.documents['marketplaceDocument']
          ? []
          : [{ type: 'SKIP' }, { type: 'UPLOAD_CHANGED', slot: 'marketplaceDocument', document: MARKETPLACE_DOCUMENT }];
    }
  }
  if (snapshot.matches('saving')) {
    return screen === 'editPersonalInfo'
      ? [
          { type: 'xstate.done.actor.save', output: ANSWER },
          { type: 'xstate.error.actor.save', error: new Error('planned') },
        ]
      : [{ type: 'xstate.done.actor.save', output: ANSWER }];
  }
  if (snapshot.matches('skipping')) {
    return [
      { type: 'xstate.done.actor.skip', output: ANSWER },
      { type: 'xstate.error.actor.skip', error: new Error('planned') },
    ];
  }
  return [];
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

/** Keeps the traversal to formStepEvents: other events a state handles (sent bare otherwise) are not the screen's. */
export function plannedOnly(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  return formStepEvents(snapshot).some((planned) => planned.type === event.type);
}
