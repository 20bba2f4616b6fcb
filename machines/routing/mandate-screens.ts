import { bestMatch } from './paths.ts';

// The mandate journey's screens (ADR 012): one name per state of the `mandate` machine that the
// applicant sees, and the address of each. The machine's `meta.route`, the status table's lines
// and the guard read these, so a path is written once.

/** A screen of the `mandate` machine, or its hand-over to another journey (no address of its own). */
export type MandateScreen = keyof typeof MANDATE_PATHS | 'handOver';
export type RoutedMandateScreen = keyof typeof MANDATE_PATHS;

export const MANDATE_PATHS = {
  modes: '/signup/post-approval/step-1',
  redirecting: '/signup/redirect-mandate',
  // The sponsor bank's return lands here too: the journey reads the status and shows its outcome.
  upiWaiting: '/signup/mandate',
  nachForm: '/signup/post-approval/step-2',
  nachUpload: '/signup/nach-mandate',
  nachSuccess: '/signup/post-approval/step-2/nach-success',
  pending: '/signup/mandate/pending',
  success: '/signup/mandate/success',
  failure: '/signup/mandate/failure',
  completed: '/signup/mandate/completed',
} as const;

/** Where the sponsor bank sends the browser back to: the status is read there, never taken from the query. */
export const MANDATE_RETURN_PATH = MANDATE_PATHS.upiWaiting;

const byPath: readonly (readonly [string, RoutedMandateScreen])[] = (
  Object.entries(MANDATE_PATHS) as [RoutedMandateScreen, string][]
).map(([screen, path]) => [path, screen] as const);

/** redirect-mandate's other mode (§2, the legacy /va-accounts): bank-transfer details, not a mandate step. */
export const BANK_TRANSFERS_MODE = 'bank-transfers';

/** Whether an address is redirect-mandate's bank-transfers mode: a profile page, open at any status. */
export function isBankTransfersAddress(pathname: string, search: string): boolean {
  return pathname === MANDATE_PATHS.redirecting && new URLSearchParams(search).get('mode') === BANK_TRANSFERS_MODE;
}

/** The screen an address opens, or null when it is not one of this journey's addresses. */
export function mandateScreenOfPath(pathname: string): RoutedMandateScreen | null {
  return bestMatch(byPath, ([pattern]) => pattern, pathname)?.candidate[1] ?? null;
}

/** The addresses on which the app creates the mandate actor. */
export function isMandateAddress(pathname: string): boolean {
  return mandateScreenOfPath(pathname) !== null;
}
