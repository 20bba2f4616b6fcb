import { ONBOARDING_NEXT_ACTIONS } from '../../rules/onboarding/position.ts';
import { bestMatch } from './paths.ts';

// The onboarding journey's screens: one name per state of the `onboarding` machine that the
// applicant sees, and the address of every screen that has one. The machine's `meta.route`, the
// entry-URL honouring and the status access rules (./access.ts) all read SCREEN_PATHS, so a path is
// written once; it lives here, beside the other rules src/routes shares, because the guard reads it.

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

/** Screens without an address of their own: a Loader while the check runs, and the hand-over to a later journey. */
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

const byPath: readonly (readonly [string, RoutedScreen])[] = [
  ...(Object.entries(SCREEN_PATHS) as [RoutedScreen, string][]).map(([screen, path]) => [path, screen] as const),
  ...EXTRA_PATHS,
];

/** The screen an address opens, or null when it is not one of this journey's addresses. */
export function screenOfPath(pathname: string): RoutedScreen | null {
  return bestMatch(byPath, ([pattern]) => pattern, pathname)?.candidate[1] ?? null;
}

/**
 * The addresses on which the app creates the onboarding actor (/signup/** and the public
 * onboarding results): an applicant opening one is in the middle of this journey.
 */
export function isOnboardingAddress(pathname: string): boolean {
  return pathname === '/signup' || pathname.startsWith('/signup/') || screenOfPath(pathname) !== null;
}
