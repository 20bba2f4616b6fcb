import type { ApplicationStatus } from '../../machines/routing/status-access.ts';
import type { OnboardingNextAction } from '../../rules/onboarding/position.ts';

// What the applicant reads about their application, in one table: a sentence for every §4
// status and for every next step the lender can name, written for a shopkeeper rather than
// spelled from the lender's field names. The server decides the status and the step; this only
// says them. A value this build does not know gets a plain sentence, never its raw name.

/** Where the application stands, per status. */
const STATUS_SENTENCES = {
  initiated: 'You have started your application',
  tncAccepted: 'You have accepted the terms',
  fosSkipped: 'You have started your application',
  fosAssigned: 'Our agent will visit your shop',
  addressProofAsPerIdUploaded: 'Your address proof is uploaded',
  addressProofIdNumberUpdated: 'Your ID details are saved',
  personalInfoUpdated: 'Your personal details are saved',
  businessRegistrationDetailsUpdated: 'Your business registration is saved',
  businessRegistrationDetailsSkipped: 'Your business details are saved',
  businessInfoUpdated: 'Your business details are saved',
  serviceabilityChecked: 'We serve your area',
  digiLockerVerified: 'Your identity is checked with DigiLocker',
  selfieUploaded: 'Your photo is uploaded',
  marketplaceDocumentUploadInProgress: 'Your marketplace documents are uploading',
  marketplaceDocumentUploaded: 'Your marketplace documents are uploaded',
  croReview: 'We are checking your application',
  bankStatementUploaded: 'Your bank statement is uploaded',
  bankStatementSkipped: 'You went ahead without a bank statement',
  manualBankStatementUploaded: 'Your bank statement is uploaded',
  bankDetailsUpdated: 'Your bank details are saved',
  chequeUploaded: 'Your cheque is uploaded',
  documentUploadInProgress: 'Your documents are uploading',
  documentUploaded: 'Your documents are uploaded',
  questionnairePending: 'A few questions are waiting for you',
  questionnaireSubmitted: 'Your answers are sent',
  videoVerified: 'Your video is checked',
  offerSelected: 'You have chosen your offer',
  approved: 'Your credit line is approved',
  emandatePending: 'Your repayment set-up is not finished',
  emandateRegistered: 'Your repayments are set up',
  emandateFailed: 'Your repayment set-up did not go through',
  nachDownloaded: 'You have downloaded the repayment form',
  nachUploaded: 'Your repayment form is uploaded',
  nbfcApproved: 'The lender has approved your loan',
  opsApproved: 'Your loan is approved',
  readyForOps: 'Our team is checking your application',
} as const satisfies Record<ApplicationStatus, string>;

const UNKNOWN_STATUS = 'Your application is being processed';

/**
 * How the dashboard leads on from a step: to the application (the onboarding journey opens the
 * step), to the reason for a refusal, or nowhere, when the next move is the lender's or a part
 * of the app that is not open yet. A step the app cannot take is never offered as a link.
 */
export type WayOn = 'continue' | 'seeReason' | 'none';

export interface NextStep {
  says: string;
  way: WayOn;
}

const go = (says: string): NextStep => ({ says, way: 'continue' });
const wait = (says: string): NextStep => ({ says, way: 'none' });

/** What comes next, per next step the lender names (and for a status past onboarding). */
const NEXT_STEPS = {
  personalInfo: go('Tell us about yourself'),
  kycSelection: go('Choose how to verify your identity'),
  digiLocker: go('Verify your identity with DigiLocker'),
  panKyc: go('Add your PAN and ID documents'),
  dualNameDeclaration: go('Confirm the name on your documents'),
  dualDobDeclaration: go('Confirm your date of birth'),
  personalAddress: go('Add your current address'),
  businessProfile: go('Tell us about your business'),
  gstin: go('Verify your GSTIN'),
  udyam: go('Verify your Udyam registration'),
  serviceability: go('Let us check that we serve your area'),
  notServiceable: go('We do not serve your area yet. You can change your address'),
  videoVerification: go('Record a short video of yourself'),
  review: go('Check your details and submit your application'),
  // Approved: choosing a lender comes next (the post-approval journey, ADR 008).
  result: go('Choose your lender, then add your bank account and documents'),
  underReview: wait('We are checking your application. The decision will show here.'),
  notEligible: { says: 'We cannot offer you a credit line right now', way: 'seeReason' },
  discrepancy: go('Answer our questions about your application'),
  laterJourney: wait('Your next step is not open in the app yet. Your application is saved.'),
} as const satisfies Record<OnboardingNextAction | 'laterJourney', NextStep>;

/** Every post-approval status: the post-approval journey opens its step (ADR 008). */
export const POST_APPROVAL_STEP: NextStep = go('Continue setting up your credit line');

/** The label of the link for each way on that has one. */
export const WAY_ON_LABELS = { continue: 'Continue application', seeReason: 'See why' } as const;

export function statusLabel(value: string): string {
  return Object.hasOwn(STATUS_SENTENCES, value) ? STATUS_SENTENCES[value as ApplicationStatus] : UNKNOWN_STATUS;
}

/** The next step of a screen the onboarding journey decides for a position (screenFor). */
export function nextStepOf(screen: string): NextStep {
  return Object.hasOwn(NEXT_STEPS, screen) ? NEXT_STEPS[screen as keyof typeof NEXT_STEPS] : NEXT_STEPS.laterJourney;
}

/** §3: the full name is first plus last name; "Hello" alone when the summary has none yet. */
export function greeting(personalInfo: { firstName: string; lastName: string } | null | undefined): string {
  const name = [personalInfo?.firstName, personalInfo?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name ? `Hello, ${name}` : 'Hello';
}
