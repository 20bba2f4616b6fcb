import type { OnboardingStepId } from '../../../machines/onboarding/screens.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { AnyActorRef, AnyStateMachine } from 'xstate';
import { lookupOf, type FormStepContext } from '../../../machines/onboarding/form-step.machine.ts';
import { createDraftStore } from '../../../src/journeys/onboarding/drafts.ts';
import type { DraftStore } from '../../../src/journeys/onboarding/drafts.ts';
import { provideIdentitySteps } from '../../../src/journeys/onboarding/identity/provide.ts';
import { createFormSteps } from '../../../src/journeys/onboarding/steps.ts';
import { getPersonalInfo } from '../../../src/api/onboarding/personal/index.ts';
import { getBusinessInfo } from '../../../src/api/onboarding/business/index.ts';
import { getApplicationProfile } from '../../../src/api/onboarding/review/index.ts';
import { getPanDetails } from '../../../src/api/onboarding/pan-kyc/index.ts';
import { createHarness } from '../../support/sandbox-client.ts';
import { pngFile } from '../../support/api/onboarding.ts';
import type { Harness } from '../../support/sandbox-client.ts';
import { GSTIN, MATCHING_PAN, businessInfo, currentAddress, personalInfo } from '../../fixtures/applicant.ts';

// The app's real form steps (src/journeys/onboarding/steps.ts, the declarations of identity/provide.ts)
// against the in-process sandbox: each step machine loads through the API client, takes the
// values a user types (CHANGE) and Continue (SUBMIT), and must finish with the sandbox's next
// position, the sandbox holding what was typed. One failed save per step shows where the
// server's message lands: under its field when the code names one, else the step's alert.

const PHONE = '9811122233';

/** An in-memory localStorage, so the drafts the steps keep can be read back. */
function memoryDrafts(): { store: DraftStore; raw: Map<string, string> } {
  const raw = new Map<string, string>();
  const backend = {
    getItem: (key: string) => raw.get(key) ?? null,
    setItem: (key: string, value: string) => void raw.set(key, value),
    removeItem: (key: string) => void raw.delete(key),
  };
  return { store: createDraftStore(() => backend as unknown as Storage), raw };
}

let harness: Harness;
let drafts: ReturnType<typeof memoryDrafts>;

beforeEach(() => {
  harness = createHarness();
  drafts = memoryDrafts();
});
afterEach(() => harness.close());

/** Seeds the applicant at a step and logs in; answers the application id. */
async function applicantAt(seed: Record<string, unknown>): Promise<string> {
  const response = await harness.control('PUT', `/__sandbox/customers/${PHONE}`, {
    tncAccepted: true,
    showReferrerCode: false,
    ...seed,
  });
  expect(response.status).toBe(200);
  const { application } = (await response.json()) as { application: { id: string } };
  await harness.signIn(PHONE);
  return application.id;
}

type StepSnapshot = { value: unknown; status: string; context: FormStepContext; output?: unknown };

/** Starts a step, waits for its form, types `values` one CHANGE at a time. */
async function openStep(
  logic: AnyStateMachine,
  step: OnboardingStepId,
  applicationId: string,
  values: Record<string, string>,
) {
  const actor = createActor(logic, { input: { step, applicationId, edit: false, draft: null } });
  actor.start();
  await waitFor(actor, (snapshot) => snapshot.matches('editing') || snapshot.matches('loadFailed'), { timeout: 5000 });
  expect(actor.getSnapshot().matches('editing')).toBe(true);
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'CHANGE', field, value });
  // A complete pincode asks the lender for city and state first; Continue waits for that answer.
  await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'idle' }), { timeout: 5000 });
  return actor as typeof actor & { getSnapshot(): StepSnapshot };
}

/** SUBMIT, then the saved answer (the step is done) or the form again with its problem. */
async function submit(actor: AnyActorRef & { getSnapshot(): StepSnapshot }) {
  actor.send({ type: 'SUBMIT' });
  expect(actor.getSnapshot().value).toBe('saving');
  return waitFor(actor, (snapshot) => snapshot.status === 'done' || snapshot.matches('editing'), { timeout: 5000 });
}

const nextActionOf = (snapshot: StepSnapshot) =>
  (snapshot.output as { application: { nextAction: string | null } }).application.nextAction;

/** A sandbox fault answering the next matching call with a §8 error of `code`. */
const fault = (method: string, path: string, code: string, message: string, status = 400) =>
  harness.addFault({ method, path, status, body: { error: { code, message } } });

const steps = () => createFormSteps(harness.client, drafts.store, { locate: async () => null });

const PERSONAL_VALUES = {
  firstName: personalInfo.firstName,
  lastName: personalInfo.lastName,
  dateOfBirth: personalInfo.dateOfBirth,
  gender: personalInfo.gender,
  email: personalInfo.email,
  maritalStatus: personalInfo.maritalStatus,
  fatherName: personalInfo.fatherName,
};

describe('personal details (step 1)', () => {
  it('saves what was typed, answers kycSelection, and leaves no draft', async () => {
    const applicationId = await applicantAt({});
    const actor = await openStep(steps().personalInfoStep, 'personalInfo', applicationId, PERSONAL_VALUES);
    // Typing is kept for a reload until the step is saved.
    expect(drafts.store.read()?.steps.personalInfo).toMatchObject({ firstName: 'Asha', lastName: 'Verma' });
    const done = await submit(actor);
    expect(done.status).toBe('done');
    expect(nextActionOf(done)).toBe('kycSelection');
    expect(drafts.store.read()?.steps.personalInfo).toBeUndefined();
    const stored = await getPersonalInfo(harness.client, { applicationId });
    expect(stored.personalInfo).toMatchObject(PERSONAL_VALUES);
  });

  it('puts a date-of-birth refusal under that field and stays on the form', async () => {
    const applicationId = await applicantAt({});
    await fault(
      'PATCH',
      `/v4/application/${applicationId}/personal-info`,
      'EPL-40017',
      'You must be at least 18 years old',
    );
    const actor = await openStep(steps().personalInfoStep, 'personalInfo', applicationId, PERSONAL_VALUES);
    const back = await submit(actor);
    expect(back.value).toEqual({ editing: 'idle' });
    expect(back.context.errors).toEqual({ dateOfBirth: 'You must be at least 18 years old' });
    expect(back.context.serverError).toBeNull();
    expect((await getPersonalInfo(harness.client, { applicationId })).personalInfo).toBeNull();
  });
});

describe('KYC selection', () => {
  it('stores the chosen mode and answers the manual step-2', async () => {
    const applicationId = await applicantAt({ personalInfo });
    const actor = await openStep(steps().kycSelectionStep, 'kycSelection', applicationId, { kycMode: 'manual' });
    const done = await submit(actor);
    expect(nextActionOf(done)).toBe('panKyc');
    expect((await getApplicationProfile(harness.client, { applicationId })).kyc.kycMode).toBe('manual');
  });

  it('shows a server failure as the step alert, the choice kept', async () => {
    const applicationId = await applicantAt({ personalInfo });
    await fault(
      'PATCH',
      `/v1/application/${applicationId}/personal-kyc`,
      'EPL-50000',
      'KYC settings are being updated',
      500,
    );
    const actor = await openStep(steps().kycSelectionStep, 'kycSelection', applicationId, { kycMode: 'digiLocker' });
    const back = await submit(actor);
    expect(back.value).toEqual({ editing: 'idle' });
    expect(back.context.serverError).toBe('KYC settings are being updated');
    expect(back.context.values.kycMode).toBe('digiLocker');
  });
});

// The smallest PNG the sandbox accepts (it checks the signature and the header chunk).
const png = (name: string) => pngFile(name);

describe('step-2, PAN and uploads (manual KYC)', () => {
  it('uploads through its file slots, saves PAN and proof number, answers the address', async () => {
    const applicationId = await applicantAt({ personalInfo, kycMode: 'manual' });
    const actor = await openStep(steps().panKycStep, 'panKyc', applicationId, {
      pan: MATCHING_PAN.toLowerCase(),
      addressProofType: 'aadhaar',
      addressProofNumber: '234567890124',
    });
    // Each slot is its own documentUpload child; a chosen file is inspected, then uploaded.
    for (const slot of ['addressProofFront', 'personalId']) {
      const child = (actor.getSnapshot() as unknown as { children: Record<string, AnyActorRef> }).children[
        `upload:${slot}`
      ];
      expect(child).toBeDefined();
      child!.send({ type: 'FILE_CHOSEN', file: png(`${slot}.png`) });
    }
    const uploaded = (snapshot: unknown) => {
      const { documents } = (snapshot as StepSnapshot).context;
      return Boolean(documents.addressProofFront && documents.personalId);
    };
    await waitFor(actor, uploaded, { timeout: 5000 });
    const done = await submit(actor);
    expect(done.status).toBe('done');
    expect(nextActionOf(done)).toBe('personalAddress');
    const { kyc } = await getApplicationProfile(harness.client, { applicationId });
    expect(kyc.pan).toBe(MATCHING_PAN);
    expect(kyc.addressProof?.documentType).toBe('aadhaar');
    expect(kyc.documents.map((document) => document.kind).sort()).toEqual(['addressProof', 'personalId']);
    expect((await getPanDetails(harness.client, { applicationId }))?.name).toBe('ASHA VERMA');
    // The proof number is never kept in a draft.
    expect(drafts.raw.get('saakh.onboarding.drafts') ?? '').not.toContain('234567890124');
  });

  it('puts a refused PAN under the PAN field', async () => {
    const applicationId = await applicantAt({ personalInfo, digiLockerVerified: true });
    await fault('PATCH', `/v1/application/${applicationId}/pan`, 'EPL-40010', 'This PAN is not valid');
    const actor = await openStep(steps().panKycStep, 'panKyc', applicationId, { pan: MATCHING_PAN });
    const back = await submit(actor);
    expect(back.value).toEqual({ editing: 'idle' });
    expect(back.context.errors.pan).toBe('This PAN is not valid');
  });
});

const ADDRESS_VALUES = {
  sameAsAadhaar: 'false',
  line1: currentAddress.line1,
  line2: currentAddress.line2,
  landmark: currentAddress.landmark,
  pincode: currentAddress.pincode,
  city: 'Bengaluru',
  state: 'Karnataka',
  residenceType: currentAddress.residenceType,
};

describe('current address', () => {
  it('saves the typed address and answers step-3', async () => {
    const applicationId = await applicantAt({ personalInfo, digiLockerVerified: true, pan: MATCHING_PAN });
    const actor = await openStep(steps().personalAddressStep, 'personalAddress', applicationId, ADDRESS_VALUES);
    const done = await submit(actor);
    expect(nextActionOf(done)).toBe('businessProfile');
    const { currentAddress: stored } = await getApplicationProfile(harness.client, { applicationId });
    expect(stored).toMatchObject({
      line1: currentAddress.line1,
      pincode: '560038',
      residenceType: 'rented',
      sameAsAadhaar: false,
    });
  });

  it('keeps city and state the lender’s after a reload: the draft’s pincode is looked up again', async () => {
    const applicationId = await applicantAt({ personalInfo, digiLockerVerified: true, pan: MATCHING_PAN });
    const typed = await openStep(steps().personalAddressStep, 'personalAddress', applicationId, { pincode: '560038' });
    expect(lookupOf(typed.getSnapshot().context.data)).toBe('found');
    typed.stop();
    // The page reloads: the step starts again from the stored draft.
    const draft = drafts.store.read()?.steps.personalAddress ?? null;
    expect(draft).toMatchObject({ pincode: '560038', city: 'Bengaluru', state: 'Karnataka' });
    const reloaded = createActor(steps().personalAddressStep, {
      input: { step: 'personalAddress', applicationId, edit: false, draft },
    });
    reloaded.start();
    await waitFor(reloaded, (snapshot) => snapshot.matches({ editing: 'idle' }), { timeout: 5000 });
    const { context } = reloaded.getSnapshot();
    expect(lookupOf(context.data)).toBe('found');
    expect(context.values).toMatchObject({ pincode: '560038', city: 'Bengaluru', state: 'Karnataka' });
  });

  it('puts a pincode the lender does not know under the pincode field', async () => {
    const applicationId = await applicantAt({ personalInfo, digiLockerVerified: true, pan: MATCHING_PAN });
    await fault('POST', `/v1/application/${applicationId}/current-address`, 'EPL-40014', 'We do not know this pincode');
    const actor = await openStep(steps().personalAddressStep, 'personalAddress', applicationId, ADDRESS_VALUES);
    const back = await submit(actor);
    expect(back.value).toEqual({ editing: 'idle' });
    expect(back.context.errors.pincode).toBe('We do not know this pincode');
  });
});

const BUSINESS_VALUES = {
  businessName: businessInfo.businessName,
  businessType: businessInfo.businessType,
  businessCategory: businessInfo.businessCategory,
  ownershipType: businessInfo.ownershipType,
  educationalQualification: businessInfo.educationalQualification,
  annualTurnover: String(businessInfo.annualTurnover),
  businessStartDate: businessInfo.businessStartDate,
  businessPincode: businessInfo.businessPincode,
};

describe('step-3, business profile', () => {
  const seed = { personalInfo, digiLockerVerified: true, pan: MATCHING_PAN, currentAddress };

  it('with a GSTIN: saves profile and registration, answers the GST check', async () => {
    const applicationId = await applicantAt(seed);
    const actor = await openStep(steps().businessProfileStep, 'businessProfile', applicationId, {
      ...BUSINESS_VALUES,
      registrationType: 'gstin',
      registrationNumber: GSTIN.toLowerCase(),
    });
    const done = await submit(actor);
    expect(nextActionOf(done)).toBe('gstin');
    const stored = await getBusinessInfo(harness.client, { applicationId });
    expect(stored.businessInfo).toMatchObject({ ...businessInfo });
    expect(stored.registration).toMatchObject({ registrationType: 'gstin', registrationNumber: GSTIN });
  });

  it('with a Udyam number: the Udyam step will open with that number typed in', async () => {
    const applicationId = await applicantAt(seed);
    const actor = await openStep(steps().businessProfileStep, 'businessProfile', applicationId, {
      ...BUSINESS_VALUES,
      registrationType: 'udyam',
      registrationNumber: 'udyam-mh-26-0012345',
    });
    const done = await submit(actor);
    expect(nextActionOf(done)).toBe('udyam');
    expect(drafts.store.read()?.steps.udyam).toEqual({
      lookup: 'number',
      udyamNumber: 'UDYAM-MH-26-0012345',
      mobile: '',
    });
    // A GSTIN is read back by the GST step itself; nothing is copied for it.
    expect(drafts.store.read()?.steps.gstin).toBeUndefined();
  });

  it('with no registration: skipped, serviceability next', async () => {
    const applicationId = await applicantAt(seed);
    const actor = await openStep(steps().businessProfileStep, 'businessProfile', applicationId, {
      ...BUSINESS_VALUES,
      registrationSkipped: 'true',
    });
    const done = await submit(actor);
    expect(nextActionOf(done)).toBe('serviceability');
    expect((await getBusinessInfo(harness.client, { applicationId })).registration).toEqual({ skipped: true });
  });

  it('puts a refused registration number under its field', async () => {
    const applicationId = await applicantAt(seed);
    await fault(
      'PATCH',
      `/v1/application/${applicationId}/registration-details`,
      'EPL-40011',
      'This GSTIN does not belong to your PAN',
    );
    const actor = await openStep(steps().businessProfileStep, 'businessProfile', applicationId, {
      ...BUSINESS_VALUES,
      registrationType: 'gstin',
      registrationNumber: GSTIN,
    });
    const back = await submit(actor);
    expect(back.value).toEqual({ editing: 'idle' });
    expect(back.context.errors.registrationNumber).toBe('This GSTIN does not belong to your PAN');
  });
});

describe('dual-name declaration', () => {
  const identity = () => provideIdentitySteps(harness.client, { drafts: { persist: () => {}, clear: () => {} } });
  // The PAN's 5th character is not the last name's initial: the sandbox's PAN name differs.
  const seed = { personalInfo, digiLockerVerified: true, pan: 'ABCPK1234K', currentAddress };

  it('declares with a passport; with the address already saved, step-3 follows', async () => {
    const applicationId = await applicantAt(seed);
    const actor = await openStep(identity().dualNameStep, 'dualNameDeclaration', applicationId, {
      documentType: 'passport',
      documentNumber: 'J8369854',
      accepted: 'true',
    });
    const done = await submit(actor);
    expect(done.status).toBe('done');
    expect(nextActionOf(done)).toBe('businessProfile');
  });

  it('shows the lender refusing the declaration as the step alert', async () => {
    const applicationId = await applicantAt(seed);
    await fault('POST', `/v1/dual-document/${applicationId}/name`, 'EPL-50000', 'Declarations are paused', 500);
    const actor = await openStep(identity().dualNameStep, 'dualNameDeclaration', applicationId, {
      documentType: 'passport',
      documentNumber: 'J8369854',
      accepted: 'true',
    });
    const back = await submit(actor);
    expect(back.value).toEqual({ editing: 'idle' });
    expect(back.context.serverError).toBe('Declarations are paused');
  });
});
