import type { Disbursement, EdiCost, EdiOffer, ScheduleLine } from '../../../machines/edi/types.ts';
import type { DisbursementLine, DisbursementStatus } from '../../../rules/edi/types.ts';
import { formatMoney } from '../../../rules/money/format.ts';
import { addPaise } from '../../../rules/money/paise.ts';
import { formatDate } from '../../lib/format/date.ts';

// What the EDI pages show, worked out once from the chart's context: the offer's terms, the KFS
// figures of a quote, the schedule's rows and the last request's status in words (§9 money and
// dates). Screens only draw it.

export interface Fact {
  label: string;
  value: string;
}

const percent = (value: number) => `${value.toFixed(2).replace(/\.?0+$/, '')}%`;

/** The offer's terms: what may be borrowed, for how long, at what rate and fees. */
export function offerFacts(offer: EdiOffer): Fact[] {
  return [
    { label: 'Lender', value: offer.lenderName },
    { label: 'Amount', value: `${formatMoney(offer.minAmount)} to ${formatMoney(offer.maxAmount)}` },
    { label: 'Tenure', value: `${offer.minTenureDays} to ${offer.maxTenureDays} days` },
    { label: 'Interest rate', value: `${percent(offer.ratePa)} a year, fixed, on the reducing balance` },
    { label: 'Processing fee', value: `${percent(offer.processingFeePercent)} of the amount, plus 18% GST` },
    { label: 'Stamp duty', value: formatMoney(offer.stampDuty) },
  ];
}

/** The Key Fact Statement's summary of a quote or a request (RBI KFS Part 1's figures). */
export function kfsFacts(cost: EdiCost): Fact[] {
  return [
    { label: 'Loan amount', value: formatMoney(cost.amount) },
    { label: 'Tenure', value: `${cost.tenureDays} days` },
    { label: 'Type of instalment', value: 'Equated daily instalment, collected by your mandate' },
    { label: 'Daily instalment', value: formatMoney(cost.dailyInstalment) },
    { label: 'Number of instalments', value: String(cost.tenureDays) },
    { label: 'Interest rate', value: `${percent(cost.ratePa)} a year, fixed` },
    { label: 'Total interest', value: formatMoney(cost.totalInterest) },
    ...cost.fees.map((fee) => ({
      label: fee.name,
      value: fee.gst > 0 ? `${formatMoney(fee.amount)} + GST ${formatMoney(fee.gst)}` : formatMoney(fee.amount),
    })),
    { label: 'Paid into your account', value: formatMoney(cost.netDisbursed) },
    { label: 'Total amount to be paid', value: formatMoney(cost.totalPayable) },
    { label: 'Annual percentage rate (APR)', value: percent(cost.aprPercent) },
  ];
}

/** "₹1,144.68 a day for 90 days" */
export function instalmentSentence(cost: EdiCost): string {
  return `${formatMoney(cost.dailyInstalment)} a day for ${cost.tenureDays} days`;
}

export interface ScheduleRowView {
  number: number;
  due: string;
  outstanding: string;
  principal: string;
  interest: string;
  instalment: string;
  status: string;
}

const COLLECTION_WORDS = { collected: 'Collected', missed: 'Missed', due: 'Due' } as const;

export function scheduleRows(lines: readonly (ScheduleLine & Partial<DisbursementLine>)[]) {
  return lines.map((line): ScheduleRowView => ({
    number: line.number,
    due: line.dueAt ? formatDate(line.dueAt) : `Day ${line.number}`,
    outstanding: formatMoney(line.outstanding),
    principal: formatMoney(line.principal),
    interest: formatMoney(line.interest),
    instalment: formatMoney(line.instalment),
    status: line.status ? COLLECTION_WORDS[line.status] : '',
  }));
}

const STATUS_WORDS: Readonly<Record<DisbursementStatus, { heading: string; lead: string }>> = {
  requested: {
    heading: 'Your payout is requested',
    lead: 'The lender is checking your request. This usually takes a few minutes.',
  },
  approved: { heading: 'Your payout is approved', lead: 'The money is on its way to your bank account.' },
  disbursed: {
    heading: 'Your payout is in your account',
    lead: 'Your daily instalments are collected by your mandate.',
  },
  failed: { heading: 'Your payout did not go through', lead: 'No money was paid out and nothing will be collected.' },
  cancelled: { heading: 'Your payout was cancelled', lead: 'No money was paid out and nothing will be collected.' },
};

export function statusWords(disbursement: Disbursement) {
  return STATUS_WORDS[disbursement.status];
}

/** Paid out: what the mandate collected, what is overdue and what comes next. */
export function repaymentFacts(disbursement: Disbursement): Fact[] {
  const paid = disbursement.schedule.filter((line) => line.status === 'collected').length;
  const facts: Fact[] = [
    { label: 'Paid into your account', value: formatMoney(disbursement.netDisbursed) },
    { label: 'Paid out on', value: formatDate(disbursement.disbursedAt) },
    {
      label: 'Collected so far',
      value: `${formatMoney(disbursement.collectedSoFar)} (${paid} of ${disbursement.tenureDays} instalments)`,
    },
    {
      label: 'Still to pay',
      value: formatMoney(
        addPaise(...disbursement.schedule.filter((line) => line.status !== 'collected').map((line) => line.instalment)),
      ),
    },
  ];
  if (disbursement.nextCollection) {
    const next = disbursement.nextCollection;
    facts.push({ label: 'Next collection', value: `${formatMoney(next.amount)} on ${formatDate(next.dueAt)}` });
  }
  if (disbursement.overdue > 0) facts.push({ label: 'Overdue', value: formatMoney(disbursement.overdue) });
  return facts;
}

/** Where the request's money goes: "HDFC0001234 · account ending 5678". */
export function accountLine(account: { last4: string; ifsc: string }): string {
  return `Account ending ${account.last4} · IFSC ${account.ifsc}`;
}
