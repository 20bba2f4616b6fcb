import { fromPromise } from 'xstate';
import { documentUploadMachine } from '../../../machines/kit/document-upload.machine.ts';
import { formStepMachine } from '../../../machines/onboarding/form-step.machine.ts';
import type {
  FormStepEvent,
  FormStepLoad,
  FormStepSaveInput,
  PincodeLookupResult,
  PincodePlace,
  UploadSlot,
} from '../../../machines/onboarding/form-step.machine.ts';
import type { OnboardingStepId } from '../../../machines/onboarding/screens.ts';
import { udyamDraftOf } from '../../../machines/onboarding/udyam.machine.ts';
import type { FieldProblem } from '../../../rules/failure.ts';
import type { ApiClient } from '../../api/client.ts';
import {
  getAadhaarAddress,
  getCityAndState,
  saveCurrentAddress,
  RESIDENCE_TYPES,
  CURRENT_ADDRESS_FIELD_CODES,
} from '../../api/onboarding/address/index.ts';
import {
  BUSINESS_INFO_FIELD_CODES,
  REGISTRATION_FIELD_CODES,
  REGISTRATION_TYPES,
  getBusinessInfo,
  getBusinessTypes,
  getEducationalQualifications,
  getMarketplaceMemberships,
  getOwnershipTypes,
  saveBusinessInfo,
  saveMarketplaceMemberships,
  saveRegistrationDetails,
  skipBusinessRegistrationProof,
  skipMarketplaceDocument,
} from '../../api/onboarding/business/index.ts';
import { DOCUMENT_CONTENT_TYPES, MAX_UPLOAD_BYTES } from '../../api/onboarding/documents.ts';
import { ONBOARDING_ERROR_CODES, fieldOfError, type FieldErrorCodes } from '../../api/onboarding/errors.ts';
import { isApiError } from '../../api/errors.ts';
import {
  ADDRESS_PROOF_NUMBER_FIELD_CODES,
  ADDRESS_PROOF_TYPES,
  KYC_MODES,
  PAN_FIELD_CODES,
  getPanDetails,
  saveAddressProofNumber,
  saveKycMode,
  savePan,
} from '../../api/onboarding/pan-kyc/index.ts';
import {
  GENDERS,
  MARITAL_STATUSES,
  PERSONAL_INFO_FIELD_CODES,
  getPersonalInfo,
  savePersonalInfo,
} from '../../api/onboarding/personal/index.ts';
import type { StepAnswer } from '../../../rules/onboarding/position.ts';
import { getApplicationProfile } from '../../api/onboarding/review/index.ts';
import { createUploadActors, type OnboardingActorEnvironment } from './actors.ts';
import type { DraftStore } from './drafts.ts';
import { parseMemberships } from '../../../rules/onboarding/forms/address-and-business.ts';

// Each form step of onboarding = the one formStep machine (its rules are the chart's own,
// machines/onboarding/form-rules.ts) + its load/save/skip on the API and drafts (ADR 006). Values
// are the API body's field names as strings; the save converts them.

interface StepDefinition {
  id: OnboardingStepId;
  /** Fields never written to drafts (document numbers typed into the step). */
  sensitive?: readonly string[];
  load: (input: { applicationId: string; edit: boolean }) => Promise<FormStepLoad>;
  save: (input: FormStepSaveInput) => Promise<StepAnswer>;
  skip?: (input: FormStepSaveInput) => Promise<StepAnswer>;
  /** The field whose complete value fills city and state from the lender's pincode table. */
  pincodeField?: string;
}

/** A pincode worth asking the lender about (the API's rule: six digits, not starting 0). */
const COMPLETE_PINCODE = /^[1-9]\d{5}$/;

/**
 * A failed save whose code names a field, or that refused one of the step's fields by name,
 * becomes that field's error (FieldProblem).
 */
async function withFieldErrors<T>(codes: FieldErrorCodes, call: Promise<T>, values: object = {}): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const field = fieldOfError(error, codes, [...Object.values(codes), ...Object.keys(values)]);
    if (field !== null && error instanceof Error) throw { field, message: error.message } satisfies FieldProblem;
    throw error;
  }
}

const choice = <T extends string>(
  allowed: readonly T[],
  value: string | undefined,
  field: string,
  message: string,
): T => {
  const found = allowed.find((entry) => entry === value);
  if (!found) throw { field, message } satisfies FieldProblem;
  return found;
};

const text = (value: string | undefined): string => (value ?? '').trim();
const orNull = (value: string | undefined): string | null => (text(value) === '' ? null : text(value));

/** City and state for a pincode; an unknown one (404 EPL-40402) is null, anything else a failure. */
async function placeOfPincode(client: ApiClient, pincode: string, signal: AbortSignal): Promise<PincodePlace> {
  try {
    const { city, state } = await getCityAndState(client, { pincode }, { signal });
    return { city, state };
  } catch (error) {
    if (isApiError(error) && error.code === ONBOARDING_ERROR_CODES.unknownPincode) return null;
    throw error;
  }
}

/**
 * A step whose city and state come from its pincode: when it opens with a complete pincode
 * (saved, or typed before a reload and kept in the draft), the lender is asked again, so city
 * and state stay the lender's (read-only) instead of coming back as free text after a reload.
 */
function withPlaceOfPincode(
  load: StepDefinition['load'],
  pincodeField: string,
  step: OnboardingStepId,
  drafts: DraftStore,
  client: ApiClient,
): StepDefinition['load'] {
  return async (input) => {
    const loaded = await load(input);
    const stored = drafts.read();
    const draft = stored?.applicationId === input.applicationId ? stored.steps[step] : undefined;
    const pincode = draft?.[pincodeField] ?? loaded.values[pincodeField] ?? '';
    if (!COMPLETE_PINCODE.test(pincode)) return loaded;
    const data = typeof loaded.data === 'object' && loaded.data !== null ? loaded.data : {};
    let pincodeLookup: PincodeLookupResult;
    let values = loaded.values;
    try {
      const place = await placeOfPincode(client, pincode, new AbortController().signal);
      pincodeLookup = place ? 'found' : 'unknown';
      if (place) values = { ...values, city: place.city, state: place.state };
    } catch {
      pincodeLookup = 'failed';
    }
    return { ...loaded, values, data: { ...data, pincodeLookup } };
  };
}

function defineStep(
  definition: StepDefinition,
  drafts: DraftStore,
  documentUpload: typeof documentUploadMachine,
  client: ApiClient,
) {
  const sensitive = definition.sensitive ?? [];
  const { pincodeField } = definition;
  const load = pincodeField
    ? withPlaceOfPincode(definition.load, pincodeField, definition.id, drafts, client)
    : definition.load;
  const changesPincode = (event: FormStepEvent) =>
    pincodeField !== undefined && event.type === 'CHANGE' && event.field === pincodeField;
  return formStepMachine.provide({
    actors: {
      documentUpload,
      load: fromPromise<FormStepLoad, { applicationId: string; edit: boolean }>(({ input }) => load(input)),
      save: fromPromise<StepAnswer, FormStepSaveInput>(({ input }) => definition.save(input)),
      skip: fromPromise<StepAnswer, FormStepSaveInput>(({ input }) => {
        if (!definition.skip) throw new Error(`${definition.id} cannot be skipped`);
        return definition.skip(input);
      }),
      // The machine starts it only for a step with a pincodeField (guards below).
      lookupPincode: fromPromise<PincodePlace, { pincode: string }>(({ input, signal }) =>
        placeOfPincode(client, input.pincode, signal),
      ),
    },
    guards: {
      changesPincode: ({ event }) => changesPincode(event),
      completesPincode: ({ event }) =>
        changesPincode(event) && event.type === 'CHANGE' && COMPLETE_PINCODE.test(event.value),
    },
    actions: {
      persistDraft: ({ context }) => drafts.save(context.applicationId, definition.id, context.values, sensitive),
      clearDraft: ({ context }) => drafts.clear(context.applicationId, definition.id),
    },
  });
}

const documentSlot = (slot: string, document: UploadSlot['document']): UploadSlot => ({
  slot,
  accept: DOCUMENT_CONTENT_TYPES,
  maxBytes: MAX_UPLOAD_BYTES,
  document,
});

/** What step-2 shows beside its fields. */
export interface PanKycData {
  digiLockerVerified: boolean;
  holderType: string | null;
  /** The name on the PAN record, once a PAN is saved. */
  panName: string | null;
}

const isPanKycData = (data: unknown): data is PanKycData =>
  typeof data === 'object' && data !== null && 'digiLockerVerified' in data;

/** The five form steps keyed by the onboarding machine's sources, with the file slots' real actors. */
export function createFormSteps(client: ApiClient, drafts: DraftStore, env: OnboardingActorEnvironment = {}) {
  const uploads = documentUploadMachine.provide({ actors: createUploadActors(client, env) });
  const personalInfoStep = defineStep(
    {
      id: 'personalInfo',
      async load({ applicationId }) {
        const read = await getPersonalInfo(client, { applicationId });
        const saved = read.personalInfo;
        return {
          values: saved
            ? { ...saved, maritalStatus: saved.maritalStatus ?? '', fatherName: saved.fatherName ?? '' }
            : {
                firstName: '',
                lastName: '',
                dateOfBirth: '',
                gender: '',
                email: '',
                maritalStatus: '',
                fatherName: '',
              },
          data: { welcomeReward: read.welcomeReward },
        };
      },
      async save({ applicationId, values }) {
        const body = {
          firstName: text(values['firstName']),
          lastName: text(values['lastName']),
          dateOfBirth: text(values['dateOfBirth']),
          gender: choice(GENDERS, values['gender'], 'gender', 'Please choose your gender'),
          email: text(values['email']),
          maritalStatus: values['maritalStatus']
            ? choice(MARITAL_STATUSES, values['maritalStatus'], 'maritalStatus', 'Please choose your marital status')
            : null,
          fatherName: orNull(values['fatherName']),
        };
        const answer = await withFieldErrors(
          PERSONAL_INFO_FIELD_CODES,
          savePersonalInfo(client, { applicationId, ...body }),
          values,
        );
        return { application: answer.application };
      },
    },
    drafts,
    uploads,
    client,
  );

  const kycSelectionStep = defineStep(
    {
      id: 'kycSelection',
      async load({ applicationId }) {
        const profile = await getApplicationProfile(client, { applicationId });
        return {
          values: { kycMode: profile.kyc.kycMode ?? '' },
          data: { digiLockerVerified: profile.kyc.digiLockerVerified },
        };
      },
      async save({ applicationId, values }) {
        const kycMode = choice(KYC_MODES, values['kycMode'], 'kycMode', 'Please choose how to complete your KYC');
        return { application: (await saveKycMode(client, { applicationId, kycMode })).application };
      },
    },
    drafts,
    uploads,
    client,
  );

  const panKycStep = defineStep(
    {
      id: 'panKyc',
      sensitive: ['addressProofNumber'],
      async load({ applicationId }) {
        const [profile, details] = await Promise.all([
          getApplicationProfile(client, { applicationId }),
          getPanDetails(client, { applicationId }),
        ]);
        const { kyc } = profile;
        const find = (kind: string, side: string | null) =>
          kyc.documents.find((document) => document.kind === kind && (side === null || document.side === side)) ?? null;
        const data: PanKycData = {
          digiLockerVerified: kyc.digiLockerVerified,
          holderType: details?.holderType ?? kyc.holderType,
          panName: details?.name ?? null,
        };
        return {
          // The saved number comes back masked; the applicant types it again to change it.
          values: {
            pan: kyc.pan ?? '',
            addressProofType: kyc.addressProof?.documentType ?? '',
            addressProofNumber: '',
          },
          data,
          uploads: kyc.digiLockerVerified
            ? []
            : [
                documentSlot('addressProofFront', find('addressProof', 'front')),
                documentSlot('addressProofBack', find('addressProof', 'back')),
                documentSlot('personalId', find('personalId', null)),
              ],
        };
      },
      async save({ applicationId, values, data }) {
        let answer = await withFieldErrors(
          PAN_FIELD_CODES,
          savePan(client, { applicationId, pan: text(values['pan']).toUpperCase() }),
          values,
        );
        if (isPanKycData(data) && data.digiLockerVerified) return { application: answer.application };
        const documentType = choice(
          ADDRESS_PROOF_TYPES,
          values['addressProofType'],
          'addressProofType',
          'Please choose your address proof',
        );
        const documentNumber = text(values['addressProofNumber']);
        const numbered = await withFieldErrors(
          { ...ADDRESS_PROOF_NUMBER_FIELD_CODES, 'EPL-40018': 'addressProofNumber' },
          saveAddressProofNumber(client, { applicationId, documentType, documentNumber }),
        );
        answer = { ...answer, application: numbered.application };
        return { application: answer.application };
      },
    },
    drafts,
    uploads,
    client,
  );

  const personalAddressStep = defineStep(
    {
      id: 'personalAddress',
      pincodeField: 'pincode',
      async load({ applicationId }) {
        const [profile, aadhaarAddress] = await Promise.all([
          getApplicationProfile(client, { applicationId }),
          getAadhaarAddress(client, { applicationId }),
        ]);
        const saved = profile.currentAddress;
        return {
          values: {
            sameAsAadhaar: saved?.sameAsAadhaar ? 'true' : 'false',
            line1: saved?.line1 ?? '',
            line2: saved?.line2 ?? '',
            landmark: saved?.landmark ?? '',
            pincode: saved?.pincode ?? '',
            city: saved?.city ?? '',
            state: saved?.state ?? '',
            residenceType: saved?.residenceType ?? '',
          },
          data: { aadhaarAddress },
        };
      },
      async save({ applicationId, values }) {
        const residenceType = choice(
          RESIDENCE_TYPES,
          values['residenceType'],
          'residenceType',
          'Please choose your residence type',
        );
        const body =
          values['sameAsAadhaar'] === 'true'
            ? { sameAsAadhaar: true as const, residenceType }
            : {
                sameAsAadhaar: false as const,
                line1: text(values['line1']),
                line2: orNull(values['line2']),
                landmark: orNull(values['landmark']),
                pincode: text(values['pincode']),
                city: orNull(values['city']),
                state: orNull(values['state']),
                residenceType,
              };
        const answer = await withFieldErrors(
          CURRENT_ADDRESS_FIELD_CODES,
          saveCurrentAddress(client, { applicationId, ...body }),
          values,
        );
        return { application: answer.application };
      },
    },
    drafts,
    uploads,
    client,
  );

  async function saveBusiness({ applicationId, values }: FormStepSaveInput): Promise<StepAnswer> {
    const business = await withFieldErrors(
      BUSINESS_INFO_FIELD_CODES,
      saveBusinessInfo(client, {
        applicationId,
        businessName: text(values['businessName']),
        businessType: text(values['businessType']),
        businessCategory: text(values['businessCategory']),
        ownershipType: text(values['ownershipType']),
        educationalQualification: text(values['educationalQualification']),
        annualTurnover: Number(text(values['annualTurnover'])),
        businessStartDate: text(values['businessStartDate']),
        businessPincode: text(values['businessPincode']),
      }),
      values,
    );
    let application = business.application;
    if (values['registrationSkipped'] === 'true') {
      application = (await skipBusinessRegistrationProof(client, { applicationId })).application;
    } else if (text(values['registrationType']) !== '') {
      const registrationType = choice(
        REGISTRATION_TYPES,
        values['registrationType'],
        'registrationType',
        'Please choose a registration type',
      );
      const registrationNumber = text(values['registrationNumber']).toUpperCase();
      application = (
        await withFieldErrors(
          REGISTRATION_FIELD_CODES,
          saveRegistrationDetails(client, { applicationId, registrationType, registrationNumber }),
          values,
        )
      ).application;
      // The Udyam step asks for the number again: it opens with the one just typed, as if typed there.
      if (registrationType === 'udyam') {
        const typed = udyamDraftOf({ lookup: 'number', udyamNumber: registrationNumber });
        drafts.save(applicationId, 'udyam', typed, []);
      }
    }
    const memberships = parseMemberships(values['memberships'] ?? '');
    if (memberships === null)
      throw { field: 'memberships', message: 'Please check your marketplace details' } satisfies FieldProblem;
    if (text(values['memberships']) !== '')
      application = (await saveMarketplaceMemberships(client, { applicationId, memberships })).application;
    return { application };
  }

  const businessProfileStep = defineStep(
    {
      id: 'businessProfile',
      async load({ applicationId }) {
        const [read, ownership, education, types, memberships] = await Promise.all([
          getBusinessInfo(client, { applicationId }),
          getOwnershipTypes(client),
          getEducationalQualifications(client),
          getBusinessTypes(client),
          getMarketplaceMemberships(client, { applicationId }),
        ]);
        const info = read.businessInfo;
        const registration = read.registration;
        return {
          values: {
            businessName: info?.businessName ?? '',
            businessType: info?.businessType ?? '',
            businessCategory: info?.businessCategory ?? '',
            ownershipType: info?.ownershipType ?? '',
            educationalQualification: info?.educationalQualification ?? '',
            annualTurnover: info ? String(info.annualTurnover) : '',
            businessStartDate: info?.businessStartDate ?? '',
            businessPincode: info?.businessPincode ?? '',
            registrationType: registration && 'registrationType' in registration ? registration.registrationType : '',
            registrationNumber:
              registration && 'registrationNumber' in registration ? registration.registrationNumber : '',
            registrationSkipped: registration && 'skipped' in registration ? 'true' : 'false',
            memberships: memberships.memberships.length ? JSON.stringify(memberships.memberships) : '',
          },
          data: {
            welcomeReward: read.welcomeReward,
            skipBusinessRegistration: read.skipBusinessRegistration,
            ownershipTypes: ownership.ownershipTypes,
            educationalQualifications: education.educationalQualifications,
            businessTypes: types.businessTypes,
            marketplaceOptions: memberships.options,
            documentSkipped: memberships.documentSkipped,
          },
          uploads: [documentSlot('marketplaceDocument', memberships.document)],
        };
      },
      save: saveBusiness,
      async skip(input) {
        await saveBusiness(input);
        return {
          application: (await skipMarketplaceDocument(client, { applicationId: input.applicationId })).application,
        };
      },
    },
    drafts,
    uploads,
    client,
  );

  return { personalInfoStep, kycSelectionStep, panKycStep, personalAddressStep, businessProfileStep };
}
