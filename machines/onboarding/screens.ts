import { ONBOARDING_NEXT_ACTIONS } from '../../src/api/onboarding/position.ts';
import { matchPath } from '../routing.ts';

// The onboarding journey's screens: one name per state of the `onboarding` machine that the
// applicant sees, and the address of every screen that has one. The machine's `meta.route`
// and the entry-URL honouring both read SCREEN_PATHS, so a path is written once.

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

/** One screen per nextAction of the contract, the edit screens, and the two the machine adds itself. */
export const ONBOARDING_SCREENS = [
  ...ONBOARDING_NEXT_ACTIONS,
  'editPersonalInfo',
  'editPanKyc',
  'editBusinessProfile',
  'congratulations',
  'laterJourney',
] as const;

export type OnboardingScreen = (typeof ONBOARDING_SCREENS)[number];

/** Screens without an address: a Loader while the check runs, and the hand-over to a later journey. */
export type UnroutedScreen = 'serviceability' | 'laterJourney';
export type RoutedScreen = Exclude<OnboardingScreen, UnroutedScreen>;

export const SCREEN_PATHS = {
  personalInfo: '/signup/pre-approval/step-1',
  kycSelection: '/signup/pre-approval/kyc',
  digiLocker: '/signup/kyc-result',
  panKyc: '/signup/pre-approval/step-2',
  dualNameDeclaration: '/signup/dual-name-declaration',
  dualDobDeclaration: '/signup/dual-dob-declaration',
  personalAddress: '/signup/pre-approval/personal-address',
  businessProfile: '/signup/pre-approval/step-3',
  gstin: '/signup/additional-info',
  udyam: '/udyam-verification',
  notServiceable: '/not-service-area',
  videoVerification: '/signup/video-verification',
  review: '/signup/pre-approval/review',
  editPersonalInfo: '/signup/pre-approval/edit/step-1',
  editPanKyc: '/signup/pre-approval/edit/step-2',
  editBusinessProfile: '/signup/pre-approval/edit/step-3',
  result: '/signup/result',
  congratulations: '/signup/congratulations',
  underReview: '/:id/signup-under-review',
  notEligible: '/error-not-eligible',
  discrepancy: '/signup/discrepancy',
} as const satisfies Record<RoutedScreen, string>;

/**
 * Addresses that belong to a screen without being its own: the Udyam child screens are the
 * `udyam` child machine's, the video result page follows the video step.
 */
const EXTRA_PATHS: readonly (readonly [string, RoutedScreen])[] = [
  ['/udyam-otp-verification', 'udyam'],
  ['/udyam-list', 'udyam'],
  ['/video-verification-result', 'videoVerification'],
  ['/signup/kyc-success', 'digiLocker'],
  ['/signup/kyc-failure', 'digiLocker'],
];

// Static paths first, so '/signup/result' is never read as '/:id/signup-under-review'.
const byPath: readonly (readonly [string, RoutedScreen])[] = [
  ...(Object.entries(SCREEN_PATHS) as [RoutedScreen, string][]).map(([screen, path]) => [path, screen] as const),
  ...EXTRA_PATHS,
].sort(([a], [b]) => Number(a.includes(':')) - Number(b.includes(':')));

/** The screen an address opens, or null when it is not one of this journey's addresses. */
export function screenOfPath(pathname: string): RoutedScreen | null {
  for (const [pattern, screen] of byPath) if (matchPath(pattern, pathname)) return screen;
  return null;
}

/**
 * The addresses on which the app creates the onboarding actor (/signup/** and the public
 * onboarding results): an applicant opening one is in the middle of this journey.
 */
export function isOnboardingAddress(pathname: string): boolean {
  return pathname === '/signup' || pathname.startsWith('/signup/') || screenOfPath(pathname) !== null;
}
