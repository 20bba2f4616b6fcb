import type { BuiltScreen } from './built-screens.ts';
import { SEEDS } from '../../fixtures/applicant.ts';
import { openAt } from './onboarding-session.ts';
import { raiseOpsComment, otpOf } from './sandbox-client.ts';
import { UDYAM_NUMBER, completeDigiLocker, completePanKyc } from './onboarding-steps-ui.ts';

// The onboarding journey's screens for the axe and layout sweeps, with the post-approval journey's
// and the mandate's first screens, each reached as an applicant at a position that shows it.

/**
 * An onboarding screen reached as an applicant seeded at `seed` would reach it: logged in through
 * the API, then the address opened (the journey decides what shows; `landsOn` is checked after).
 */
function onboarding(
  name: string,
  seed: Record<string, unknown>,
  path: string,
  landsOn: RegExp,
  heading: RegExp,
  phone: string,
): BuiltScreen {
  return {
    name,
    path,
    landsOn,
    ready: { role: 'heading', name: heading },
    open: async (page, request) => {
      await openAt(page, request, { phone, seed, path });
    },
  };
}

const decided = (status: string, nextAction: string, extra: Record<string, unknown>) => ({
  ...SEEDS.review,
  status,
  nextAction,
  ...extra,
});

/** Every onboarding screen, each at a position that allows it. */
export const screenChecks: readonly BuiltScreen[] = [
  onboarding(
    'Personal details (step 1)',
    SEEDS.personalInfo,
    '/signup/pre-approval/step-1',
    /\/signup\/pre-approval\/step-1$/,
    /^personal details$/i,
    '9876500401',
  ),
  onboarding(
    'KYC selection',
    SEEDS.kycSelection,
    '/signup/pre-approval/kyc',
    /\/signup\/pre-approval\/kyc$/,
    /verify your identity/i,
    '9876500402',
  ),
  onboarding(
    'DigiLocker (kyc-result)',
    SEEDS.digiLocker,
    '/signup/kyc-result',
    /\/signup\/kyc-result$/,
    /verify with digilocker/i,
    '9876500403',
  ),
  onboarding(
    'KYC details (step 2)',
    SEEDS.panKyc,
    '/signup/pre-approval/step-2',
    /\/signup\/pre-approval\/step-2$/,
    /^kyc details$/i,
    '9876500404',
  ),
  onboarding(
    'Name declaration',
    { ...SEEDS.personalAddress, pan: 'ABCPK1234K' },
    '/signup/dual-name-declaration',
    /\/signup\/dual-name-declaration$/,
    /name declaration/i,
    '9876500405',
  ),
  onboarding(
    'Current address',
    SEEDS.personalAddress,
    '/signup/pre-approval/personal-address',
    /\/personal-address$/,
    /current address/i,
    '9876500406',
  ),
  onboarding(
    'Business profile (step 3)',
    SEEDS.businessProfile,
    '/signup/pre-approval/step-3',
    /\/signup\/pre-approval\/step-3$/,
    /^business profile$/i,
    '9876500407',
  ),
  onboarding(
    'GSTIN Verification (additional info)',
    SEEDS.gstin,
    '/signup/additional-info',
    /\/signup\/additional-info$/,
    /gstin verification/i,
    '9876500408',
  ),
  onboarding(
    'GSTIN Verification (status page)',
    SEEDS.gstin,
    '/gstin-verification',
    /\/gstin-verification$/,
    /gstin verification/i,
    '9876500409',
  ),
  onboarding(
    'Documents Data (profile documents, none uploaded yet)',
    { status: 'offerSelected', nextAction: 'bankStatement' },
    '/documents',
    /\/documents$/,
    /your documents/i,
    '9876500430',
  ),
  onboarding(
    'Udyam verification',
    SEEDS.udyam,
    '/udyam-verification',
    /\/udyam-verification$/,
    /udyam verification/i,
    '9876500410',
  ),
  onboarding(
    'Face and video verification',
    SEEDS.videoVerification,
    '/signup/video-verification',
    /\/signup\/video-verification$/,
    /face and video verification/i,
    '9876500411',
  ),
  onboarding(
    'Video verification result',
    SEEDS.videoVerification,
    '/video-verification-result',
    /\/video-verification-result$/,
    /video check/i,
    '9876500412',
  ),
  onboarding(
    'Not serviceable',
    { ...SEEDS.videoVerification, serviceable: false },
    '/not-service-area',
    /\/not-service-area$/,
    /do not serve your area/i,
    '9876500413',
  ),
  onboarding(
    'Review',
    SEEDS.review,
    '/signup/pre-approval/review',
    /\/signup\/pre-approval\/review$/,
    /review your application/i,
    '9876500414',
  ),
  onboarding(
    'Edit personal details',
    SEEDS.review,
    '/signup/pre-approval/edit/step-1',
    /\/edit\/step-1$/,
    /edit personal details/i,
    '9876500415',
  ),
  onboarding(
    'Edit KYC details',
    SEEDS.review,
    '/signup/pre-approval/edit/step-2',
    /\/edit\/step-2$/,
    /edit kyc details/i,
    '9876500416',
  ),
  onboarding(
    'Edit business profile',
    SEEDS.review,
    '/signup/pre-approval/edit/step-3',
    /\/edit\/step-3$/,
    /edit business profile/i,
    '9876500417',
  ),
  onboarding(
    'Result (approved)',
    decided('approved', 'result', { subStatus: 'limitAssigned', bestApprovedAmount: 360000 }),
    '/signup/result',
    /\/signup\/result$/,
    /credit line is approved/i,
    '9876500418',
  ),
  onboarding(
    'Congratulations',
    decided('approved', 'result', { subStatus: 'limitAssigned', bestApprovedAmount: 360000 }),
    '/signup/congratulations',
    /\/signup\/congratulations$/,
    /congratulations/i,
    '9876500419',
  ),
  onboarding(
    'Under review',
    decided('croReview', 'underReview', { subStatus: 'creditReview' }),
    '/signup',
    /\/[\w-]+\/signup-under-review$/,
    /under review/i,
    '9876500420',
  ),
  {
    name: 'KYC successful (back from DigiLocker)',
    path: '/signup/kyc-result',
    landsOn: /\/signup\/kyc-(success|result)/,
    ready: { role: 'heading', name: /kyc successful/i },
    open: async (page, request) => {
      await openAt(page, request, { phone: '9876500422', seed: SEEDS.digiLocker, path: '/signup/kyc-result' });
      await page.getByRole('button', { name: 'Continue to DigiLocker' }).click();
      await page.getByRole('button', { name: 'Approve' }).click();
    },
  },
  {
    name: 'KYC not completed (declined on DigiLocker)',
    path: '/signup/kyc-result',
    landsOn: /\/signup\/kyc-failure$/,
    ready: { role: 'heading', name: /kyc not completed/i },
    open: async (page, request) => {
      await openAt(page, request, { phone: '9876500427', seed: SEEDS.digiLocker, path: '/signup/kyc-result' });
      await page.getByRole('button', { name: 'Continue to DigiLocker' }).click();
      await page.getByRole('button', { name: 'Deny' }).click();
    },
  },
  {
    name: 'Date of birth declaration (DigiLocker reported another date)',
    path: '/signup/kyc-result',
    landsOn: /\/signup\/dual-dob-declaration$/,
    ready: { role: 'heading', name: /date of birth declaration/i },
    open: async (page, request) => {
      await openAt(page, request, { phone: '9876500423', seed: SEEDS.digiLocker, path: '/signup/kyc-result' });
      await completeDigiLocker(page, { differentDob: true });
      await completePanKyc(page);
    },
  },
  {
    name: 'Enter Udyam OTP',
    path: '/udyam-verification',
    landsOn: /\/udyam-otp-verification/,
    ready: { role: 'heading', name: /enter udyam otp/i },
    open: async (page, request) => {
      await openAt(page, request, { phone: '9876500424', seed: SEEDS.udyam, path: '/udyam-verification' });
      await page.getByRole('radio', { name: 'My Udyam registration number' }).check();
      await page.getByRole('textbox', { name: 'Udyam registration number' }).fill(UDYAM_NUMBER);
      await page.getByRole('button', { name: 'Send OTP' }).click();
    },
  },
  {
    name: 'Select Udyam',
    path: '/udyam-verification',
    landsOn: /\/udyam-list/,
    ready: { role: 'heading', name: /select udyam/i },
    open: async (page, request) => {
      const phone = '9876500425';
      await openAt(page, request, { phone, seed: SEEDS.udyam, path: '/udyam-verification' });
      await page.getByRole('radio', { name: 'My Udyam registration number' }).check();
      await page.getByRole('textbox', { name: 'Udyam registration number' }).fill(UDYAM_NUMBER);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await page.getByRole('heading', { level: 1, name: 'Enter Udyam OTP' }).waitFor();
      await page.getByLabel('Digit 1 of 4').click();
      // The last digit submits the code.
      await page.keyboard.type(await otpOf(request, phone));
    },
  },
  {
    name: 'Discrepancy (ops comments to answer)',
    path: '/signup/discrepancy',
    landsOn: /\/signup\/discrepancy$/,
    ready: { role: 'heading', name: /answer our questions/i },
    open: async (page, request) => {
      const phone = '9876500426';
      await openAt(page, request, {
        phone,
        seed: decided('croReview', 'underReview', { subStatus: 'creditReview' }),
        path: '/dashboard',
      });
      await raiseOpsComment(request, phone, 'Please explain the gap in your sales last year.');
      await page.goto('/signup/discrepancy');
    },
  },
  onboarding(
    'Not eligible',
    decided('serviceabilityChecked', 'notEligible', { subStatus: 'notEligible', applicationRejected: true }),
    '/error-not-eligible',
    /\/error-not-eligible$/,
    /cannot offer you a credit line/i,
    '9876500421',
  ),
  // The post-approval journey's screens (ADR 008), each at a position that shows it.
  onboarding(
    'Loan offers',
    decided('approved', 'result', { bestApprovedAmount: 360000 }),
    '/loan-offers',
    /\/loan-offers$/,
    /choose your lender/i,
    '9876500631',
  ),
  onboarding(
    'Bank details',
    decided('bankStatementUploaded', 'bankDetails', { bestApprovedAmount: 360000 }),
    '/signup/bank-details',
    /\/signup\/bank-details$/,
    /^bank details$/i,
    '9876500632',
  ),
  onboarding(
    'Link supplier accounts',
    decided('questionnaireSubmitted', 'linkAccounts', { bestApprovedAmount: 360000 }),
    '/signup/link/link-accounts',
    /\/signup\/link\/link-accounts$/,
    /link supplier accounts/i,
    '9876500633',
  ),
  {
    name: 'Loan details (key facts of one offer)',
    path: '/kosh/loan-details',
    landsOn: /\/kosh\/loan-details$/,
    ready: { role: 'heading', name: /key facts of this offer/i },
    // A lender's facts open from its offer (the address alone names no position to show it from).
    open: async (page, request) => {
      const seed = decided('approved', 'result', { bestApprovedAmount: 360000 });
      await openAt(page, request, { phone: '9876500635', seed, path: '/loan-offers' });
      await page.getByRole('link', { name: 'Key facts: Kosh Capital Limited' }).click();
    },
  },
  onboarding(
    'Questionnaire',
    decided('documentUploaded', 'questionnaire', { bestApprovedAmount: 360000 }),
    '/signup/questionnaire',
    /\/signup\/questionnaire$/,
    /a few questions from your lender/i,
    '9876500636',
  ),
  onboarding(
    'Linked accounts',
    decided('questionnaireSubmitted', 'linkAccounts', { bestApprovedAmount: 360000 }),
    '/signup/linked-accounts',
    /\/signup\/linked-accounts$/,
    /linked suppliers/i,
    '9876500637',
  ),
  onboarding(
    'Post-approval success',
    decided('questionnaireSubmitted', 'success', { bestApprovedAmount: 360000 }),
    '/signup/success',
    /\/signup\/success$/,
    /all set/i,
    '9876500634',
  ),
  // The mandate journey's screens (ADR 012), each at a status that shows it.
  ...(
    [
      ['Mandate modes (step 4 of 4)', 'emandatePending', '/signup/post-approval/step-1', /set up repayments/i],
      ['NACH form upload', 'nachDownloaded', '/signup/nach-mandate', /upload the signed nach form/i],
      ['Mandate pending', 'nachUploaded', '/signup/mandate/pending', /waiting for your bank/i],
      ['Mandate failure', 'emandateFailed', '/signup/mandate/failure', /did not go through/i],
      ['Mandate success', 'emandateRegistered', '/signup/mandate/success', /repayments set up/i],
    ] as const
  ).map(([name, status, path, heading], index) =>
    onboarding(
      name,
      decided(status, 'mandate', { latestLoanId: 'loan-0001', ifscCode: 'HDFC0001248', bestApprovedAmount: 300000 }),
      path,
      new RegExp(`${path.replaceAll('/', '\\/')}$`),
      heading,
      `98765008${40 + index}`,
    ),
  ),
];
