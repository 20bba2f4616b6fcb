import { MANDATE_PATHS } from '../mandate/screens.ts';
import { POST_APPROVAL_TABLE_PATHS } from '../post-approval/screens.ts';
import { bestMatch, fillPath } from './paths.ts';

// The post-approval journey's screens (ADR 008): one name per state of the `postApproval` machine
// that the applicant sees, which address opens which, and the lender's next-action vocabulary after
// an approval. The addresses are the journey's screen table's (ADR 033); the entry-URL honouring
// and the status access rules (./access.ts) read them here, beside the other rules src/routes
// shares, because the guard reads them too.

export const POST_APPROVAL_SCREENS = [
  'offers',
  'loanDetails',
  'bankStatement',
  'bankDetails',
  'documents',
  'questionnaire',
  'linkAccounts',
  'linkedAccounts',
  'success',
  'handOver',
] as const;

export type PostApprovalScreen = (typeof POST_APPROVAL_SCREENS)[number];

/** The hand-over (to the mandate journey, or back to onboarding) has no address of its own. */
export type RoutedPostApprovalScreen = Exclude<PostApprovalScreen, 'handOver'>;

/** The addresses of the journey's screens, read off its screen table (machines/post-approval/screens.ts). */
export const POST_APPROVAL_PATHS = POST_APPROVAL_TABLE_PATHS satisfies Record<RoutedPostApprovalScreen, string>;

/** What `:action` says on the link-accounts address: the app only ever links (§2 names no other). */
export const LINK_ACTION = 'link';

/** The mandate journey's first screen, where the applicant goes once post-approval is done. */
export const MANDATE_ENTRY = MANDATE_PATHS.modes;

/** Addresses the child machines show inside one parent screen (their own meta.route). */
const CHILD_PATHS: readonly (readonly [string, RoutedPostApprovalScreen])[] = [
  [POST_APPROVAL_PATHS.uploadPreview, 'bankStatement'],
  [POST_APPROVAL_PATHS.additionalDocuments, 'documents'],
];

// The parent's own screens and its children's; not the profile's documents page, another machine's.
const byPath: readonly (readonly [string, RoutedPostApprovalScreen])[] = [
  ...POST_APPROVAL_SCREENS.filter((screen) => screen !== 'handOver').map(
    (screen) => [POST_APPROVAL_PATHS[screen], screen] as const,
  ),
  ...CHILD_PATHS,
];

/** The screen an address opens, or null when it is not one of this journey's addresses. */
export function postApprovalScreenOfPath(pathname: string): RoutedPostApprovalScreen | null {
  return bestMatch(byPath, ([pattern]) => pattern, pathname)?.candidate[1] ?? null;
}

/** The addresses on which the app creates the post-approval actor. */
export function isPostApprovalAddress(pathname: string): boolean {
  return postApprovalScreenOfPath(pathname) !== null;
}

/** The address of a screen with no parameter of its own to fill (loan details needs its lender's name). */
export function postApprovalPathOf(screen: PostApprovalScreen): string {
  if (screen === 'handOver') return MANDATE_ENTRY;
  // Loan details is opened from the offers, never entered on its own.
  if (screen === 'loanDetails') return POST_APPROVAL_PATHS.offers;
  return fillPath(POST_APPROVAL_PATHS[screen], { action: LINK_ACTION }) ?? POST_APPROVAL_PATHS.offers;
}

/** The lender's next-action vocabulary after an approval (docs/sandbox.md, "Post-approval"). */
export const POST_APPROVAL_NEXT_ACTIONS = [
  'selectOffer',
  'bankStatement',
  'bankDetails',
  'cancelledCheque',
  'uploadDocuments',
  'additionalDocuments',
  'questionnaire',
  'linkAccounts',
  'success',
  'mandate',
] as const;

export type PostApprovalNextAction = (typeof POST_APPROVAL_NEXT_ACTIONS)[number];

export function isPostApprovalNextAction(value: string | null | undefined): value is PostApprovalNextAction {
  return (POST_APPROVAL_NEXT_ACTIONS as readonly string[]).includes(value ?? '');
}

/** One screen per next action: the cheque is a part of the bank details screen, both document lists one screen. */
export const POST_APPROVAL_ACTION_SCREEN = {
  selectOffer: 'offers',
  bankStatement: 'bankStatement',
  bankDetails: 'bankDetails',
  cancelledCheque: 'bankDetails',
  uploadDocuments: 'documents',
  additionalDocuments: 'documents',
  questionnaire: 'questionnaire',
  linkAccounts: 'linkAccounts',
  success: 'success',
  mandate: 'handOver',
} as const satisfies Record<PostApprovalNextAction, PostApprovalScreen>;
