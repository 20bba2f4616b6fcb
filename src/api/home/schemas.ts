import * as v from 'valibot';
import { nonEmptyString } from '../non-empty.ts';
import { wirePaiseAtLeastZero } from '../wire-money.ts';
import type { HomeResponse, FlagsResponse } from '../../../rules/home.ts';
import type { Assert, Equal } from '../same-type.ts';
import { DISBURSEMENT_STATUSES } from '../../../rules/edi/types.ts';

const text = v.nullable(v.string());
// Shapes §3 does not give yet; each is typed when the journey that reads it is built.
const notYetDescribed = v.nullable(v.unknown());

/**
 * §3 processingFeeDetails: the processing fee due now, before any coupon. Kept here, not beside
 * the fee calls, so the login route's session (which reads home) carries no payment code.
 */
export const processingFeeDetailsSchema = v.object({
  processingFeeId: nonEmptyString,
  amount: wirePaiseAtLeastZero,
  gstPercent: v.number(),
  gst: wirePaiseAtLeastZero,
  total: wirePaiseAtLeastZero,
});
export type ProcessingFeeDetails = v.InferOutput<typeof processingFeeDetailsSchema>;

export const applicationStatusSchema = v.object({
  value: v.string(),
  bannerButtonText: text,
});

export const homeApplicationSchema = v.object({
  id: v.string(),
  status: applicationStatusSchema,
  subStatus: text,
  nextAction: text,
  mandateRegistered: v.boolean(),
  digiLockerVerified: v.boolean(),
  latestLoanId: text,
  bankInfo: v.nullable(v.object({ ifscCode: v.string() })),
  applicationRejected: v.boolean(),
});

/** §3: "fullKyc" is the one value the client acts on. */
export const FULL_KYC = 'fullKyc';

export const homeCardSchema = v.object({ kycStatus: v.string() });

export const homeResponseSchema = v.object({
  application: homeApplicationSchema,
  customer: v.object({ uuid: v.string() }),
  isServiceable: v.nullable(v.boolean()),
  skipVideoVerification: v.boolean(),
  videoVerificationSkipAllowedByUser: v.boolean(),
  videoVerified: v.boolean(),
  skipBusinessRegistration: v.boolean(),
  skipBusinessProfileInReferral: v.boolean(),
  showHigherLimitBanner: v.boolean(),
  bestApprovedAmount: v.nullable(wirePaiseAtLeastZero),
  percentCompleted: v.number(),
  videoId: text,
  partners: v.array(v.unknown()),
  // The credit line once the lender has opened it; the limits are the sandbox's, a lender may omit them.
  creditAccountInfo: v.nullable(
    v.object({
      loanId: v.string(),
      creditLimit: v.optional(wirePaiseAtLeastZero),
      availableLimit: v.optional(wirePaiseAtLeastZero),
    }),
  ),
  commentsAvailable: v.boolean(),
  webApprovalBuySectionImage: text,
  webRejectionBuySectionImage: text,
  referAndEarnTncLink: text,
  cards: v.array(homeCardSchema),
  esignUrl: text,
  // The processing fee due now (null when none is): its breakup before any coupon.
  processingFeeDetails: v.nullable(processingFeeDetailsSchema),
  guarantorDetails: notYetDescribed,
  // The EDI offer in brief and the latest payout request's status (docs/api-contract.md "EDI loans").
  ediDetails: v.nullable(
    v.object({
      offerId: v.string(),
      maxAmount: wirePaiseAtLeastZero,
      latest: v.nullable(v.object({ id: v.string(), status: v.picklist(DISBURSEMENT_STATUSES) })),
    }),
  ),
  // The welcome reward once in the points ledger (docs/api-contract.md "Rewards").
  welcomeRewardEarned: v.nullable(v.object({ points: v.number(), earnedAt: v.string() })),
});

export const welcomeRewardSchema = v.object({
  points: v.number(),
  title: v.string(),
});

export const flagsResponseSchema = v.object({
  // Partner variants add keys over time; keep them rather than drop them.
  variantConfig: v.looseObject({ loginVariant: v.string() }),
  customerKycRequired: v.boolean(),
  welcomeRewards: v.nullable(welcomeRewardSchema),
  businessAddressPresent: v.boolean(),
  skipGst: v.boolean(),
});

type _HomeResponseIsRules = Assert<Equal<HomeResponse, v.InferOutput<typeof homeResponseSchema>>>;
export type WelcomeReward = v.InferOutput<typeof welcomeRewardSchema>;
type _FlagsResponseIsRules = Assert<Equal<FlagsResponse, v.InferOutput<typeof flagsResponseSchema>>>;
