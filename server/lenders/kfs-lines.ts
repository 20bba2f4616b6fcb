import { paiseOfFigure, rupees } from '../kit/money.ts';
import { dayMonthYear } from '../kit/dates.ts';
import { FEE_GST_PERCENT } from '../kit/loan-cost/upfront-fees.ts';
import type { Column } from '../pdf/sheet.ts';
import type { LoanDetails } from './key-facts.ts';

// The KFS's lines in RBI's order (KFS circular, 15 April 2024, Annex A Part 1 then Part 2) and its
// Annex C table, as the PDF prints them; the app's KFS screen shows the same labels and figures from
// the same answer (tests/server/agreement/kfs-screen-and-pdf.test.tsx reads both).

/** What every KFS adds to a loan's figures: the sanctioned amount, its APR, and which statement it is. */
export type KfsIssue = {
  /** The sanctioned amount. */
  creditLimit: number;
  aprPercent: number;
  /** The KFS's unique proposal number, and when it was issued and stays valid to (ISO instants). */
  proposalNumber: string;
  issuedAt: string;
  validUntil: string;
};

/** What a KFS carries, for a credit line (tenure in months) or a term loan (tenure in days, EDI). */
export type KeyFacts = Pick<
  LoanDetails,
  | 'registeredName'
  | 'loanType'
  | 'disbursalSchedule'
  | 'instalments'
  | 'rateType'
  | 'interestRatePa'
  | 'benchmark'
  | 'fees'
  | 'netDisbursed'
  | 'totalInterest'
  | 'totalPayable'
  | 'penalCharges'
  | 'otherPenalCharges'
  | 'foreclosureCharges'
  | 'switchingCharges'
  | 'otherCharges'
  | 'coolingOffDays'
  | 'grievanceOfficer'
  | 'recoveryAgents'
  | 'recoveryAgentsClause'
  | 'grievanceClause'
  | 'transferable'
  | 'coLending'
  | 'lspRecoveryAgent'
  | 'schedule'
> &
  KfsIssue &
  ({ tenureMonths: number } | { tenureDays: number });

export type KfsLine = { label: string; value: string };
export type KfsPart = { title: string; lines: KfsLine[] };

const inRupees = (amount: number) => rupees(paiseOfFigure(amount), 'Rs.');
const PAYABLE_TO: Readonly<Record<string, string>> = {
  lender: 'payable to the lender',
  thirdParty: 'payable to third parties',
};
const RECURRENCE: Readonly<Record<string, string>> = { oneTime: 'one-time', recurring: 'recurring' };

/** A fee line: Nil, or its amount (with its GST), how often and to whom. */
function feeValue(fee: KeyFacts['fees'][number]): string {
  if (fee.amount === 0) return 'Nil';
  const gst = fee.gst > 0 ? ` plus GST (${FEE_GST_PERCENT}%) ${inRupees(fee.gst)}` : '';
  return `${inRupees(fee.amount)}${gst} (${RECURRENCE[fee.recurrence] ?? ''}, ${PAYABLE_TO[fee.payableTo] ?? ''})`;
}

function rateLines(facts: KeyFacts): KfsLine[] {
  const lines = [
    { label: 'Interest rate type', value: facts.rateType === 'floating' ? 'Floating' : 'Fixed' },
    { label: 'Rate of interest', value: `${facts.interestRatePa}% a year` },
  ];
  const benchmark = facts.benchmark;
  if (!benchmark) return lines;
  return [
    ...lines,
    { label: 'Benchmark', value: `${benchmark.name}, ${benchmark.benchmarkRatePa}% a year` },
    { label: 'Spread', value: `${benchmark.spreadPa}% a year` },
    { label: 'Reset', value: `Every ${benchmark.resetEveryMonths} months` },
    {
      label: 'If the benchmark rises 0.25%',
      value: `EMI up by ${inRupees(benchmark.emiChangePer25Bps)}; number of EMIs unchanged`,
    },
  ];
}

export function keyFactLines(facts: KeyFacts): KfsPart[] {
  const officer = facts.grievanceOfficer;
  const part1: KfsLine[] = [
    { label: 'Proposal number', value: facts.proposalNumber },
    { label: 'Issued on', value: dayMonthYear(facts.issuedAt) },
    { label: 'Valid until', value: dayMonthYear(facts.validUntil) },
    { label: 'Type of loan', value: facts.loanType },
    { label: 'Sanctioned amount', value: inRupees(facts.creditLimit) },
    { label: 'Disbursal schedule', value: facts.disbursalSchedule },
    { label: 'Tenure', value: 'tenureDays' in facts ? `${facts.tenureDays} days` : `${facts.tenureMonths} months` },
    { label: 'Type of instalments', value: facts.instalments.type },
    { label: 'Number of instalments', value: String(facts.instalments.count) },
    { label: 'Instalment amount', value: inRupees(facts.instalments.amount) },
    { label: 'Last instalment', value: inRupees(facts.instalments.lastAmount) },
    { label: 'Repayment starts', value: facts.instalments.firstDue },
    ...rateLines(facts),
    ...facts.fees.map((fee) => ({ label: fee.name, value: feeValue(fee) })),
    { label: 'Net disbursed amount', value: inRupees(facts.netDisbursed) },
    { label: 'Total interest', value: inRupees(facts.totalInterest) },
    { label: 'Total amount to be paid', value: inRupees(facts.totalPayable) },
    { label: 'Annual Percentage Rate (APR)', value: `${facts.aprPercent}%` },
    { label: 'Penal charges', value: facts.penalCharges },
    { label: 'Other penal charges', value: facts.otherPenalCharges },
    { label: 'Foreclosure charges', value: facts.foreclosureCharges },
    { label: 'Switching charges', value: facts.switchingCharges },
    { label: 'Other charges', value: facts.otherCharges },
  ];
  const part2: KfsLine[] = [
    { label: 'Recovery agents', value: facts.recoveryAgentsClause },
    { label: 'Grievance redressal', value: facts.grievanceClause },
    {
      label: 'Grievance officer',
      value: officer ? `${officer.name}, ${officer.email}, ${officer.phone}` : 'Named in the loan agreement',
    },
    { label: 'Transfer or securitisation', value: facts.transferable ? 'Yes' : 'No' },
    { label: 'Co-lending', value: facts.coLending },
    {
      label: 'Cooling-off (look-up) period',
      value:
        `${facts.coolingOffDays} days: you may leave by repaying the principal and the proportionate APR, ` +
        'with no penalty',
    },
    { label: 'LSP acting as recovery agent', value: facts.lspRecoveryAgent },
  ];
  return [
    { title: 'Part 1: Interest rate and fees and charges', lines: part1 },
    { title: 'Part 2: Other qualitative information', lines: part2 },
  ];
}

/** How Annex C's schedule is illustrated: the credit line drawn in full, or the term loan paid out. */
export function scheduleCaption(facts: KeyFacts): string {
  return 'tenureDays' in facts
    ? 'The amount paid out on day one and repaid in equal daily instalments, one each day from the next.'
    : 'Illustrated on the limit drawn in full on day one and repaid in equal monthly instalments.';
}

/** Annex C's columns: the instalment's number, then four amounts of one width across the A4 page. */
export const scheduleColumns: readonly Column[] = [
  { heading: 'Instalment no.', width: 79, align: 'right' },
  ...['Outstanding principal', 'Principal', 'Interest', 'Instalment'].map((heading) => ({
    heading,
    width: 109,
    align: 'right' as const,
  })),
];

export function scheduleRows(facts: KeyFacts): { cells: string[] }[] {
  return facts.schedule.map((row) => ({
    cells: [
      String(row.number),
      inRupees(row.outstanding),
      inRupees(row.principal),
      inRupees(row.interest),
      inRupees(row.instalment),
    ],
  }));
}
