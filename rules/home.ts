import type { Paise } from './money/paise.ts';
import type { DisbursementStatus } from './edi/types.ts';

// The plain types the charts read (ADR 029); the wire schemas in src/api parse into exactly these.

/** What HomeResponse parses into (src/api/home/schemas.ts). */
export type HomeResponse = {
  application: {
    id: string;
    status: { value: string; bannerButtonText: string | null };
    subStatus: string | null;
    nextAction: string | null;
    mandateRegistered: boolean;
    digiLockerVerified: boolean;
    latestLoanId: string | null;
    bankInfo: { ifscCode: string } | null;
    applicationRejected: boolean;
  };
  customer: { uuid: string };
  isServiceable: boolean | null;
  skipVideoVerification: boolean;
  videoVerificationSkipAllowedByUser: boolean;
  videoVerified: boolean;
  skipBusinessRegistration: boolean;
  skipBusinessProfileInReferral: boolean;
  showHigherLimitBanner: boolean;
  bestApprovedAmount: Paise | null;
  percentCompleted: number;
  videoId: string | null;
  partners: unknown[];
  creditAccountInfo: { loanId: string; creditLimit?: Paise | undefined; availableLimit?: Paise | undefined } | null;
  commentsAvailable: boolean;
  webApprovalBuySectionImage: string | null;
  webRejectionBuySectionImage: string | null;
  referAndEarnTncLink: string | null;
  cards: { kycStatus: string }[];
  esignUrl: string | null;
  processingFeeDetails: { processingFeeId: string; amount: Paise; gstPercent: number; gst: Paise; total: Paise } | null;
  guarantorDetails: unknown;
  /** The customer's EDI offer in brief and their latest payout request (null without an offer). */
  ediDetails: { offerId: string; maxAmount: Paise; latest: { id: string; status: DisbursementStatus } | null } | null;
  /** The welcome reward once it is in the points ledger (ADR 054), else null. */
  welcomeRewardEarned: { points: number; earnedAt: string } | null;
};

/** What FlagsResponse parses into (src/api/home/schemas.ts). */
export type FlagsResponse = {
  variantConfig: { loginVariant: string } & { [key: string]: unknown };
  customerKycRequired: boolean;
  welcomeRewards: { points: number; title: string } | null;
  businessAddressPresent: boolean;
  skipGst: boolean;
};

/** What ApplicationSummary parses into (src/api/application/schemas.ts). */
export type ApplicationSummary = {
  latestLoanId: string | null;
  documentListUploaded: unknown[];
  referralCallbackUrl: string | null;
  referralMarketplaceMcode: string | null;
  businessInfo: ({ businessName: string } & { [key: string]: unknown }) | null;
  personalInfo: { firstName: string; lastName: string } | null;
  welcomeReward: { points: number; title: string } | null;
};
