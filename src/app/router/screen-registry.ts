import type { ScreenModule } from './lazy-screen.tsx';
import type { ScreenProps } from '../../journeys/define-journey.ts';
import { DECLARED_MODULES } from './declared-screens.tsx';
import type { NotAvailableScreen } from '../../routes/not-available.ts';
import type { ScreenName } from '../../routes/screen-names.ts';

/** Screens whose journey has landed: every screen not in the not-available list. */
export type BuiltScreen = Exclude<ScreenName, NotAvailableScreen>;

export type { ScreenProps } from '../../journeys/define-journey.ts';

// The post-approval children's addresses are one screen module: the child that runs decides what shows.
const postApprovalChild = () => import('../../screens/post-approval/PostApprovalChild.tsx');

// Each built screen is its own chunk: `() => import('../../screens/<journey>/<Screen>.tsx')`.
// The mapped type makes this and not-available.ts a partition of ScreenName: a screen taken
// off that list without an entry here, or added here while still listed, fails to compile. A
// declared journey's screens (src/journeys/registry.ts, ADR 033) come from its declaration.
export const SCREEN_MODULES: { readonly [S in BuiltScreen]: () => Promise<ScreenModule<ScreenProps>> } = {
  ...DECLARED_MODULES,
  MobileNo: () => import('../../screens/login/MobileNo.tsx'),
  VerifyOtp: () => import('../../screens/login/VerifyOtp.tsx'),
  Signup: () => import('../../screens/onboarding/Signup.tsx'),
  PreApprovalStep1: () => import('../../screens/onboarding/pre-approval/PreApprovalStep1.tsx'),
  PreApprovalKycSelection: () => import('../../screens/onboarding/pre-approval/PreApprovalKycSelection.tsx'),
  PreApprovalStep2: () => import('../../screens/onboarding/pre-approval/PreApprovalStep2.tsx'),
  PersonalAddress: () => import('../../screens/onboarding/pre-approval/PersonalAddress.tsx'),
  PreApprovalResult: () => import('../../screens/onboarding/outcomes/PreApprovalResult.tsx'),
  PreApprovalCongratulations: () => import('../../screens/onboarding/outcomes/PreApprovalCongratulations.tsx'),
  ErrorNotEligible: () => import('../../screens/onboarding/outcomes/ErrorNotEligible.tsx'),
  NotServiceArea: () => import('../../screens/onboarding/outcomes/NotServiceArea.tsx'),
  SignupUnderReview: () => import('../../screens/onboarding/outcomes/SignupUnderReview.tsx'),
  Failure: () => import('../../screens/onboarding/outcomes/Failure.tsx'),
  VideoVerification: () => import('../../screens/onboarding/video/VideoVerification.tsx'),
  KycResult: () => import('../../screens/onboarding/identity/KycResult.tsx'),
  KycSuccess: () => import('../../screens/onboarding/identity/KycSuccess.tsx'),
  KycFailure: () => import('../../screens/onboarding/identity/KycFailure.tsx'),
  AdditionalInfo: () => import('../../screens/onboarding/identity/AdditionalInfo.tsx'),
  GSTINVerification: () => import('../../screens/onboarding/identity/GSTINVerification.tsx'),
  UdyamVerification: () => import('../../screens/onboarding/identity/UdyamVerification.tsx'),
  UdyamOtpVerification: () => import('../../screens/onboarding/identity/UdyamOtpVerification.tsx'),
  UdyamList: () => import('../../screens/onboarding/identity/UdyamList.tsx'),
  DualNameDeclaration: () => import('../../screens/onboarding/identity/DualNameDeclaration.tsx'),
  DualDobDeclaration: () => import('../../screens/onboarding/identity/DualDobDeclaration.tsx'),
  PreApprovalReview: () => import('../../screens/onboarding/review/PreApprovalReview.tsx'),
  PreApprovalStep3: () => import('../../screens/onboarding/business/PreApprovalStep3.tsx'),
  VideoVerificationResult: () => import('../../screens/onboarding/video/VideoVerificationResult.tsx'),
  ApplicationDiscrepancy: () => import('../../screens/onboarding/discrepancy/ApplicationDiscrepancy.tsx'),
  BankStatement: postApprovalChild,
  UploadDocuments: postApprovalChild,
  AdditionalDocuments: postApprovalChild,
  UploadPreview: postApprovalChild,
  DocumentsData: () => import('../../screens/post-approval/DocumentsData.tsx'),
  LoanOffers: () => import('../../screens/post-approval/LoanOffers.tsx'),
  LoanDetails: () => import('../../screens/post-approval/LoanDetails.tsx'),
  BankDetails: () => import('../../screens/post-approval/BankDetails.tsx'),
  Questionnaire: () => import('../../screens/post-approval/Questionnaire.tsx'),
  LinkAccounts: () => import('../../screens/post-approval/LinkAccounts.tsx'),
  LinkedAccounts: () => import('../../screens/post-approval/LinkedAccounts.tsx'),
  Success: () => import('../../screens/post-approval/Success.tsx'),
};
