import { DASHBOARD_ENTRY } from '../routing/dashboard-entry.ts';
import { pathsOf, stateOfPath, type ScreenTable } from '../routing/screen-table.ts';

// The mandate journey's screens (ADR 012, ADR 033), written once: per state of the `mandate` machine
// that the applicant sees, its name, address, title and §2 metadata, and the statuses the journey
// takes over. The machine's `meta.route`, the status table, the guard, the route table, the page
// titles and the screen registry (src/journeys/mandate/journey.ts) all read this table.

export const MANDATE_SCREENS = {
  modes: {
    name: 'PostApprovalStep1',
    path: '/signup/post-approval/step-1',
    layout: 'Post Approval',
    // §2 writes it "eMandate/NACH Registration"; people write e-mandate.
    title: 'e-Mandate or NACH registration',
    meta: { displayName: 'eMandate/NACH Registration', totalSteps: 4, currentStep: 4 },
  },
  redirecting: {
    name: 'RedirectToMandate',
    routeName: 'Redirect Mandate',
    path: '/signup/redirect-mandate',
    layout: 'Onboarding',
    title: 'Repayment mandate',
  },
  // The sponsor bank's return lands here too: the journey reads the status and shows its outcome.
  upiWaiting: { name: 'Mandate', path: '/signup/mandate', layout: 'Onboarding' },
  nachForm: {
    name: 'PostApprovalStep2',
    path: '/signup/post-approval/step-2',
    layout: 'Post Approval',
    meta: { displayName: 'NACH Mandate' },
  },
  nachUpload: { name: 'NachMandate', path: '/signup/nach-mandate', layout: 'Onboarding', title: 'NACH mandate' },
  nachSuccess: { name: 'NACHSuccess', path: '/signup/post-approval/step-2/nach-success', layout: 'Post Approval' },
  pending: { name: 'MandatePending', path: '/signup/mandate/pending', layout: 'Onboarding' },
  success: { name: 'MandateSuccess', path: '/signup/mandate/success', layout: 'Onboarding' },
  failure: { name: 'MandateFailure', path: '/signup/mandate/failure', layout: 'Onboarding' },
  completed: { name: 'MandateAlreadyCompleted', path: '/signup/mandate/completed', layout: 'Onboarding' },
} as const satisfies ScreenTable;

/** A screen of the `mandate` machine, or its hand-over to another journey (no address of its own). */
export type MandateScreen = keyof typeof MANDATE_SCREENS | 'handOver';
export type RoutedMandateScreen = keyof typeof MANDATE_SCREENS;

/**
 * The statuses of §4 this journey takes over, and its screen for each by the status alone; the
 * journey refines it by the latest attempt (a NACH form, a UPI request). Onboarding and
 * post-approval hand the applicant over to that screen.
 */
export const MANDATE_STATUSES = {
  emandatePending: 'modes',
  emandateRegistered: 'success',
  emandateFailed: 'failure',
  nachDownloaded: 'nachUpload',
  nachUploaded: 'pending',
} as const satisfies Readonly<Record<string, RoutedMandateScreen>>;

export const MANDATE_PATHS = pathsOf(MANDATE_SCREENS);

/** Where the sponsor bank sends the browser back to: the status is read there, never taken from the query. */
export const MANDATE_RETURN_PATH = MANDATE_PATHS.upiWaiting;

/** redirect-mandate's other mode (§2, the legacy /va-accounts): bank-transfer details, not a mandate step. */
export const BANK_TRANSFERS_MODE = 'bank-transfers';

/** Whether an address is redirect-mandate's bank-transfers mode: a profile page, open at any status. */
export function isBankTransfersAddress(pathname: string, search: string): boolean {
  return pathname === MANDATE_PATHS.redirecting && new URLSearchParams(search).get('mode') === BANK_TRANSFERS_MODE;
}

/** The screen an address opens, or null when it is not one of this journey's addresses. */
export function mandateScreenOfPath(pathname: string): RoutedMandateScreen | null {
  return stateOfPath(MANDATE_SCREENS, pathname);
}

/** The addresses on which the app creates the mandate actor. */
export function isMandateAddress(pathname: string): boolean {
  return mandateScreenOfPath(pathname) !== null;
}

export interface MandatePosition {
  status: string;
}

/** The journey's screen for a status by the status alone; undefined when the status is not this journey's. */
export function mandateStatusScreen(status: string): RoutedMandateScreen | undefined {
  return Object.hasOwn(MANDATE_STATUSES, status)
    ? MANDATE_STATUSES[status as keyof typeof MANDATE_STATUSES]
    : undefined;
}

/** The screen of a position by its status alone; a status that is not this journey's is handed over. */
export function mandateStepFor(position: MandatePosition): MandateScreen {
  return mandateStatusScreen(position.status) ?? 'handOver';
}

/** The address onboarding, post-approval and the guard send a mandate position to. */
export function mandateEntry(position: MandatePosition): string {
  const step = mandateStatusScreen(position.status);
  return step ? MANDATE_PATHS[step] : DASHBOARD_ENTRY;
}

/**
 * Whether a mandate position may open this address: any of the journey's addresses (the return
 * from the bank, the NACH steps, the outcomes), since the machine, which knows the latest attempt,
 * shows the right one and refuses the others.
 */
export function mandateMayOpen(position: MandatePosition, pathname: string): boolean {
  return mandateStatusScreen(position.status) !== undefined && isMandateAddress(pathname);
}
