import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { FormStepContext, FormStepLoad } from '../../../machines/onboarding/form-step.machine.ts';
import { businessInfo, currentAddress, personalInfo } from '../../fixtures/applicant.ts';
import { APPLICATION_ID, POSITIONS } from '../../fixtures/onboarding-positions.ts';
import { named } from './named.ts';
import { placeOfPincode, type PlaceOfPincode } from '../../../server/onboarding/pincodes.ts';

// The sample events of the `formStep` journey (the one form-step shape), for both runners:
// what the lender holds for the application, the fields typed, the pincode lookup's answers,
// a document reported by the step's upload slot, and every outcome of Save and Skip. The
// machine-level paths run a small stand-in step (application APPLICATION_ID); the browser runs
// four real screens, named by their application id (tests/browser/support/form-step-plan.ts),
// and replays what each screen lets a user cause.

export const LOAD_FAILED = 'Sandbox fault: personal info unavailable.';
export const SAVE_FAILED = 'Sandbox fault: not saved.';
export const LOOKUP_FAILED = 'Sandbox fault: lookup failed.';
/** The lender refusing one field (a §8 field error), shown under it. */
export const FIELD_PROBLEM = { field: 'firstName', message: 'First name is not valid.' };

export const KNOWN_PINCODE = currentAddress.pincode;
/** Well formed, but outside the sandbox's pincode table (server/onboarding/pincodes.ts). */
export const UNKNOWN_PINCODE = '999001';

/** A pincode's place as the sandbox's table has it: the samples ask the table rather than copy it. */
function placeInSandbox(pincode: string): PlaceOfPincode {
  const place = placeOfPincode(pincode);
  if (!place) throw new Error(`the sandbox's pincode table has no ${pincode}`);
  return place;
}

export const KNOWN_PLACE = placeInSandbox(KNOWN_PINCODE);
if (placeOfPincode(UNKNOWN_PINCODE)) throw new Error(`the sandbox's pincode table now has ${UNKNOWN_PINCODE}`);
/** Not yet a pincode: no lookup. */
export const PARTIAL_PINCODE = '5600';

/** The stand-in step's one file slot and the document the lender holds for it. */
export const SLOT = 'addressProofFront';
export const DOCUMENT = {
  id: 'doc-1',
  kind: 'addressProof',
  documentType: 'aadhaar',
  side: 'front',
  fileName: 'aadhaar.pdf',
  size: 48213,
  contentType: 'application/pdf',
  sha256: 'ab'.repeat(32),
  uploadedAt: '2026-01-01T00:00:00.000Z',
};

/** The marketplace the business-profile screen declares (its document is owed, so Skip is offered). */
export const MEMBERSHIPS = [
  { marketplaceName: 'amazon', sellerSince: '2021-03', averageMonthlySales: 150000 },
] as const;
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
/** What a slot's child reports once its file is uploaded. */
const UPLOADED: Record<string, object> = { [SLOT]: DOCUMENT, marketplaceDocument: MARKETPLACE_DOCUMENT };

const personalDetails = () => named('saved personal details', { values: { ...personalInfo }, data: null });

/**
 * What the lender holds, by application: for the stand-in step an empty form and a saved one
 * (with the welcome reward and the slot's document); for each real screen its seed's values
 * (as src/journeys/onboarding/steps.ts makes them of the saved details).
 */
export const LOADS: Record<string, readonly FormStepLoad[]> = {
  [APPLICATION_ID]: [
    {
      values: { firstName: '', email: 'saved@example.in' },
      data: { welcomeReward: null },
      uploads: [{ slot: SLOT, accept: ['application/pdf'], maxBytes: 10, document: null }],
    },
    {
      values: { firstName: personalInfo.firstName, email: 'saved@example.in' },
      data: { welcomeReward: { points: 500, title: 'Welcome' } },
      uploads: [{ slot: SLOT, accept: ['application/pdf'], maxBytes: 10, document: DOCUMENT }],
    },
  ],
  personalInfo: [personalDetails()],
  editPersonalInfo: [personalDetails()],
  personalAddress: [
    named('saved address', {
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
  ],
  businessProfile: [
    named('saved business, a marketplace declared', {
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
  ],
};

/** The lender's answer to a saved or skipped step. */
export const ANSWER = named('the lender’s answer', { application: POSITIONS.kycSelection });

/** The upload slots the application's step has (the child of each can report a document any time). */
const slotsOf = (applicationId: string): string[] => [
  ...new Set((LOADS[applicationId] ?? []).flatMap((load) => (load.uploads ?? []).map((upload) => upload.slot))),
];

export function formStepEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as FormStepContext;
  return [
    ...(LOADS[context.applicationId] ?? []).map((output) => ({ type: 'xstate.done.actor.load', output })),
    { type: 'xstate.error.actor.load', error: new Error(LOAD_FAILED) },
    { type: 'CHANGE', field: 'firstName', value: personalInfo.firstName },
    { type: 'CHANGE', field: 'firstName', value: '' },
    ...[KNOWN_PINCODE, PARTIAL_PINCODE, UNKNOWN_PINCODE].map((value) => ({ type: 'CHANGE', field: 'pincode', value })),
    { type: 'xstate.done.actor.lookupPincode', output: KNOWN_PLACE },
    { type: 'xstate.done.actor.lookupPincode', output: null },
    { type: 'xstate.error.actor.lookupPincode', error: new Error(LOOKUP_FAILED) },
    ...slotsOf(context.applicationId).map((slot) => ({ type: 'UPLOAD_CHANGED', slot, document: UPLOADED[slot] })),
    { type: 'xstate.done.actor.save', output: ANSWER },
    { type: 'xstate.error.actor.save', error: new Error(SAVE_FAILED) },
    { type: 'xstate.error.actor.save', error: FIELD_PROBLEM },
    { type: 'xstate.done.actor.skip', output: ANSWER },
    { type: 'xstate.error.actor.skip', error: new Error(SAVE_FAILED) },
  ];
}
