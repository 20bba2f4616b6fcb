import { ONBOARDING_SCREENS } from '../../../machines/onboarding/screens.ts';
import { defineJourney } from '../define-journey.ts';

// The onboarding journey (ADR 006), declared once (ADR 033): its screens' names, addresses and
// titles are the table's, and each screen is its own chunk. The onboarding actor is the one
// runtime's (./runtime.ts); each screen finds it, and the layouts around them keep the address
// in step. The /signup front door (a Loader until the journey decides) stays a route table row:
// it is the layout's own address, not a state of the machine. Each loader is named as its screen.

const PreApprovalStep1 = () => import('./screens/pre-approval/PreApprovalStep1.tsx');
const PreApprovalKycSelection = () => import('./screens/pre-approval/PreApprovalKycSelection.tsx');
const PreApprovalStep2 = () => import('./screens/pre-approval/PreApprovalStep2.tsx');
const PreApprovalStep3 = () => import('./screens/business/PreApprovalStep3.tsx');
const PreApprovalReview = () => import('./screens/review/PreApprovalReview.tsx');
const PersonalAddress = () => import('./screens/pre-approval/PersonalAddress.tsx');
const PreApprovalResult = () => import('./screens/outcomes/PreApprovalResult.tsx');
const PreApprovalCongratulations = () => import('./screens/outcomes/PreApprovalCongratulations.tsx');
const AdditionalInfo = () => import('./screens/identity/AdditionalInfo.tsx');
const VideoVerification = () => import('./screens/video/VideoVerification.tsx');
const DualNameDeclaration = () => import('./screens/identity/DualNameDeclaration.tsx');
const DualDobDeclaration = () => import('./screens/identity/DualDobDeclaration.tsx');
const KycResult = () => import('./screens/identity/KycResult.tsx');
const KycSuccess = () => import('./screens/identity/KycSuccess.tsx');
const KycFailure = () => import('./screens/identity/KycFailure.tsx');
const ApplicationDiscrepancy = () => import('./screens/discrepancy/ApplicationDiscrepancy.tsx');
const NotServiceArea = () => import('./screens/outcomes/NotServiceArea.tsx');
const ErrorNotEligible = () => import('./screens/outcomes/ErrorNotEligible.tsx');
const VideoVerificationResult = () => import('./screens/video/VideoVerificationResult.tsx');
const SignupUnderReview = () => import('./screens/outcomes/SignupUnderReview.tsx');
const UdyamVerification = () => import('./screens/identity/UdyamVerification.tsx');
const UdyamOtpVerification = () => import('./screens/identity/UdyamOtpVerification.tsx');
const UdyamList = () => import('./screens/identity/UdyamList.tsx');

export const onboardingJourney = defineJourney({
  id: 'onboarding',
  screens: ONBOARDING_SCREENS,
  runtime: async () => (await import('./runtime.ts')).onboardingJourney,
  hostAtRoot: true,
  components: {
    PreApprovalStep1,
    PreApprovalKycSelection,
    PreApprovalStep2,
    PreApprovalStep3,
    PreApprovalReview,
    PersonalAddress,
    PreApprovalResult,
    PreApprovalCongratulations,
    AdditionalInfo,
    VideoVerification,
    DualNameDeclaration,
    DualDobDeclaration,
    KycResult,
    KycSuccess,
    KycFailure,
    ApplicationDiscrepancy,
    NotServiceArea,
    ErrorNotEligible,
    VideoVerificationResult,
    SignupUnderReview,
    UdyamVerification,
    UdyamOtpVerification,
    UdyamList,
  },
});
