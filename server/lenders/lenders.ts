import type { OfferSet } from '../db/post-approval.ts';
import { paiseOfWholeRupees, rupeesFromPaise } from '../kit/money.ts';
import { loanCostOf } from '../kit/loan-cost/loan-cost.ts';
import { lenderFee, thirdPartyCharge, type UpfrontFee } from '../kit/loan-cost/upfront-fees.ts';

// The sandbox's lenders (NBFCs) after an approval: what each offers on the approved amount, the
// facts of its key fact statement, and its questionnaire. Figures are the sandbox's own.

export type AmountChange = { min: number; max: number; step: number };

export type Lender = {
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
  /** The RBI's certificate of registration (CoR) number of the NBFC, shown on the lender's page (ADR 056). */
  rbiRegistration: string;
  /** The lender's GST registration, printed on its fee's tax invoice; its first two digits are its state. */
  gstin: string;
  /** A floating rate's benchmark and spread (their sum is `interestRatePa`); null for a fixed rate. */
  floating: { benchmark: string; benchmarkRatePa: number; resetEveryMonths: number } | null;
};

const LENDERS: readonly Lender[] = [
  {
    nbfcName: 'vriddhi',
    rbiRegistration: 'N-07.00912',
    registeredName: 'Vriddhi Credit Private Limited',
    limitShare: 0.8,
    tenureMonths: 18,
    interestRatePa: 17.25,
    processingFeePercent: 1,
    interestFreeDays: 21,
    allowsAmountChange: false,
    grievanceOfficer: { name: 'Meera Iyer', email: 'grievance@vriddhi.example', phone: '1800 200 3003' },
    gstin: '33AABCV9012V1ZQ',
    floating: null,
  },
  {
    nbfcName: 'arthika',
    rbiRegistration: 'N-13.02345',
    registeredName: 'Arthika Finance Limited',
    limitShare: 1,
    tenureMonths: 12,
    interestRatePa: 18,
    processingFeePercent: 1.5,
    interestFreeDays: 30,
    allowsAmountChange: true,
    grievanceOfficer: { name: 'Rahul Menon', email: 'grievance@arthika.example', phone: '1800 200 1001' },
    gstin: '27AABCA1234F1Z9',
    floating: null,
  },
  {
    nbfcName: 'kosh',
    rbiRegistration: 'B-02.00467',
    registeredName: 'Kosh Capital Limited',
    limitShare: 0.9,
    tenureMonths: 24,
    interestRatePa: 16.5,
    processingFeePercent: 2,
    interestFreeDays: 15,
    allowsAmountChange: true,
    grievanceOfficer: { name: 'Sunita Rao', email: 'grievance@kosh.example', phone: '1800 200 2002' },
    gstin: '29AABCK5678K1ZW',
    // RBI's policy repo rate as the external benchmark, reset every quarter; the spread is the rest.
    floating: { benchmark: 'RBI policy repo rate', benchmarkRatePa: 5.5, resetEveryMonths: 3 },
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

/** The sandbox lender of this name, if there is one. */
export function lenderNamed(nbfcName: string): Lender | undefined {
  return LENDERS.find((candidate) => candidate.nbfcName === nbfcName);
}

/** The lender the customer's line is with; the sole lender for a name it does not know. */
export function lenderOf(nbfcName: string | null): Lender | undefined {
  return lenderOrSole(nbfcName);
}

/** The lender's GST registration; the sole lender's for a name it does not know. */
export function gstinOf(nbfcName: string | null): string {
  return lenderOrSole(nbfcName)?.gstin ?? '';
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
  /** The annualised IRR on the net disbursed amount, fees, their GST and stamp duty counted (ADR 044). */
  apr: number;
  processingFee: number;
  /** GST (18 %) charged on the processing fee, rupees. */
  processingFeeGst: number;
  processingFeePercent: number;
  amountChange: AmountChange | null;
};

/** Stamp duty on the agreement, whole rupees, paid to the state through the lender. */
const STAMP_DUTY = 100;

/**
 * Every upfront fee on a loan of `limit` rupees: the lender's processing fee (GST on it) and stamp
 * duty, which no agreement is stamped for when nothing is lent.
 */
function upfrontFeesOf(limit: number, processingFeePercent: number): UpfrontFee[] {
  return [
    lenderFee('Processing fee', paiseOfWholeRupees(Math.round((limit * processingFeePercent) / 100))),
    thirdPartyCharge('Stamp duty', paiseOfWholeRupees(limit > 0 ? STAMP_DUTY : 0)),
  ];
}

/**
 * What a credit line of `limit` rupees costs, as the KFS illustrates a revolving line (ADR 044): the
 * limit drawn in full on day one and repaid in equal monthly instalments over the tenure.
 */
export function costOfLine(
  lender: { tenureMonths: number; interestRatePa: number; processingFeePercent: number },
  limit: number,
) {
  const fees = upfrontFeesOf(limit, lender.processingFeePercent);
  const terms = {
    principal: paiseOfWholeRupees(limit),
    ratePa: lender.interestRatePa,
    instalments: lender.tenureMonths,
    frequency: 'monthly' as const,
  };
  return { fees, cost: loanCostOf(terms, fees) };
}

const roundTo = (value: number, step: number) => Math.floor(value / step) * step;

function offerOf(lender: Lender, approvedAmount: number): Offer {
  const limit = roundTo(approvedAmount * lender.limitShare, 1000);
  return {
    ...termsAt(lender, limit),
    amountChange: lender.allowsAmountChange ? { min: Math.min(50_000, limit), max: limit, step: 1000 } : null,
  };
}

/** An offer's figures at a limit: its cost by the one calculator (server/kit/loan-cost). */
function termsAt(lender: Lender, limit: number): Omit<Offer, 'amountChange'> {
  const { fees, cost } = costOfLine(lender, limit);
  const processingFee = fees[0];
  return {
    nbfcName: lender.nbfcName,
    registeredName: lender.registeredName,
    limit,
    tenureMonths: lender.tenureMonths,
    interestRatePa: lender.interestRatePa,
    apr: cost.aprPercent,
    processingFee: processingFee ? rupeesFromPaise(processingFee.amount) : 0,
    processingFeeGst: processingFee ? rupeesFromPaise(processingFee.gst) : 0,
    processingFeePercent: lender.processingFeePercent,
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

/** An offer at the amount the applicant took (its limit, or less where the lender allows it), costed afresh. */
export function offerAtLimit(offer: Offer, limit: number): Offer {
  const lender = LENDERS.find((candidate) => candidate.nbfcName === offer.nbfcName);
  return lender ? { ...termsAt(lender, limit), amountChange: offer.amountChange } : offer;
}
