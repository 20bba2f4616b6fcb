import type { Paise } from './money/paise.ts';

// The Key Fact Statement's plain type (RBI KFS circular, 15 April 2024: Annex A Parts 1 and 2, Annex C),
// shared by every loan that carries one: the credit line's agreement (tenure in months) and the EDI
// loan's quote (a term loan, tenure in days). The wire schemas (src/api/key-facts.ts) parse into these.

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

/** A term loan's KFS (the EDI loan): its tenure in days, its Annex C one row a day. */
export type TermLoanKeyFacts = {
  [Key in Exclude<keyof KeyFacts, 'tenureMonths'> | 'tenureDays']: Key extends keyof KeyFacts ? KeyFacts[Key] : number;
};

/** Any KFS the app shows. */
export type AnyKeyFacts = KeyFacts | TermLoanKeyFacts;
