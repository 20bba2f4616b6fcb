// What the refer-and-earn chart holds, in plain types (no wire schema: the app's calls parse the
// answers into these).

/** The customer's part in the programme: their code, its short link once made, the terms. */
export interface ReferralProgramme {
  readonly code: string;
  /** The webflow's short link to the sign-up carrying the code; null until one is made. */
  readonly shortLink: string | null;
  /** Where the programme's terms are read (home's referAndEarnTncLink). */
  readonly termsLink: string;
  /** What each confirmed referral earns, in paise. */
  readonly rewardPerReferralPaise: number;
}

export type ReferralStatus = 'pending' | 'confirmed' | 'notEligible';
export type NotEligibleReason = 'notApproved' | 'alreadyCustomer' | 'notActivatedInTime';

/** One person who joined with the code, as the referrer may see them. */
export interface Referral {
  readonly id: string;
  readonly firstName: string | null;
  /** XXXXXX and the last four digits: the full number is never sent. */
  readonly maskedPhone: string;
  /** ISO instant they joined. */
  readonly joinedAt: string;
  readonly status: ReferralStatus;
  /** Why it earns nothing (notEligible only). */
  readonly reason: NotEligibleReason | null;
  /** The reward recorded once confirmed, in paise. */
  readonly rewardPaise: number | null;
}

/** What the page's read answers: the programme and the referrals, newest first. */
export interface ReferralsRead {
  readonly programme: ReferralProgramme;
  readonly referrals: readonly Referral[];
}

/** How sharing ended: the share sheet took it, the link was copied instead, or the customer closed the sheet. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

export interface ShareInput {
  readonly link: string;
  readonly code: string;
}

export interface ReferAndEarnContext {
  programme: ReferralProgramme | null;
  referrals: readonly Referral[];
  /** The failed read's sentence. */
  problem: string | null;
  /** The failed short link's sentence (the code still shows and can be shared by hand). */
  linkProblem: string | null;
  /** What the last share did, for the confirmation the screen announces. */
  told: Exclude<ShareOutcome, 'cancelled'> | null;
}

export type ReferAndEarnEvent = { type: 'RETRY' } | { type: 'RETRY_LINK' } | { type: 'SHARE' };
