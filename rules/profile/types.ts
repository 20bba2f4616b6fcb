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
