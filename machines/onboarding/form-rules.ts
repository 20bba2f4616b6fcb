import {
  parseMemberships,
  validateBusinessProfile,
  validatePersonalAddress,
} from '../../rules/onboarding/forms/address-and-business.ts';
import { validateDeclaration } from '../../rules/onboarding/forms/declaration.ts';
import { validateKycSelection, validatePanKyc } from '../../rules/onboarding/forms/kyc.ts';
import { validatePersonalInfo } from '../../rules/onboarding/forms/personal-info.ts';
import type { OnboardingStepId } from './screens.ts';

// Each form step's rules, which the formStep chart uses directly as its `valid` and `canSkip` guards
// and its `showErrors` action (ADR 029): what the applicant typed is checked by the same rules in a
// machine-level test as in the app. Only the step's calls and drafts are provided by the app.

/** What a step's rules read: the typed values, the files its slots hold, what its load gave. */
export interface FormFacts {
  readonly values: Readonly<Record<string, string>>;
  readonly documents: Readonly<Record<string, unknown>>;
  readonly data: unknown;
}

interface FormRules {
  /** The errors to show; none: the step may be sent. */
  validate(facts: FormFacts): Record<string, string>;
  /** Whether the step offers Skip now; a step without it never does. */
  canSkip?(facts: FormFacts): boolean;
}

/** Whether the step's load says DigiLocker has verified the applicant (PAN and KYC's rule reads it). */
const digiLockerVerified = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && 'digiLockerVerified' in data && data.digiLockerVerified === true;

const declaration: FormRules = { validate: ({ values }) => validateDeclaration(values) };

export const FORM_RULES: Readonly<Record<OnboardingStepId, FormRules>> = {
  personalInfo: { validate: ({ values }) => validatePersonalInfo(values) },
  kycSelection: { validate: ({ values }) => validateKycSelection(values) },
  panKyc: { validate: ({ values, documents, data }) => validatePanKyc(values, documents, digiLockerVerified(data)) },
  personalAddress: { validate: ({ values }) => validatePersonalAddress(values) },
  businessProfile: {
    validate: ({ values }) => validateBusinessProfile(values),
    // Skip is the marketplace document's: offered once memberships are declared and no file is held.
    canSkip: ({ values, documents }) =>
      (parseMemberships(values['memberships'] ?? '') ?? []).length > 0 && !documents['marketplaceDocument'],
  },
  dualNameDeclaration: declaration,
  dualDobDeclaration: declaration,
};
