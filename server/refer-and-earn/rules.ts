import type { RollingLimit } from '../otp/otp-policy.ts';

// The refer-and-earn programme's rules and codes (ADR 055, docs/sandbox.md "Refer and earn"): what a
// confirmed referral earns, why one is not eligible, how often a short link may be asked for.

export type ReferralStatus = 'pending' | 'confirmed' | 'notEligible';

/** What the referrer earns for each confirmed referral: ₹500, in paise. */
export const REFERRAL_REWARD_PAISE = 50_000;

/** Why a referral earns nothing; the app words each one for the referrer. */
export const NOT_ELIGIBLE_REASONS = ['notApproved', 'alreadyCustomer', 'notActivatedInTime'] as const;
export type NotEligibleReason = (typeof NOT_ELIGIBLE_REASONS)[number];

/** Short links asked for by one customer (PATCH short-referral, any version). */
export const SHORT_LINK_LIMITS: readonly RollingLimit[] = [
  { max: 5, windowMs: 60_000 },
  { max: 20, windowMs: 24 * 60 * 60_000 },
];

/**
 * Letters and digits a person can read aloud and type back without confusing them (Crockford's base
 * 32 without 0 and 1: no 0/O, 1/I/L, U). Eight of them: 30^8 ≈ 6.6 × 10^11 codes, drawn at random,
 * so a code says nothing of the customer's id and cannot be guessed from another's.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 8;
/** The short link's slug: longer, as it is never typed. */
export const SLUG_LENGTH = 10;

export const ReferralErrorCodes = {
  tooManyLinks: 'EPL-42910',
  notYourCode: 'EPL-40310',
  noReferral: 'EPL-40430',
  noLink: 'EPL-40431',
  alreadyDecided: 'EPL-40939',
} as const;

/** The address the programme's terms are read at (home's referAndEarnTncLink). */
export const REFER_AND_EARN_TERMS_PATH = '/v1/referrals/terms';
