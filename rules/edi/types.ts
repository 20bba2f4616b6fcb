import type { Paise } from '../money/paise.ts';
import type { TermLoanKeyFacts } from '../kfs.ts';

// What the EDI chart reads (ADR 029, ADR 050), in plain types: the app's calls parse the lender's
// answers into exactly these (src/journeys/edi/api/schemas.ts).

/** The states of a disbursement request, as the lender reports them. */
export const DISBURSEMENT_STATUSES = ['requested', 'approved', 'disbursed', 'failed', 'cancelled'] as const;
export type DisbursementStatus = (typeof DISBURSEMENT_STATUSES)[number];

export interface EdiOffer {
  id: string;
  lenderName: string;
  minAmount: Paise;
  maxAmount: Paise;
  minTenureDays: number;
  maxTenureDays: number;
  ratePa: number;
  processingFeePercent: number;
  stampDuty: Paise;
}

/** The borrower's verified bank account, the payout's destination. */
export interface PayoutAccount {
  last4: string;
  ifsc: string;
  holderName: string;
}

export interface EdiOfferRead {
  offer: EdiOffer | null;
  bankAccount: PayoutAccount | null;
  /** A request still on its way: no second one may be made meanwhile. */
  openRequest: { id: string; status: DisbursementStatus } | null;
  /** An instalment was missed and is unpaid. */
  overdue: boolean;
}

export interface EdiFee {
  name: string;
  amount: Paise;
  gst: Paise;
}

/** What an amount and tenure cost, by the lender's calculator (KFS figures). */
export interface EdiCost {
  amount: Paise;
  tenureDays: number;
  ratePa: number;
  dailyInstalment: Paise;
  totalInterest: Paise;
  totalPayable: Paise;
  netDisbursed: Paise;
  aprPercent: number;
  fees: EdiFee[];
}

export interface ScheduleLine {
  number: number;
  outstanding: Paise;
  principal: Paise;
  interest: Paise;
  instalment: Paise;
}

export interface EdiQuote extends EdiCost {
  schedule: ScheduleLine[];
  /** The quote's Key Fact Statement to RBI's template, its Annex C the daily schedule. */
  kfs: TermLoanKeyFacts;
}

export type CollectionStatus = 'collected' | 'missed' | 'due';

/** A row of a paid-out loan's schedule: when it falls due and what the mandate did. */
export interface DisbursementLine extends ScheduleLine {
  dueAt: string | null;
  status: CollectionStatus;
}

export interface Disbursement extends EdiCost {
  id: string;
  status: DisbursementStatus;
  /** Why it failed, in the borrower's words; null otherwise. */
  reason: string | null;
  account: { last4: string; ifsc: string };
  requestedAt: string;
  disbursedAt: string | null;
  schedule: DisbursementLine[];
  collectedSoFar: Paise;
  overdue: Paise;
  nextCollection: { number: number; dueAt: string; amount: Paise } | null;
}

/** What a request sends: the choice, the consent and the attempt's key. */
export interface DisbursementRequest {
  offerId: string;
  amount: Paise;
  tenureDays: number;
  consent: true;
  /** The proposal number of the KFS the borrower read (ADR 049); the lender records it. */
  proposalNumber?: string;
  idempotencyKey: string;
}
