import {
  pathsOf,
  type RouteMeta,
  type ScreenLayout,
  type ScreenSpec,
  type ScreenTable,
} from '../routing/screen-table.ts';

// The onboarding journey's screens (ADR 006, ADR 033), written once: per screen state of the
// `onboarding` machine and of the step children that draw screens of their own (DigiLocker's
// outcome, Udyam's OTP and list), its §2 name, address, layout, title and §2 metadata. The
// machines' `meta.route`, the guard's facts (machines/routing/onboarding-screens.ts), the route
// table, the page titles and the screen registry (src/journeys/onboarding/journey.ts) read it.

/** The numbered pre-approval form steps' §2 display names; each has an edit twin the review opens. */
const STEP_NAMES = { 1: 'Personal Details', 2: 'KYC', 3: 'Business Profile' } as const;
type StepNumber = keyof typeof STEP_NAMES;

/** A form step on the way through: the rewards banner shows. */
const stepMeta = (step: StepNumber): RouteMeta => ({
  displayName: STEP_NAMES[step],
  currentStep: step,
  showRewardsBanner: true,
});

/** The same step opened from the review to change an answer: no banner, and it returns to the review. */
const editMeta = (step: StepNumber): RouteMeta => ({ displayName: STEP_NAMES[step], currentStep: step, isEdit: true });

/** Rows of one §2 layout: the journey's screens sit in three, so each row names its layout through these. */
const inLayout =
  <const L extends ScreenLayout>(layout: L) =>
  <const S extends Omit<ScreenSpec, 'layout'>>(spec: S) => ({ ...spec, layout });
const preApproval = inLayout('Pre Approval');
const signup = inLayout('Onboarding');
const page = inLayout('page');
/** §2's public routes: open without signing in. */
const publicPage = <const S extends Omit<ScreenSpec, 'layout' | 'meta'>>(spec: S) =>
  page({ ...spec, meta: { requiresAuth: false } });

export const ONBOARDING_SCREENS = {
  personalInfo: preApproval({ name: 'PreApprovalStep1', path: '/signup/pre-approval/step-1', meta: stepMeta(1) }),
  kycSelection: preApproval({
    name: 'PreApprovalKycSelection',
    path: '/signup/pre-approval/kyc',
    meta: { displayName: 'KYC selection', currentStep: 2 },
  }),
  panKyc: preApproval({ name: 'PreApprovalStep2', path: '/signup/pre-approval/step-2', meta: stepMeta(2) }),
  businessProfile: preApproval({ name: 'PreApprovalStep3', path: '/signup/pre-approval/step-3', meta: stepMeta(3) }),
  review: preApproval({
    name: 'PreApprovalReview',
    path: '/signup/pre-approval/review',
    title: 'Review your application',
  }),
  personalAddress: preApproval({
    name: 'PersonalAddress',
    path: '/signup/pre-approval/personal-address',
    title: 'Current address',
  }),
  editPersonalInfo: preApproval({
    name: 'PreApprovalStep1',
    routeName: 'Pre Approval Step 1 Edit',
    path: '/signup/pre-approval/edit/step-1',
    meta: editMeta(1),
  }),
  editPanKyc: preApproval({
    name: 'PreApprovalStep2',
    routeName: 'Pre Approval Step 2 Edit',
    path: '/signup/pre-approval/edit/step-2',
    meta: editMeta(2),
  }),
  editBusinessProfile: preApproval({
    name: 'PreApprovalStep3',
    routeName: 'Pre Approval Step 3 Edit',
    path: '/signup/pre-approval/edit/step-3',
    meta: editMeta(3),
  }),
  result: signup({ name: 'PreApprovalResult', path: '/signup/result', title: 'Your approved amount' }),
  congratulations: signup({
    name: 'PreApprovalCongratulations',
    path: '/signup/congratulations',
    title: 'Congratulations',
  }),
  gstin: signup({
    name: 'AdditionalInfo',
    path: '/signup/additional-info',
    meta: { displayName: 'GSTIN Verification' },
  }),
  videoVerification: signup({ name: 'VideoVerification', path: '/signup/video-verification' }),
  dualNameDeclaration: signup({
    name: 'DualNameDeclaration',
    path: '/signup/dual-name-declaration',
    title: 'Name declaration',
  }),
  dualDobDeclaration: signup({
    name: 'DualDobDeclaration',
    path: '/signup/dual-dob-declaration',
    title: 'Date of birth declaration',
  }),
  // DigiLocker: the provider page sends the browser back here (it adds ?status=&requestId=).
  digiLocker: signup({ name: 'KycResult', path: '/signup/kyc-result', title: 'Verify with DigiLocker' }),
  // The kyc child's outcomes.
  kycSuccess: signup({ name: 'KycSuccess', path: '/signup/kyc-success', title: 'KYC successful' }),
  kycFailure: signup({ name: 'KycFailure', path: '/signup/kyc-failure', title: 'Verification failed' }),
  discrepancy: signup({ name: 'ApplicationDiscrepancy', path: '/signup/discrepancy', title: 'Answer our questions' }),
  notServiceable: publicPage({ name: 'NotServiceArea', path: '/not-service-area', title: 'Not in your area yet' }),
  notEligible: publicPage({ name: 'ErrorNotEligible', path: '/error-not-eligible', title: 'Not eligible' }),
  // The identity provider returns here after the video call; no state shows it (an arrival page).
  videoResult: publicPage({
    name: 'VideoVerificationResult',
    path: '/video-verification-result',
    title: 'Video verification',
  }),
  underReview: page({ name: 'SignupUnderReview', path: '/:id/signup-under-review', title: 'Application under review' }),
  // Udyam verification and the udyam child's OTP and list.
  udyam: page({ name: 'UdyamVerification', path: '/udyam-verification' }),
  udyamOtp: page({
    name: 'UdyamOtpVerification',
    path: '/udyam-otp-verification',
    meta: { displayName: 'Enter Udyam OTP' },
  }),
  udyamList: page({ name: 'UdyamList', path: '/udyam-list', meta: { displayName: 'Select Udyam' } }),
} as const satisfies ScreenTable;

export const ONBOARDING_PATHS = pathsOf(ONBOARDING_SCREENS);

// The machines' screen ids and the guard's facts about them are the routing layer's (it reads this
// table); named here too for the onboarding machines and screens. Types only: no import cycle.
export type { OnboardingScreen, RoutedScreen, UnroutedScreen } from '../routing/onboarding-screens.ts';

/** The form steps (formStep children); their ids key drafts and EDIT_STEP. */
export const ONBOARDING_STEP_IDS = [
  'personalInfo',
  'kycSelection',
  'panKyc',
  'personalAddress',
  'businessProfile',
  'dualNameDeclaration',
  'dualDobDeclaration',
] as const;

export type OnboardingStepId = (typeof ONBOARDING_STEP_IDS)[number];

/** The steps whose typing is kept in the drafts: the form steps, and the GSTIN and Udyam lookups. */
export const DRAFT_STEP_IDS = [...ONBOARDING_STEP_IDS, 'gstin', 'udyam'] as const;

export type DraftStepId = (typeof DRAFT_STEP_IDS)[number];

/** The steps the review screen links back to. */
export const EDITABLE_STEPS = ['personalInfo', 'panKyc', 'businessProfile'] as const;
export type EditableStep = (typeof EDITABLE_STEPS)[number];
