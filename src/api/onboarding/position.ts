import * as v from 'valibot';

/**
 * The `application` block every onboarding submission answers (docs/api-contract.md,
 * "Onboarding"): where the lender put the application after that step. `status` and
 * `nextAction` stay open strings: a lender that adds a status must not break parsing; the
 * onboarding machine maps unknown values to a fallback screen.
 */
export const applicationPositionSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  status: v.pipe(v.string(), v.minLength(1)),
  subStatus: v.nullable(v.string()),
  nextAction: v.nullable(v.string()),
  percentCompleted: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
});

/** What a finished step hands back to the onboarding machine. */
export const stepAnswerSchema = v.object({ application: applicationPositionSchema });

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

export type ApplicationPosition = v.InferOutput<typeof applicationPositionSchema>;
export type StepAnswer = v.InferOutput<typeof stepAnswerSchema>;
