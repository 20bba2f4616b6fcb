import { ONBOARDING_SCREENS } from '../../../machines/onboarding/screens.ts';
import { defineJourney } from '../define-journey.ts';

// The onboarding journey (ADR 006), declared once (ADR 033): its screens' names, addresses and
// titles are the table's, and each screen is its own chunk. The onboarding actor is the one
// runtime's (./runtime.ts); each screen finds it, and the layouts around them keep the address
// in step. The /signup front door (a Loader until the journey decides) stays a route table row:
// it is the layout's own address, not a state of the machine. Each loader is named as its screen.

const PreApprovalStep1 = () => import('../../screens/onboarding/pre-approval/PreApprovalStep1.tsx');
const PreApprovalKycSelection = () => import('../../screens/onboarding/pre-approval/PreApprovalKycSelection.tsx');
const PreApprovalStep2 = () => import('../../screens/onboarding/pre-approval/PreApprovalStep2.tsx');
const PreApprovalStep3 = () => import('../../screens/onboarding/business/PreApprovalStep3.tsx');
const PreApprovalReview = () => import('../../screens/onboarding/review/PreApprovalReview.tsx');
const PersonalAddress = () => import('../../screens/onboarding/pre-approval/PersonalAddress.tsx');
const PreApprovalResult = () => import('../../screens/onboarding/outcomes/PreApprovalResult.tsx');
const PreApprovalCongratulations = () => import('../../screens/onboarding/outcomes/PreApprovalCongratulations.tsx');
const AdditionalInfo = () => import('../../screens/onboarding/identity/AdditionalInfo.tsx');
const VideoVerification = () => import('../../screens/onboarding/video/VideoVerification.tsx');
const DualNameDeclaration = () => import('../../screens/onboarding/identity/DualNameDeclaration.tsx');
const DualDobDeclaration = () => import('../../screens/onboarding/identity/DualDobDeclaration.tsx');
const KycResult = () => import('../../screens/onboarding/identity/KycResult.tsx');
const KycSuccess = () => import('../../screens/onboarding/identity/KycSuccess.tsx');
const KycFailure = () => import('../../screens/onboarding/identity/KycFailure.tsx');
const ApplicationDiscrepancy = () => import('../../screens/onboarding/discrepancy/ApplicationDiscrepancy.tsx');
const NotServiceArea = () => import('../../screens/onboarding/outcomes/NotServiceArea.tsx');
const ErrorNotEligible = () => import('../../screens/onboarding/outcomes/ErrorNotEligible.tsx');
const VideoVerificationResult = () => import('../../screens/onboarding/video/VideoVerificationResult.tsx');
const SignupUnderReview = () => import('../../screens/onboarding/outcomes/SignupUnderReview.tsx');
const UdyamVerification = () => import('../../screens/onboarding/identity/UdyamVerification.tsx');
const UdyamOtpVerification = () => import('../../screens/onboarding/identity/UdyamOtpVerification.tsx');
const UdyamList = () => import('../../screens/onboarding/identity/UdyamList.tsx');

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
