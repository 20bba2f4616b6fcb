import type { Paise } from '../money/paise.ts';

// What the lender holds about a customer, as GET /v1/customer/profile answers it (issue 32, ADR 052).
// Identifiers come masked from the lender; the app never sees a full PAN or account number.

export type ReKycStatus = 'due' | 'inProgress' | 'done';

export interface ReKyc {
  status: ReKycStatus;
  /** YYYY-MM-DD: the day the lender needs it by. */
  dueBy: string;
  completedAt: string | null;
}

export interface ProfileEmail {
  address: string;
  verified: boolean;
  verifiedAt: string | null;
}

export interface Profile {
  /** The customer's id: the §7 lender reads are addressed by it (ADR 056). */
  customerId: string;
  name: string | null;
  phone: string;
  businessName: string | null;
  /** Masked: XXXXXX234K. */
  pan: string | null;
  gstin: string | null;
  udyam: string | null;
  address: {
    line1: string;
    line2: string | null;
    landmark: string | null;
    city: string;
    state: string;
    pincode: string;
  } | null;
  email: ProfileEmail | null;
  bankAccount: { holderName: string; last4: string; ifsc: string; accountType: 'savings' | 'current' } | null;
  marketplaces: { name: string; sellerId: string }[];
  lender: string | null;
  loanReference: string | null;
  /** SUP-XXXX-XXXX: what the customer quotes to the support desk. */
  supportId: string;
  reKyc: ReKyc | null;
}

/** Where a code went and the wait before the next (send-email-otp). */
export interface EmailCodeSent {
  sentTo: string;
  retryAfterSeconds: number;
}

/** An Aadhaar OTP sent for a re-KYC. */
export interface ReKycOtpSent {
  requestId: string;
  otpSentTo: string;
}

/** Whether the lender waits for the customer's re-KYC (asked, or started and not finished). */
export const reKycOpen = (profile: Profile | null): boolean =>
  profile?.reKyc !== null && profile?.reKyc !== undefined && profile.reKyc.status !== 'done';

/** The lender's details an RBI-regulated digital lender shows in its app (GET nbfc-info; ADR 056). */
export interface LenderInfo {
  registeredName: string;
  /** The RBI's certificate of registration (CoR) number. */
  rbiRegistration: string;
  /** The lending service provider acting for the lender (Saakh) and what it does. */
  serviceProvider: { name: string; role: string };
  grievanceOfficer: { name: string; phone: string; email: string };
  /** Where a complaint goes when the lender has not answered it in `afterDays`. */
  escalation: { afterDays: number; ombudsmanUrl: string; sachetUrl: string };
}

/** The active line's terms, from the key fact statement it was signed on (GET credit-terms; ADR 056). */
export interface CreditTerms {
  loanReference: string;
  creditLimit: Paise;
  rateType: 'fixed' | 'floating';
  interestRatePa: number;
  aprPercent: number;
  /** Days a spend carries no interest, and the days after a spend it falls due. */
  interestFreeDays: number;
  dueAfterDays: number;
  latePaymentCharge: string;
  processingFee: { amount: Paise; gst: Paise } | null;
  tenureMonths: number;
  /** YYYY-MM-DD: the day the line opened and the day its tenure ends. */
  activatedOn: string;
  validUntil: string;
  kfs: { proposalNumber: string; version: number };
  signedAt: string | null;
}

/** A part of the profile read on its own: its Loader, its answer, or its problem with Retry. */
export type Section<T> = { status: 'loading' } | { status: 'shown'; value: T } | { status: 'failed'; error: string };

/** The lender's two parts of the profile; null answers: no lender chosen yet, no active line yet. */
export interface LenderSections {
  lender: Section<LenderInfo | null>;
  terms: Section<CreditTerms | null>;
}

/** Which parts a read asks for (those not shown yet), at the customer's own id. */
export interface SectionsToRead {
  customerId: string;
  lender: boolean;
  terms: boolean;
}

/** Whether a part failed, so its Retry reads it again. */
export const sectionFailed = (sections: LenderSections): boolean =>
  sections.lender.status === 'failed' || sections.terms.status === 'failed';
