import type { FlagsResponse, HomeResponse } from '../../../src/api/home/schemas.ts';
import type { ApplicationPosition } from '../../../src/api/onboarding/position.ts';
import type { ApplicationLoad } from '../../../machines/onboarding/types.ts';

// Sample lender positions for the onboarding machine's path tests: one per screen the lender
// can send an applicant to, in the sandbox's status progression (docs/sandbox.md).

export const APPLICATION_ID = 'app-under-test';

const at = (
  status: string,
  nextAction: string | null,
  subStatus: string | null = null,
  percentCompleted = 0,
): ApplicationPosition => ({
  id: APPLICATION_ID,
  status,
  subStatus,
  nextAction,
  percentCompleted,
});

export const POSITIONS = {
  personalInfo: at('tncAccepted', 'personalInfo'),
  kycSelection: at('personalInfoUpdated', 'kycSelection', null, 10),
  digiLocker: at('personalInfoUpdated', 'digiLocker', 'kycModeDigiLocker', 12),
  panKyc: at('personalInfoUpdated', 'panKyc', 'kycModeManual', 20),
  dualNameDeclaration: at('addressProofIdNumberUpdated', 'dualNameDeclaration', 'personalIdUploaded', 30),
  dualDobDeclaration: at('digiLockerVerified', 'dualDobDeclaration', 'dualNameDeclared', 32),
  personalAddress: at('addressProofIdNumberUpdated', 'personalAddress', 'personalIdUploaded', 37),
  businessProfile: at('addressProofIdNumberUpdated', 'businessProfile', 'currentAddressUpdated', 50),
  gstin: at('businessRegistrationDetailsUpdated', 'gstin', null, 62),
  udyam: at('businessRegistrationDetailsUpdated', 'udyam', null, 62),
  serviceability: at('businessRegistrationDetailsSkipped', 'serviceability', null, 70),
  notServiceable: at('serviceabilityChecked', 'notServiceable', 'notServiceable', 75),
  videoVerification: at('serviceabilityChecked', 'videoVerification', null, 75),
  review: at('videoVerified', 'review', null, 87),
  result: at('approved', 'result', 'limitAssigned', 100),
  underReview: at('croReview', 'underReview', 'creditReview', 100),
  notEligible: at('videoVerified', 'notEligible', 'notEligible', 100),
  discrepancy: at('readyForOps', 'discrepancy', 'opsCommentsRaised', 100),
  laterJourney: at('emandatePending', null, null, 100),
} as const satisfies Record<string, ApplicationPosition>;

export type PositionName = keyof typeof POSITIONS;

const FLAGS: FlagsResponse = {
  variantConfig: { loginVariant: 'default' },
  customerKycRequired: false,
  welcomeRewards: null,
  businessAddressPresent: false,
  skipGst: false,
};

/** GET /v1/home as the sandbox answers it at this position. */
export function homeAt(position: ApplicationPosition): HomeResponse {
  return {
    application: {
      id: position.id,
      status: { value: position.status, bannerButtonText: 'Complete application' },
      subStatus: position.subStatus,
      nextAction: position.nextAction,
      mandateRegistered: false,
      digiLockerVerified: position.status === 'digiLockerVerified',
      latestLoanId: null,
      bankInfo: null,
      applicationRejected: position.nextAction === 'notEligible',
    },
    customer: { uuid: 'customer-under-test' },
    isServiceable: null,
    skipVideoVerification: false,
    videoVerificationSkipAllowedByUser: false,
    videoVerified: position.status === 'videoVerified',
    skipBusinessRegistration: false,
    skipBusinessProfileInReferral: false,
    showHigherLimitBanner: false,
    bestApprovedAmount: position.status === 'approved' ? 360000 : null,
    percentCompleted: position.percentCompleted,
    videoId: null,
    partners: [],
    creditAccountInfo: null,
    commentsAvailable: false,
    webApprovalBuySectionImage: null,
    webRejectionBuySectionImage: null,
    referAndEarnTncLink: null,
    cards: [],
    esignUrl: null,
    processingFeeDetails: null,
    guarantorDetails: null,
    ediDetails: null,
  };
}

/** The reason code the sandbox gives a refused sample (a turnover too small). */
export const NOT_ELIGIBLE_REASON = 'lowTurnover';

export function loadAt(name: PositionName): ApplicationLoad {
  return {
    home: homeAt(POSITIONS[name]),
    flags: FLAGS,
    notEligibleReason: name === 'notEligible' ? NOT_ELIGIBLE_REASON : null,
  };
}
