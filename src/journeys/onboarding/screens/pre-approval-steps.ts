import { ONBOARDING_PATHS, type RoutedScreen } from '../../../../machines/onboarding/screens.ts';

/** §9: onboarding has 4 steps; the 4th (the mandate) comes after approval. */
export const STEP_LABELS = ['Personal details', 'KYC', 'Business profile', 'Mandate'] as const;

export interface PreApprovalPlace {
  /** Which of the four steps the screen belongs to (1-based). */
  step: number;
  /** Where the frame's Back leads; absent where the screen's own form has a Back (or on step 1). */
  back?: string;
}

// Every pre-approval screen in one table: the frame draws the step indicator and Back from it,
// so a screen added to the journey gets both by a line here. The journey still decides whether
// Back's screen may open (ADR 003); when it may not, the address stays where the journey is.
export const PRE_APPROVAL_PLACES: Partial<Record<RoutedScreen, PreApprovalPlace>> = {
  personalInfo: { step: 1 },
  editPersonalInfo: { step: 1 },
  kycSelection: { step: 2 },
  digiLocker: { step: 2, back: ONBOARDING_PATHS.kycSelection },
  panKyc: { step: 2 },
  editPanKyc: { step: 2 },
  personalAddress: { step: 2 },
  businessProfile: { step: 3 },
  editBusinessProfile: { step: 3 },
  gstin: { step: 3, back: ONBOARDING_PATHS.businessProfile },
  udyam: { step: 3, back: ONBOARDING_PATHS.businessProfile },
  videoVerification: { step: 3, back: ONBOARDING_PATHS.businessProfile },
  review: { step: 3, back: ONBOARDING_PATHS.videoVerification },
};
