import {
  ONBOARDING_NEXT_ACTIONS,
  isOnboardingNextAction,
  type OnboardingNextAction,
} from '../../rules/onboarding/position.ts';
import { isOnboardingAddress, type OnboardingScreen, type RoutedScreen } from './onboarding-screens.ts';
import { DASHBOARD_ENTRY } from './dashboard-entry.ts';
import { matchPath } from './paths.ts';
import { STATUS_ACCESS, isApplicationStatus, type StatusRule } from './status-access.ts';
import { postApprovalEntry, postApprovalMayOpen } from './post-approval-access.ts';
import { isBankTransfersAddress, mandateEntry, mandateMayOpen } from '../mandate/screens.ts';
import { isAgreementAddress } from '../agreement/screens.ts';
import { isEdiAddress } from '../edi/screens.ts';

// What the status table (./status-access.ts) means for a position: the screen it shows, the
// screens it may open, where a later status is handed over, and the guard's verdict on an address.
// Two levels, one table: the guard keeps an application out of another journey's addresses
// (accessTo); inside its journey the machine, which knows the current screen, allows or refuses
// each screen (allowedScreens in the onboarding machine's route guards).

export interface StatusPosition {
  status: string;
  subStatus: string | null;
  nextAction: string | null;
}

/** One screen per nextAction of the contract's vocabulary (docs/api-contract.md). */
export const NEXT_ACTION_SCREEN = {
  personalInfo: 'personalInfo',
  kycSelection: 'kycSelection',
  digiLocker: 'digiLocker',
  panKyc: 'panKyc',
  dualNameDeclaration: 'dualNameDeclaration',
  dualDobDeclaration: 'dualDobDeclaration',
  personalAddress: 'personalAddress',
  businessProfile: 'businessProfile',
  gstin: 'gstin',
  udyam: 'udyam',
  serviceability: 'serviceability',
  notServiceable: 'notServiceable',
  videoVerification: 'videoVerification',
  review: 'review',
  result: 'result',
  underReview: 'underReview',
  notEligible: 'notEligible',
  discrepancy: 'discrepancy',
} as const satisfies Record<OnboardingNextAction, OnboardingScreen>;

/** A rejected application keeps its status (sandbox.md): the lender says so in nextAction/subStatus. */
function isRejected(position: StatusPosition): boolean {
  return position.nextAction === 'notEligible' || position.subStatus === 'notEligible';
}

/** The screen the applicant must see for this position. */
export function screenFor(position: StatusPosition): OnboardingScreen {
  if (!isApplicationStatus(position.status)) {
    // A status this build does not know: trust a known nextAction, else leave onboarding.
    return isOnboardingNextAction(position.nextAction) ? NEXT_ACTION_SCREEN[position.nextAction] : 'laterJourney';
  }
  const rule: StatusRule = STATUS_ACCESS[position.status];
  switch (rule.kind) {
    case 'decided':
      return rule.screen;
    case 'postApproval':
      return rule.onboarding ?? 'laterJourney';
    case 'mandate':
      return 'laterJourney';
    case 'later':
    case 'agreement':
      // Ops comments hold the application (readyForOps) until the applicant answers them.
      return position.nextAction === 'discrepancy' ? 'discrepancy' : 'laterJourney';
    case 'preApproval':
      if (isRejected(position)) return 'notEligible';
      return isOnboardingNextAction(position.nextAction) ? NEXT_ACTION_SCREEN[position.nextAction] : rule.fallback;
  }
}

/** The form steps in the lender's order; a step before the current one is done (or does not apply). */
const BACK_STEPS: readonly RoutedScreen[] = [
  'personalInfo',
  'kycSelection',
  'panKyc',
  'personalAddress',
  'businessProfile',
];

/** Where each screen sits in the pre-approval order, so "already done" can be read off the current one. */
// The contract's nextAction list is in that order up to review; the decided actions follow it.
const PRE_APPROVAL_ORDER: readonly OnboardingScreen[] = ONBOARDING_NEXT_ACTIONS.slice(
  0,
  ONBOARDING_NEXT_ACTIONS.indexOf('review') + 1,
);

/**
 * The onboarding screens this position may show. The current screen; every form step already
 * done, so Back works (the lender accepts re-submission of done steps); the edit screens while
 * the application waits for review; after a decision only the decided screens. Identity steps
 * (DigiLocker, GST, Udyam, declarations, video) are open only while they are the current step:
 * their providers' flows cannot be re-run.
 */
export function allowedScreens(position: StatusPosition): ReadonlySet<OnboardingScreen> {
  const current = screenFor(position);
  const allowed = new Set<OnboardingScreen>([current]);
  if (current === 'result') allowed.add('congratulations');
  const index = PRE_APPROVAL_ORDER.indexOf(current);
  if (index < 0) return allowed;
  for (const step of BACK_STEPS) if (PRE_APPROVAL_ORDER.indexOf(step) < index) allowed.add(step);
  if (current === 'review') {
    allowed.add('editPersonalInfo');
    allowed.add('editPanKyc');
    allowed.add('editBusinessProfile');
  }
  return allowed;
}

/**
 * The address of the journey a later status belongs to (the `laterJourney` hand-over): a
 * post-approval status's screen, as that journey's own table says, or a later line's entry.
 */
export function laterJourneyEntry(position: StatusPosition): string {
  const rule: StatusRule | undefined = isApplicationStatus(position.status)
    ? STATUS_ACCESS[position.status]
    : undefined;
  if (rule?.kind === 'postApproval' && !rule.onboarding) return postApprovalEntry(position);
  if (rule?.kind === 'mandate') return mandateEntry(position);
  return rule?.kind === 'later' || rule?.kind === 'agreement' ? rule.entry : DASHBOARD_ENTRY;
}

export type Access = { kind: 'open' } | { kind: 'handOver'; to: string };

const OPEN: Access = { kind: 'open' };

/**
 * The guard's verdict on opening `pathname` in this position. An application onboarding has
 * handed over (a later status) may open, of onboarding's addresses (/signup/** and its outside
 * pages), only its journey's entry (a post-approval position: the screens its journey allows it):
 * anything else goes to that entry, as the onboarding journey
 * itself would send it. Everything else is open here; which onboarding screen an onboarding
 * position may see is the onboarding machine's to decide, since it knows the current screen.
 */
export function accessTo(position: StatusPosition, pathname: string, search = ''): Access {
  if (screenFor(position) !== 'laterJourney' || !isOnboardingAddress(pathname)) return OPEN;
  // The account for bank transfers (the legacy /va-accounts) is the profile's, whatever the status.
  if (isBankTransfersAddress(pathname, search)) return OPEN;
  // EDI loans are offered per customer, whatever the application's status: the offer decides.
  if (isEdiAddress(pathname)) return OPEN;
  // The post-approval journey's screens under /signup: those its position allows.
  if (postApprovalMayOpen(position, pathname)) return OPEN;
  // The mandate journey's addresses: its machine shows the one the latest attempt calls for.
  if (mandateMayOpen(position, pathname)) return OPEN;
  const entry = laterJourneyEntry(position);
  // The agreement journey's addresses under /signup: its machine places the applicant among them.
  if (isAgreementAddress(entry) && isAgreementAddress(pathname)) return OPEN;
  return matchPath(entry, pathname) ? OPEN : { kind: 'handOver', to: entry };
}
