import type { OfferSet } from '../db/post-approval.ts';

// The sandbox's lenders (NBFCs) after an approval: what each offers on the approved amount, the
// facts of its key fact statement, and its questionnaire. Figures are the sandbox's own.

export type AmountChange = { min: number; max: number; step: number };

type Lender = {
  nbfcName: string;
  registeredName: string;
  /** The lender's limit as a share of the approved amount. */
  limitShare: number;
  tenureMonths: number;
  interestRatePa: number;
  processingFeePercent: number;
  /** Days a spend on the line carries no interest (the agreement's interest-free period). */
  interestFreeDays: number;
  /** Whether the applicant may ask for less than the limit. */
  allowsAmountChange: boolean;
  grievanceOfficer: { name: string; email: string; phone: string };
};

const LENDERS: readonly Lender[] = [
  {
    nbfcName: 'vriddhi',
    registeredName: 'Vriddhi Credit Private Limited',
    limitShare: 0.8,
    tenureMonths: 18,
    interestRatePa: 17.25,
    processingFeePercent: 1,
    interestFreeDays: 21,
    allowsAmountChange: false,
    grievanceOfficer: { name: 'Meera Iyer', email: 'grievance@vriddhi.example', phone: '1800 200 3003' },
  },
  {
    nbfcName: 'arthika',
    registeredName: 'Arthika Finance Limited',
    limitShare: 1,
    tenureMonths: 12,
    interestRatePa: 18,
    processingFeePercent: 1.5,
    interestFreeDays: 30,
    allowsAmountChange: true,
    grievanceOfficer: { name: 'Rahul Menon', email: 'grievance@arthika.example', phone: '1800 200 1001' },
  },
  {
    nbfcName: 'kosh',
    registeredName: 'Kosh Capital Limited',
    limitShare: 0.9,
    tenureMonths: 24,
    interestRatePa: 16.5,
    processingFeePercent: 2,
    interestFreeDays: 15,
    allowsAmountChange: true,
    grievanceOfficer: { name: 'Sunita Rao', email: 'grievance@kosh.example', phone: '1800 200 2002' },
  },
];

/** The lender a one-offer applicant gets. */
const SOLE_LENDER = 'arthika';

/** The lender of this name; the sole lender for a name it does not know (a line QA opened without an agreement). */
function lenderOrSole(nbfcName: string | null): Lender | undefined {
  return (
    LENDERS.find((candidate) => candidate.nbfcName === nbfcName) ??
    LENDERS.find((candidate) => candidate.nbfcName === SOLE_LENDER)
  );
}

/** A lender's registered name, as its documents print it; the sole lender's for a name it does not know. */
export function registeredNameOf(nbfcName: string | null): string {
  return lenderOrSole(nbfcName)?.registeredName ?? nbfcName ?? '';
}

/** The lender's interest-free period for a spend on the line, in days. */
export function interestFreeDaysOf(nbfcName: string | null): number {
  return lenderOrSole(nbfcName)?.interestFreeDays ?? 0;
}

export type Offer = {
  nbfcName: string;
  registeredName: string;
  limit: number;
  tenureMonths: number;
  interestRatePa: number;
  /** Interest plus the processing fee spread over the tenure, per year (the sandbox's APR). */
  apr: number;
  processingFee: number;
  processingFeePercent: number;
  amountChange: AmountChange | null;
};

const round2 = (value: number) => Math.round(value * 100) / 100;
const roundTo = (value: number, step: number) => Math.floor(value / step) * step;

function offerOf(lender: Lender, approvedAmount: number): Offer {
  const limit = roundTo(approvedAmount * lender.limitShare, 1000);
  return {
    nbfcName: lender.nbfcName,
    registeredName: lender.registeredName,
    limit,
    tenureMonths: lender.tenureMonths,
    interestRatePa: lender.interestRatePa,
    apr: round2(lender.interestRatePa + (lender.processingFeePercent * 12) / lender.tenureMonths),
    processingFee: Math.round((limit * lender.processingFeePercent) / 100),
    processingFeePercent: lender.processingFeePercent,
    amountChange: lender.allowsAmountChange ? { min: Math.min(50_000, limit), max: limit, step: 1000 } : null,
  };
}

/**
 * The offers on an approved amount, in the neutral order (ADR 008): by the lender's registered
 * name, A to Z, never by what the platform earns or the lender pays.
 */
export function offersFor(approvedAmount: number, set: OfferSet): Offer[] {
  const lenders = set === 'one' ? LENDERS.filter((lender) => lender.nbfcName === SOLE_LENDER) : LENDERS;
  return lenders
    .map((lender) => offerOf(lender, approvedAmount))
    .sort((a, b) => a.registeredName.localeCompare(b.registeredName, 'en'));
}

/** The key fact statement's facts for one offer (RBI KFS circular, 2024). */
export function loanDetailsOf(offer: Offer) {
  const lender = LENDERS.find((candidate) => candidate.nbfcName === offer.nbfcName);
  return {
    ...offer,
    fees: [
      { name: 'Processing fee', payableTo: 'lender', amount: offer.processingFee },
      { name: 'Stamp duty', payableTo: 'thirdParty', amount: 100 },
    ],
    penalCharges: '2% a month on the overdue amount',
    foreclosureCharges: 'None',
    coolingOffDays: 3,
    grievanceOfficer: lender?.grievanceOfficer ?? null,
    transferable: false,
    recoveryAgents: false,
  };
}
