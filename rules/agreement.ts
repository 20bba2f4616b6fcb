import type { Paise } from './money/paise.ts';
import type { ApplicationPosition } from './onboarding/position.ts';

// The plain types the charts read (ADR 029); the wire schemas in src/api parse into exactly these.

/** Cashfree's signer statuses, as the lender passes them on. */
export const ESIGN_STATUSES = [
  'RECEIVED',
  'SIGN_INITIATED',
  'SIGN_IN_PROGRESS',
  'SUCCESS',
  'FAILURE',
  'EXPIRED',
] as const;
export type ESignStatus = (typeof ESIGN_STATUSES)[number];

export const REVIEW_STAGES = ['signing', 'opsReview', 'approved', 'rejected', 'active'] as const;
export type ReviewStage = (typeof REVIEW_STAGES)[number];

/** The agreement's documents: the KFS, the sanction letter, the agreement and its signed copy. */
export const AGREEMENT_DOCUMENTS = ['kfs', 'sanctionLetter', 'agreement', 'signedAgreement'] as const;
export type AgreementDocument = (typeof AGREEMENT_DOCUMENTS)[number];

/** One row of the KFS's repayment schedule (RBI KFS Annex C). */
export type ScheduleRow = { number: number; outstanding: Paise; principal: Paise; interest: Paise; instalment: Paise };

/** The Key Fact Statement (RBI KFS circular, 15 April 2024: Annex A Parts 1 and 2, Annex C). */
export type KeyFacts = {
  registeredName: string;
  /** The KFS's unique proposal number, and when it was issued and stays valid to. */
  proposalNumber: string;
  issuedAt: string;
  validUntil: string;
  loanType: string;
  /** The sanctioned amount. */
  creditLimit: Paise;
  disbursalSchedule: string;
  tenureMonths: number;
  instalments: { type: string; count: number; amount: Paise; lastAmount: Paise; firstDue: string };
  rateType: 'fixed' | 'floating';
  interestRatePa: number;
  /** A floating rate's benchmark; null for a fixed rate. */
  benchmark: {
    name: string;
    benchmarkRatePa: number;
    spreadPa: number;
    resetEveryMonths: number;
    emiChangePer25Bps: Paise;
  } | null;
  /** `gst` is the GST charged on the fee (0 on a third party's charge); an amount of 0 is a head not charged. */
  fees: { name: string; payableTo: string; amount: Paise; gst: Paise; recurrence: 'oneTime' | 'recurring' }[];
  netDisbursed: Paise;
  totalInterest: Paise;
  totalPayable: Paise;
  aprPercent: number;
  penalCharges: string;
  otherPenalCharges: string;
  foreclosureCharges: string;
  switchingCharges: string;
  otherCharges: string;
  recoveryAgents: boolean;
  recoveryAgentsClause: string;
  grievanceClause: string;
  grievanceOfficer: { name: string; email: string; phone: string } | null;
  transferable: boolean;
  coLending: string;
  coolingOffDays: number;
  lspRecoveryAgent: string;
  schedule: ScheduleRow[];
};

/** What Agreement parses into (src/journeys/agreement/api/schemas.ts). */
export type Agreement = {
  loanId: string;
  loanReference: string;
  applicationId: string;
  nbfcName: string;
  keyFacts: KeyFacts;
  kfsAcknowledgedAt: string | null;
  signMethods: string[];
  signMethod: string | null;
  eSign: { requestId: string; status: ESignStatus; url: string } | null;
  signedAt: string | null;
  /** The proposal number of the KFS the borrower had acknowledged when they signed; null before. */
  signedKfsProposal: string | null;
  review: { stage: ReviewStage; expectedBy: string | null; reason: string | null };
  creditAccount: {
    loanId: string;
    creditLimit: Paise;
    availableLimit: Paise;
    activatedAt: string;
    coolingOff: {
      days: number;
      endsAt: string;
      open: boolean;
      principal: Paise;
      interest: Paise;
      exitAmount: Paise;
      aprPercent: number;
    };
  } | null;
  application: ApplicationPosition;
};

/** What ESignAnswer parses into (src/journeys/agreement/api/schemas.ts). */
export type ESignAnswer = { requestId: string; status: ESignStatus; agreement: Agreement };

/** What ESignStarted parses into (src/journeys/agreement/api/schemas.ts). */
export type ESignStarted = { url: string; requestId: string; status: ESignStatus; expiresAt: string };
