// The plain types the charts read (ADR 029); the wire schemas in src/api parse into exactly these.

export interface GuarantorDetailsInput {
  fullName: string;
  dateOfBirth: string;
  email: string;
  relation: string;
}

/** What GuarantorDigiLockerAnswer parses into (src/api/guarantor/journey-schemas.ts). */
export type GuarantorDigiLockerAnswer = {
  status: 'pending' | 'verified' | 'failed';
  requestId: string;
  reason?: 'denied' | 'expired' | undefined;
  guarantor: GuarantorSummary;
};

/** What GuarantorSummary parses into (src/api/guarantor/journey-schemas.ts). */
export type GuarantorSummary = {
  guarantorId: string;
  status: string;
  loans: {
    loanId: string;
    amountSelected: number;
    businessName: string;
    fullName: string;
    createdTime: string;
    expiryTime: string;
    aadharEsignPending: boolean;
  }[];
  details: {
    maskedPan: string | null;
    fullName: string | null;
    dateOfBirth: string | null;
    email: string | null;
    relation: string | null;
  } | null;
};

/** What ProviderPage parses into (src/api/guarantor/journey-schemas.ts). */
export type ProviderPage = { url: string; requestId: string; expiresAt: string };

/** What ESignAnswer parses into (src/api/guarantor/journey-schemas.ts). */
export type ESignAnswer = {
  status: 'SUCCESS' | 'FAILURE' | 'EXPIRED' | 'IN_PROGRESS';
  requestId: string;
  loanId: string | null;
  guarantor: GuarantorSummary;
};

/** What ESignStarted parses into (src/api/guarantor/journey-schemas.ts). */
export type ESignStarted = {
  status: 'SUCCESS' | 'FAILURE' | 'EXPIRED' | 'IN_PROGRESS';
  url: string;
  requestId: string;
  expiresAt: string;
};
