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

export type { KeyFacts, ScheduleRow } from './kfs.ts';
import type { KeyFacts } from './kfs.ts';

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
