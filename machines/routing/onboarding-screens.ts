import { ONBOARDING_NEXT_ACTIONS } from '../../rules/onboarding/position.ts';
import { ONBOARDING_PATHS } from '../onboarding/screens.ts';
import { bestMatch } from './paths.ts';

// The onboarding journey's screens as the guard sees them: one id per state of the `onboarding`
// machine that the applicant sees, and the address of every one that has one, read from the
// journey's screen table (machines/onboarding/screens.ts, ADR 033). The machine's `meta.route`,
// the entry-URL honouring and the status access rules (./access.ts) all read SCREEN_PATHS.

/** One screen per nextAction of the contract, the edit screens, and the two the machine adds itself. */
export const ONBOARDING_SCREEN_IDS = [
  ...ONBOARDING_NEXT_ACTIONS,
  'editPersonalInfo',
  'editPanKyc',
  'editBusinessProfile',
  'congratulations',
  'laterJourney',
] as const;

export type OnboardingScreen = (typeof ONBOARDING_SCREEN_IDS)[number];

/** Screens without an address of their own: a Loader while the check runs, and the hand-over to a later journey. */
export type UnroutedScreen = 'serviceability' | 'laterJourney';
export type RoutedScreen = Exclude<OnboardingScreen, UnroutedScreen>;

const isRouted = (screen: OnboardingScreen): screen is RoutedScreen =>
  screen !== 'serviceability' && screen !== 'laterJourney';

/** The address of each routed screen of the machine (the table's other rows are its children's). */
export const SCREEN_PATHS = Object.fromEntries(
  ONBOARDING_SCREEN_IDS.filter(isRouted).map((screen) => [screen, ONBOARDING_PATHS[screen]]),
) as { readonly [S in RoutedScreen]: (typeof ONBOARDING_PATHS)[S] };

/**
 * The table's rows that are not the machine's own screens, and the screen each belongs to: the
 * Udyam OTP and list are the `udyam` child's, DigiLocker's outcomes the `kyc` child's, and the
 * video result page follows the video step. A row added to the table fails to compile until it is here.
 */
const CHILD_SCREENS = {
  udyamOtp: 'udyam',
  udyamList: 'udyam',
  videoResult: 'videoVerification',
  kycSuccess: 'digiLocker',
  kycFailure: 'digiLocker',
} as const satisfies Record<Exclude<keyof typeof ONBOARDING_PATHS, RoutedScreen>, RoutedScreen>;

const byPath: readonly (readonly [string, RoutedScreen])[] = [
  ...(Object.entries(SCREEN_PATHS) as [RoutedScreen, string][]).map(([screen, path]) => [path, screen] as const),
  ...(Object.entries(CHILD_SCREENS) as [keyof typeof CHILD_SCREENS, RoutedScreen][]).map(
    ([child, screen]) => [ONBOARDING_PATHS[child], screen] as const,
  ),
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
