/**
 * Where the lender put the application after a step (docs/api-contract.md, "Onboarding"). `status`
 * and `nextAction` stay open strings: a lender that adds a status must not break parsing; the
 * onboarding chart maps unknown values to a fallback screen. The wire schema
 * (src/api/onboarding/position.ts) parses into exactly this type.
 */
export interface ApplicationPosition {
  id: string;
  status: string;
  subStatus: string | null;
  nextAction: string | null;
  /** 0 to 100. */
  percentCompleted: number;
}

/** What a finished step hands back to the onboarding chart. */
export interface StepAnswer {
  application: ApplicationPosition;
}

/** The next-action vocabulary of the contract, one value per applicant-facing step. */
export const ONBOARDING_NEXT_ACTIONS = [
  'personalInfo',
  'kycSelection',
  'digiLocker',
  'panKyc',
  'dualNameDeclaration',
  'dualDobDeclaration',
  'personalAddress',
  'businessProfile',
  'gstin',
  'udyam',
  'serviceability',
  'notServiceable',
  'videoVerification',
  'review',
  'result',
  'underReview',
  'notEligible',
  'discrepancy',
] as const;

export type OnboardingNextAction = (typeof ONBOARDING_NEXT_ACTIONS)[number];

export function isOnboardingNextAction(value: string | null | undefined): value is OnboardingNextAction {
  return (ONBOARDING_NEXT_ACTIONS as readonly string[]).includes(value ?? '');
}
