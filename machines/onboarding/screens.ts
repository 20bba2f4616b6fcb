// The onboarding journey's step ids. Its screens and their addresses are shared with the route
// layer's guard, so they live in machines/routing/onboarding-screens.ts; they are re-exported here
// for the onboarding machines and screens.
export {
  ONBOARDING_SCREENS,
  SCREEN_PATHS,
  isOnboardingAddress,
  screenOfPath,
  type OnboardingScreen,
  type RoutedScreen,
  type UnroutedScreen,
} from '../routing/onboarding-screens.ts';

/** The form steps (formStep children); their ids key drafts and EDIT_STEP. */
export const ONBOARDING_STEP_IDS = [
  'personalInfo',
  'kycSelection',
  'panKyc',
  'personalAddress',
  'businessProfile',
  'dualNameDeclaration',
  'dualDobDeclaration',
] as const;

export type OnboardingStepId = (typeof ONBOARDING_STEP_IDS)[number];

/** The steps whose typing is kept in the drafts: the form steps, and the GSTIN and Udyam lookups. */
export const DRAFT_STEP_IDS = [...ONBOARDING_STEP_IDS, 'gstin', 'udyam'] as const;

export type DraftStepId = (typeof DRAFT_STEP_IDS)[number];

/** The steps the review screen links back to. */
export const EDITABLE_STEPS = ['personalInfo', 'panKyc', 'businessProfile'] as const;
export type EditableStep = (typeof EDITABLE_STEPS)[number];
