import { createHash } from 'node:crypto';
import { isoAt } from '../context.ts';
import { rupeesFromPaise } from '../kit/money.ts';
import { ediCostOf, type EdiTerms } from '../kit/loan-cost/edi.ts';
import { KFS_TERMS, kfsFeesOf, kfsScheduleOf } from '../lenders/key-facts.ts';
import type { KeyFacts } from '../lenders/kfs-lines.ts';
import { kfsValidUntil, kfsValidityWorkingDays } from '../lenders/kfs-version.ts';
import { lenderNamed, registeredNameOf } from '../lenders/lenders.ts';
import type { EdiOfferRow } from './store.ts';

// The EDI loan's Key Fact Statement to RBI's template (KFS circular, 15 April 2024; ADR 049, ADR 050):
// the same lines, charges and clauses as the credit line's, for the amount and tenure the borrower
// chose, with Annex C the daily schedule. Nothing is stored until the request: the proposal number
// names the quote (customer, offer, amount, tenure) and its day of issue, so the request can check the
// statement the borrower read is the one for its terms and still valid, and record it.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

interface Quote {
  customerId: string;
  offer: EdiOfferRow;
  terms: EdiTerms;
}

/** "20261129": the day in India's time. */
const istDay = (ms: number) => new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');

function proposalNumberOn(quote: Quote, day: string): string {
  const facts = [quote.customerId, quote.offer.id, quote.terms.principal, quote.terms.tenureDays, day].join('|');
  const digest = createHash('sha256').update(facts).digest('hex').slice(0, 8).toUpperCase();
  return `EDI-${day}-${digest}`;
}

/** The KFS of a quote issued at `issuedAtMs`. */
export function ediKeyFactsOf(quote: Quote, issuedAtMs: number): KeyFacts {
  const { offer, terms } = quote;
  const cost = ediCostOf(terms);
  const last = cost.schedule.at(-1);
  const wire = rupeesFromPaise;
  return {
    registeredName: registeredNameOf(offer.lender_name),
    proposalNumber: proposalNumberOn(quote, istDay(issuedAtMs)),
    issuedAt: isoAt(issuedAtMs),
    validUntil: isoAt(kfsValidUntil(issuedAtMs, kfsValidityWorkingDays(terms.tenureDays))),
    loanType: 'Term loan (equated daily instalments)',
    creditLimit: wire(terms.principal),
    disbursalSchedule: 'Paid out in full to your verified bank account once the lender approves the request',
    tenureDays: terms.tenureDays,
    instalments: {
      type: 'Equated daily instalments (EDI), collected by your mandate',
      count: cost.schedule.length,
      amount: wire(cost.instalment),
      lastAmount: last ? wire(last.instalment) : 0,
      firstDue: 'The day after the amount is paid out',
    },
    rateType: 'fixed',
    interestRatePa: terms.ratePa,
    benchmark: null,
    fees: kfsFeesOf(cost.fees),
    netDisbursed: wire(cost.netDisbursed),
    totalInterest: wire(cost.totalInterest),
    totalPayable: wire(cost.totalPayable),
    aprPercent: cost.aprPercent,
    ...KFS_TERMS,
    grievanceOfficer: lenderNamed(offer.lender_name)?.grievanceOfficer ?? null,
    schedule: kfsScheduleOf(cost.schedule),
  };
}

/**
 * Whether `proposalNumber` is the KFS of this quote and still valid at `nowMs`: issued on the day it
 * names for these very terms, and not past its validity (ADR 049: a lapsed KFS is issued afresh).
 */
export function isCurrentProposal(quote: Quote, proposalNumber: string, nowMs: number): boolean {
  const day = /^EDI-(\d{4})(\d{2})(\d{2})-[0-9A-F]{8}$/.exec(proposalNumber);
  if (!day) return false;
  const issuedMs = Date.parse(`${day[1]}-${day[2]}-${day[3]}T00:00:00Z`) - IST_OFFSET_MS;
  if (Number.isNaN(issuedMs) || proposalNumberOn(quote, istDay(issuedMs)) !== proposalNumber) return false;
  return issuedMs <= nowMs && nowMs <= kfsValidUntil(issuedMs, kfsValidityWorkingDays(quote.terms.tenureDays));
}
