// The sandbox lender's onboarding rules (docs/sandbox.md, "Status progression"), pure so
// they can be tested without a database. The real lender keeps such rules to itself (§4);
// the app only ever reads their outcome.

export const NEXT_ACTIONS = [
  'personalInfo',
  'kycSelection',
  'digiLocker',
  'panKyc',
  'dualNameDeclaration',
  'dualDobDeclaration',
  'personalAddress',
  'businessProfile',
  'gstin',
  'udyam',
  'serviceability',
  'notServiceable',
  'videoVerification',
  'review',
  'result',
  'underReview',
  'notEligible',
  'discrepancy',
] as const;

export type NextAction = (typeof NEXT_ACTIONS)[number];

/** The steps a submission can belong to, in the order the applicant meets them. */
export type OnboardingStep = Extract<
  NextAction,
  | 'personalInfo'
  | 'kycSelection'
  | 'digiLocker'
  | 'panKyc'
  | 'dualNameDeclaration'
  | 'dualDobDeclaration'
  | 'personalAddress'
  | 'businessProfile'
  | 'gstin'
  | 'udyam'
  | 'serviceability'
  | 'videoVerification'
  | 'review'
>;

export type Decision = 'approved' | 'underReview' | 'notEligible';
export type RegistrationKind = 'gstin' | 'udyam' | 'other' | 'skipped';

/** What is known about an application's onboarding; read from the tables by `loadFacts`. */
export type OnboardingFacts = {
  personalInfo: boolean;
  kycMode: 'digiLocker' | 'manual' | null;
  digiLockerVerified: boolean;
  pan: boolean;
  panNameMatches: boolean;
  addressProofUploaded: boolean;
  addressProofNumber: boolean;
  personalIdUploaded: boolean;
  dualNameDeclared: boolean;
  dobMismatch: boolean;
  dualDobDeclared: boolean;
  currentAddress: boolean;
  businessInfo: boolean;
  registration: RegistrationKind | null;
  skipBusinessRegistration: boolean;
  membershipCount: number;
  marketplaceDocument: boolean;
  marketplaceDocumentSkipped: boolean;
  skipGst: boolean;
  gstVerified: boolean;
  udyamVerified: boolean;
  serviceable: boolean | null;
  skipVideoVerification: boolean;
  videoSkipAllowedByUser: boolean;
  selfieUploaded: boolean;
  videoVerified: boolean;
  videoSkipped: boolean;
  decision: Decision | null;
};

export const NO_FACTS: OnboardingFacts = {
  personalInfo: false,
  kycMode: null,
  digiLockerVerified: false,
  pan: false,
  panNameMatches: true,
  addressProofUploaded: false,
  addressProofNumber: false,
  personalIdUploaded: false,
  dualNameDeclared: false,
  dobMismatch: false,
  dualDobDeclared: false,
  currentAddress: false,
  businessInfo: false,
  registration: null,
  skipBusinessRegistration: false,
  membershipCount: 0,
  marketplaceDocument: false,
  marketplaceDocumentSkipped: false,
  skipGst: false,
  gstVerified: false,
  udyamVerified: false,
  serviceable: null,
  skipVideoVerification: false,
  videoSkipAllowedByUser: false,
  selfieUploaded: false,
  videoVerified: false,
  videoSkipped: false,
  decision: null,
};

/** §4 statuses onboarding moves through, earliest first; a status never moves back along it. */
export const ONBOARDING_STATUS_ORDER = [
  'initiated',
  'tncAccepted',
  'fosSkipped',
  'fosAssigned',
  'personalInfoUpdated',
  'digiLockerVerified',
  'addressProofAsPerIdUploaded',
  'addressProofIdNumberUpdated',
  'businessInfoUpdated',
  'businessRegistrationDetailsSkipped',
  'businessRegistrationDetailsUpdated',
  'marketplaceDocumentUploaded',
  'serviceabilityChecked',
  'selfieUploaded',
  'videoVerified',
  'croReview',
  'approved',
] as const;

export type OnboardingStatus = (typeof ONBOARDING_STATUS_ORDER)[number];

/** Statuses in which onboarding data may still change (before the decision). */
export function isOnboardingStatus(status: string): boolean {
  const rank = ONBOARDING_STATUS_ORDER.indexOf(status as OnboardingStatus);
  return rank >= 0 && rank < ONBOARDING_STATUS_ORDER.indexOf('croReview');
}

export function laterStatus(current: string, candidate: OnboardingStatus | null): string {
  if (candidate === null) return current;
  const currentRank = ONBOARDING_STATUS_ORDER.indexOf(current as OnboardingStatus);
  // A status from another journey is not ours to move.
  if (currentRank < 0) return current;
  return ONBOARDING_STATUS_ORDER.indexOf(candidate) > currentRank ? candidate : current;
}

export type OnboardingEvent =
  | 'personalInfoSaved'
  | 'kycModeDigiLockerChosen'
  | 'kycModeManualChosen'
  | 'digiLockerVerified'
  | 'digiLockerFailed'
  | 'panSaved'
  | 'addressProofUploaded'
  | 'addressProofNumberSaved'
  | 'personalIdUploaded'
  | 'dualNameDeclared'
  | 'dualDobDeclared'
  | 'currentAddressSaved'
  | 'businessInfoSaved'
  | 'registrationSaved'
  | 'registrationSkipped'
  | 'membershipsSaved'
  | 'marketplaceDocumentUploaded'
  | 'marketplaceDocumentSkipped'
  | 'gstVerified'
  | 'udyamVerified'
  | 'serviceable'
  | 'notServiceable'
  | 'selfieUploaded'
  | 'videoVerified'
  | 'videoSkipped'
  | 'approved'
  | 'underReview'
  | 'notEligible';

/** The status each event earns (null: unchanged) and the sub status it leaves. */
export const EVENT_OUTCOMES: Readonly<
  Record<OnboardingEvent, { status: OnboardingStatus | null; subStatus: string | null }>
> = {
  personalInfoSaved: { status: 'personalInfoUpdated', subStatus: null },
  kycModeDigiLockerChosen: { status: null, subStatus: 'kycModeDigiLocker' },
  kycModeManualChosen: { status: null, subStatus: 'kycModeManual' },
  digiLockerVerified: { status: 'digiLockerVerified', subStatus: null },
  digiLockerFailed: { status: null, subStatus: 'digiLockerFailed' },
  panSaved: { status: null, subStatus: 'panUpdated' },
  addressProofUploaded: { status: 'addressProofAsPerIdUploaded', subStatus: null },
  addressProofNumberSaved: { status: 'addressProofIdNumberUpdated', subStatus: null },
  personalIdUploaded: { status: null, subStatus: 'personalIdUploaded' },
  dualNameDeclared: { status: null, subStatus: 'dualNameDeclared' },
  dualDobDeclared: { status: null, subStatus: 'dualDobDeclared' },
  currentAddressSaved: { status: null, subStatus: 'currentAddressUpdated' },
  businessInfoSaved: { status: 'businessInfoUpdated', subStatus: null },
  registrationSaved: { status: 'businessRegistrationDetailsUpdated', subStatus: null },
  registrationSkipped: { status: 'businessRegistrationDetailsSkipped', subStatus: null },
  membershipsSaved: { status: null, subStatus: 'marketplaceMembershipsUpdated' },
  marketplaceDocumentUploaded: { status: 'marketplaceDocumentUploaded', subStatus: null },
  marketplaceDocumentSkipped: { status: null, subStatus: 'marketplaceDocumentSkipped' },
  gstVerified: { status: null, subStatus: 'gstVerified' },
  udyamVerified: { status: null, subStatus: 'udyamVerified' },
  serviceable: { status: 'serviceabilityChecked', subStatus: null },
  notServiceable: { status: 'serviceabilityChecked', subStatus: 'notServiceable' },
  selfieUploaded: { status: 'selfieUploaded', subStatus: null },
  videoVerified: { status: 'videoVerified', subStatus: null },
  videoSkipped: { status: null, subStatus: 'videoVerificationSkipped' },
  approved: { status: 'approved', subStatus: 'limitAssigned' },
  underReview: { status: 'croReview', subStatus: 'creditReview' },
  notEligible: { status: null, subStatus: 'notEligible' },
};

function panKycDone(facts: OnboardingFacts): boolean {
  if (!facts.pan) return false;
  if (facts.digiLockerVerified) return true;
  return facts.addressProofUploaded && facts.addressProofNumber && facts.personalIdUploaded;
}

function businessProfileDone(facts: OnboardingFacts): boolean {
  if (!facts.businessInfo) return false;
  if (facts.registration === null && !facts.skipBusinessRegistration) return false;
  return facts.membershipCount === 0 || facts.marketplaceDocument || facts.marketplaceDocumentSkipped;
}

function videoDone(facts: OnboardingFacts): boolean {
  // The video endpoint refuses a video before the selfie, so a verified video implies both.
  if (facts.skipVideoVerification || facts.videoVerified) return true;
  return facts.selfieUploaded && facts.videoSkipAllowedByUser && facts.videoSkipped;
}

type StepCheck = { step: OnboardingStep; applies: boolean; done: boolean };

/** Every step in order, whether it applies to this applicant and whether it is done. */
function stepChecks(facts: OnboardingFacts): StepCheck[] {
  return [
    { step: 'personalInfo', applies: true, done: facts.personalInfo },
    { step: 'kycSelection', applies: true, done: facts.kycMode !== null || facts.digiLockerVerified },
    { step: 'digiLocker', applies: facts.kycMode === 'digiLocker', done: facts.digiLockerVerified },
    { step: 'panKyc', applies: true, done: panKycDone(facts) },
    { step: 'dualNameDeclaration', applies: facts.pan && !facts.panNameMatches, done: facts.dualNameDeclared },
    { step: 'dualDobDeclaration', applies: facts.dobMismatch, done: facts.dualDobDeclared },
    { step: 'personalAddress', applies: true, done: facts.currentAddress },
    { step: 'businessProfile', applies: true, done: businessProfileDone(facts) },
    { step: 'gstin', applies: facts.registration === 'gstin' && !facts.skipGst, done: facts.gstVerified },
    { step: 'udyam', applies: facts.registration === 'udyam', done: facts.udyamVerified },
    { step: 'serviceability', applies: true, done: facts.serviceable === true },
    { step: 'videoVerification', applies: !facts.skipVideoVerification, done: videoDone(facts) },
    { step: 'review', applies: true, done: facts.decision !== null },
  ];
}

const DECISION_ACTIONS: Readonly<Record<Decision, NextAction>> = {
  approved: 'result',
  underReview: 'underReview',
  notEligible: 'notEligible',
};

/** The first step not done (docs/sandbox.md, "Which step comes next"). */
export function nextActionFor(facts: OnboardingFacts): NextAction {
  if (facts.decision !== null) return DECISION_ACTIONS[facts.decision];
  const pending = stepChecks(facts).find((check) => check.applies && !check.done);
  if (!pending) return 'review';
  if (pending.step === 'serviceability' && facts.serviceable === false) return 'notServiceable';
  return pending.step;
}

/** Whole percent of the applicable steps done (100 once decided). */
export function percentCompletedFor(facts: OnboardingFacts): number {
  if (facts.decision !== null) return 100;
  const applicable = stepChecks(facts).filter((check) => check.applies);
  const done = applicable.filter((check) => check.done).length;
  return Math.floor((done * 100) / applicable.length);
}

// NEXT_ACTIONS lists the steps in the order the applicant meets them, up to review; the
// decided ones after it are not steps.
const STEP_ORDER: readonly NextAction[] = NEXT_ACTIONS.slice(0, NEXT_ACTIONS.indexOf('review') + 1);

export type StepAccess =
  { allowed: true } | { allowed: false; reason: 'notReached' | 'decided'; finishFirst?: NextAction };

/**
 * May a submission for `step` be taken now? Its own step and earlier ones (edits) are;
 * later ones, and anything once decided, are not. Submit is allowed only at review.
 */
export function stepAccess(status: string, facts: OnboardingFacts, step: OnboardingStep): StepAccess {
  if (facts.decision !== null || !isOnboardingStatus(status)) return { allowed: false, reason: 'decided' };
  const current = nextActionFor(facts);
  const reached = step === 'review' ? current === 'review' : STEP_ORDER.indexOf(step) <= STEP_ORDER.indexOf(current);
  return reached ? { allowed: true } : { allowed: false, reason: 'notReached', finishFirst: current };
}

/** The milestone status the stored facts imply; used when QA seeds data directly. */
export function milestoneStatus(facts: OnboardingFacts): OnboardingStatus | null {
  const milestones: [boolean, OnboardingStatus][] = [
    [facts.decision === 'approved', 'approved'],
    [facts.decision === 'underReview', 'croReview'],
    [facts.videoVerified, 'videoVerified'],
    [facts.selfieUploaded, 'selfieUploaded'],
    [facts.serviceable !== null, 'serviceabilityChecked'],
    [facts.marketplaceDocument, 'marketplaceDocumentUploaded'],
    [facts.registration !== null && facts.registration !== 'skipped', 'businessRegistrationDetailsUpdated'],
    [facts.registration === 'skipped', 'businessRegistrationDetailsSkipped'],
    [facts.businessInfo, 'businessInfoUpdated'],
    [facts.addressProofNumber, 'addressProofIdNumberUpdated'],
    [facts.addressProofUploaded, 'addressProofAsPerIdUploaded'],
    [facts.digiLockerVerified, 'digiLockerVerified'],
    [facts.personalInfo, 'personalInfoUpdated'],
  ];
  return milestones.find(([reached]) => reached)?.[1] ?? null;
}

export type ApplicationPosition = {
  status: string;
  subStatus: string | null;
  nextAction: NextAction;
  percentCompleted: number;
};

/**
 * Where an application stands after `event`, given the facts already updated by it.
 * The status only moves forward; the next action and progress follow from the facts.
 */
export function nextStep(
  application: { status: string; facts: OnboardingFacts },
  event: OnboardingEvent,
): ApplicationPosition {
  const outcome = EVENT_OUTCOMES[event];
  return {
    status: laterStatus(application.status, outcome.status),
    subStatus: outcome.subStatus,
    nextAction: nextActionFor(application.facts),
    percentCompleted: percentCompletedFor(application.facts),
  };
}
