import { isApplicationStatus, type ApplicationStatus } from '../../src/api/application/statuses.ts';
import {
  ONBOARDING_NEXT_ACTIONS,
  isOnboardingNextAction,
  type OnboardingNextAction,
} from '../../src/api/onboarding/position.ts';
import type { OnboardingScreen, RoutedScreen } from './screens.ts';

// Where the lender's answer puts the applicant: one pure, exhaustively typed function over every
// status in §4, so a new status fails the build instead of landing nowhere. Before approval the
// lender's `nextAction` names the step; the status only supplies a fallback when nextAction is
// missing or unknown. Decided statuses have fixed screens. Statuses of later journeys leave
// onboarding.

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

export type StatusRule =
  /** Follows nextAction; `fallback` is the step this status implies comes next. */
  | { kind: 'preApproval'; fallback: OnboardingScreen }
  /** The lender decided: a fixed screen. */
  | { kind: 'decided'; screen: 'result' | 'underReview' }
  /** Another journey's status: onboarding hands over. */
  | { kind: 'later' };

const pre = (fallback: OnboardingScreen): StatusRule => ({ kind: 'preApproval', fallback });
const later: StatusRule = { kind: 'later' };

/** Every §4 status; a status added to the list without a rule here fails to compile. */
export const STATUS_RULES = {
  initiated: pre('personalInfo'),
  tncAccepted: pre('personalInfo'),
  fosSkipped: pre('personalInfo'),
  fosAssigned: pre('personalInfo'),
  personalInfoUpdated: pre('kycSelection'),
  digiLockerVerified: pre('panKyc'),
  addressProofAsPerIdUploaded: pre('panKyc'),
  addressProofIdNumberUpdated: pre('personalAddress'),
  businessInfoUpdated: pre('businessProfile'),
  businessRegistrationDetailsUpdated: pre('businessProfile'),
  businessRegistrationDetailsSkipped: pre('businessProfile'),
  marketplaceDocumentUploadInProgress: pre('businessProfile'),
  marketplaceDocumentUploaded: pre('serviceability'),
  serviceabilityChecked: pre('videoVerification'),
  selfieUploaded: pre('videoVerification'),
  videoVerified: pre('review'),
  approved: { kind: 'decided', screen: 'result' },
  croReview: { kind: 'decided', screen: 'underReview' },
  offerSelected: later,
  emandatePending: later,
  emandateRegistered: later,
  emandateFailed: later,
  nachDownloaded: later,
  nachUploaded: later,
  nbfcApproved: later,
  opsApproved: later,
  readyForOps: later,
  bankStatementUploaded: later,
  bankStatementSkipped: later,
  manualBankStatementUploaded: later,
  bankDetailsUpdated: later,
  chequeUploaded: later,
  documentUploadInProgress: later,
  documentUploaded: later,
  questionnairePending: later,
  questionnaireSubmitted: later,
} as const satisfies Record<ApplicationStatus, StatusRule>;

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
  const rule: StatusRule = STATUS_RULES[position.status];
  switch (rule.kind) {
    case 'decided':
      return rule.screen;
    case 'later':
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
 * The §2 allowedStatus rule, enforced: the screens this position may show. The current
 * screen; every form step already done, so Back works (the lender accepts re-submission of
 * done steps); the edit screens while the application waits for review; after a decision only
 * the decided screens. Identity steps (DigiLocker, GST, Udyam, declarations, video) are open
 * only while they are the current step: their providers' flows cannot be re-run.
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

type LaterStatus = {
  [S in ApplicationStatus]: (typeof STATUS_RULES)[S] extends { kind: 'later' } ? S : never;
}[ApplicationStatus];

/**
 * Where each later journey starts (§2 routes). Most are not-available pages until their
 * journey is built; the dashboard is the home of everything after the offer.
 */
export const LATER_JOURNEY_ENTRY = {
  offerSelected: '/signup/post-approval/step-1',
  emandatePending: '/signup/post-approval/step-1',
  emandateFailed: '/signup/mandate/failure',
  emandateRegistered: '/signup/mandate/success',
  nachDownloaded: '/signup/post-approval/step-2',
  nachUploaded: '/signup/post-approval/step-2',
  nbfcApproved: '/signup/loan-agreement',
  opsApproved: '/signup/loan-success',
  readyForOps: '/signup/loan-success',
  bankStatementUploaded: '/signup/bank-details',
  bankStatementSkipped: '/signup/bank-details',
  manualBankStatementUploaded: '/signup/bank-details',
  bankDetailsUpdated: '/signup/upload-documents',
  chequeUploaded: '/signup/upload-documents',
  documentUploadInProgress: '/signup/upload-documents',
  documentUploaded: '/signup/questionnaire',
  questionnairePending: '/signup/questionnaire',
  questionnaireSubmitted: '/dashboard',
} as const satisfies Record<LaterStatus, string>;

/** The address of the journey a later status belongs to (the `laterJourney` hand-over). */
export function laterJourneyEntry(position: StatusPosition): string {
  const entries: Readonly<Record<string, string>> = LATER_JOURNEY_ENTRY;
  return entries[position.status] ?? '/dashboard';
}
