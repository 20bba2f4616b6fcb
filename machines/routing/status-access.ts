import { AGREEMENT_PATHS, AGREEMENT_STATUSES } from '../agreement/screens.ts';
import { MANDATE_PATHS, MANDATE_STATUSES, type RoutedMandateScreen } from '../mandate/screens.ts';
import type { OnboardingScreen } from './onboarding-screens.ts';
import { POST_APPROVAL_SCREENS, postApprovalPathOf, type PostApprovalScreen } from './post-approval-screens.ts';

// THE status table: every application status of §4, one line each, saying which journey
// shows an application in that status. The onboarding machine reads it to choose and allow its
// screens, the navigation guard reads it on every signed-in navigation (./access.ts), and the
// status list itself is its keys. Adding a status is adding its line; a journey that takes over
// a status (post-approval, mandate, guarantor, payments) changes that status's line.
//
// Statuses are the lender's (`status.value` in home); which one follows which is the lender's
// business and not shown here.

export type StatusRule =
  /** Onboarding, before a decision: the lender's nextAction names the step; `fallback` when it names none. */
  | { kind: 'preApproval'; fallback: OnboardingScreen }
  /** Onboarding, decided: a fixed screen. */
  | { kind: 'decided'; screen: 'result' | 'underReview' }
  /**
   * The post-approval journey (ADR 008): the lender's nextAction names the screen; `fallback` when it
   * names none. `onboarding` is what the onboarding journey shows in this status (approved: the
   * result), else it hands the applicant over to the post-approval screen.
   */
  | { kind: 'postApproval'; fallback: PostApprovalScreen; onboarding?: 'result' }
  /**
   * The mandate journey (ADR 012): `step` is its screen for the status alone; the journey refines it
   * by the latest attempt. Onboarding and post-approval hand the applicant over to that screen.
   */
  | { kind: 'mandate'; step: RoutedMandateScreen }
  /** A later journey's status: onboarding hands the applicant over to that journey's `entry` address. */
  | { kind: 'later'; entry: string }
  /**
   * The agreement journey (ADR 013): onboarding hands the applicant over to `entry`; the guard lets
   * the position open any of the journey's addresses, whose machine places the applicant itself.
   */
  | { kind: 'agreement'; entry: string };

const pre = (fallback: OnboardingScreen): StatusRule => ({ kind: 'preApproval', fallback });
const decided = (screen: 'result' | 'underReview'): StatusRule => ({ kind: 'decided', screen });
const post = (fallback: PostApprovalScreen): StatusRule => ({ kind: 'postApproval', fallback });

/** The statuses a journey's screen table (machines/<journey>/screens.ts) takes over, as status lines. */
function takenBy<const K extends string, R extends StatusRule>(
  statuses: Readonly<Record<K, unknown>>,
  rule: (status: K) => R,
): { readonly [S in K]: R } {
  return Object.fromEntries((Object.keys(statuses) as K[]).map((status) => [status, rule(status)])) as {
    readonly [S in K]: R;
  };
}

const MANDATE_LINES = takenBy(MANDATE_STATUSES, (status) => ({
  kind: 'mandate' as const,
  step: MANDATE_STATUSES[status],
}));

const AGREEMENT_LINES = takenBy(AGREEMENT_STATUSES, (status) => ({
  kind: 'agreement' as const,
  entry: AGREEMENT_PATHS[AGREEMENT_STATUSES[status]],
}));

/** The lines written here: the statuses no journey's screen table takes over yet. */
const OWN_LINES = {
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
  // Onboarding shows the result; the post-approval journey, started from it, the offers.
  approved: { kind: 'postApproval', fallback: 'offers', onboarding: 'result' },
  croReview: decided('underReview'),
  offerSelected: post('bankStatement'),
  bankStatementUploaded: post('bankDetails'),
  bankStatementSkipped: post('bankDetails'),
  manualBankStatementUploaded: post('bankDetails'),
  bankDetailsUpdated: post('bankDetails'),
  chequeUploaded: post('documents'),
  documentUploadInProgress: post('documents'),
  documentUploaded: post('questionnaire'),
  questionnairePending: post('questionnaire'),
  questionnaireSubmitted: post('success'),
} as const satisfies Record<string, StatusRule>;

/**
 * Every status's line: the lines above and the statuses each journey's screen table takes over.
 * A status taken twice would silently lose a line here, so tests/machines/routing/status-access.test.ts
 * checks every §4 status is taken exactly once.
 */
export const STATUS_SOURCES = { own: OWN_LINES, mandate: MANDATE_LINES, agreement: AGREEMENT_LINES } as const;

export const STATUS_ACCESS = {
  ...OWN_LINES,
  ...MANDATE_LINES,
  ...AGREEMENT_LINES,
} as const satisfies Record<string, StatusRule>;

export type ApplicationStatus = keyof typeof STATUS_ACCESS;

/** The statuses of §4, as the lender sends them in `status` (home wraps it as `status.value`). */
export const APPLICATION_STATUSES = Object.keys(STATUS_ACCESS) as readonly ApplicationStatus[];

/** The wire carries a plain string: a status this build does not know is not an ApplicationStatus. */
export function isApplicationStatus(value: string | null | undefined): value is ApplicationStatus {
  return typeof value === 'string' && Object.hasOwn(STATUS_ACCESS, value);
}

/**
 * Where onboarding hands over each later status (the later journeys' entries): a later line's
 * entry, or any post-approval screen the lender's nextAction can name (and the mandate entry after it).
 */
export const LATER_JOURNEY_ENTRIES: readonly string[] = [
  ...new Set([
    ...Object.values(STATUS_ACCESS as Record<string, StatusRule>).flatMap((rule) =>
      rule.kind === 'later' || rule.kind === 'agreement'
        ? [rule.entry]
        : rule.kind === 'mandate'
          ? [MANDATE_PATHS[rule.step]]
          : [],
    ),
    ...POST_APPROVAL_SCREENS.filter((screen) => screen !== 'loanDetails').map(postApprovalPathOf),
  ]),
];
