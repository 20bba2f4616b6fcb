import type { Database } from 'better-sqlite3';
import { isoAt } from '../context.ts';
import { asPaise, rupeesFromPaise } from '../kit/money.ts';
import { DAY_MS, ediCostOf, type EdiCost, type EdiTerms } from '../kit/loan-cost/edi.ts';
import { FAILURE_REASONS, type FailureReason } from './rules.ts';
import {
  collectionsOf,
  disbursedLoans,
  findEdiOffer,
  insertCollection,
  type CollectionRow,
  type DisbursementRow,
} from './store.ts';

// The daily collections from the mandate, driven by the sandbox clock: instalment k of a loan paid
// out at T falls due at T + k days. Whenever the customer's EDI records are read or a request is
// made, every instalment due by now and not yet presented is presented to the mandate, collected,
// or missed while QA has the debits bouncing (PUT /__sandbox/customers/:phone/edi-collections).
// A missed instalment is overdue until QA records it paid.

export function termsOf(
  row: Pick<DisbursementRow, 'amount_paise' | 'tenure_days' | 'rate_pa'> & {
    processing_fee_percent: number;
    stamp_duty_paise: number;
  },
): EdiTerms {
  return {
    principal: asPaise(row.amount_paise),
    ratePa: row.rate_pa,
    tenureDays: row.tenure_days,
    processingFeePercent: row.processing_fee_percent,
    stampDuty: asPaise(row.stamp_duty_paise),
  };
}

/** Presents to the mandate every instalment of the customer's loans due by `nowMs`. Call inside a transaction. */
export function collectDue(db: Database, customerId: string, nowMs: number): void {
  const bounce = findEdiOffer(db, customerId)?.collections_bounce === 1;
  for (const loan of disbursedLoans(db, customerId)) {
    if (loan.disbursed_at_ms === null) continue;
    const presented = collectionsOf(db, loan.id).length;
    const { schedule } = ediCostOf(termsOf(loan));
    for (const row of schedule.slice(presented)) {
      const dueMs = loan.disbursed_at_ms + row.number * DAY_MS;
      if (dueMs > nowMs) break;
      insertCollection(db, {
        disbursement_id: loan.id,
        number: row.number,
        due_at: isoAt(dueMs),
        amount_paise: row.instalment,
        status: bounce ? 'missed' : 'collected',
      });
    }
  }
}

/** Whether any instalment of the customer's loans was missed and is still unpaid. */
export function hasOverdue(db: Database, customerId: string): boolean {
  return disbursedLoans(db, customerId).some((loan) =>
    collectionsOf(db, loan.id).some((row) => row.status === 'missed'),
  );
}

const money = (paise: number) => rupeesFromPaise(asPaise(paise));

/** What calculate-edi answers, and every disbursement carries: the loan's cost by the one calculator. */
export function costJson(terms: EdiTerms, cost: EdiCost = ediCostOf(terms)) {
  return {
    amount: money(terms.principal),
    tenureDays: terms.tenureDays,
    ratePa: terms.ratePa,
    dailyInstalment: money(cost.instalment),
    totalInterest: money(cost.totalInterest),
    totalPayable: money(cost.totalPayable),
    netDisbursed: money(cost.netDisbursed),
    aprPercent: cost.aprPercent,
    fees: cost.fees.map((fee) => ({ name: fee.name, amount: money(fee.amount), gst: money(fee.gst) })),
  };
}

function scheduleJson(cost: EdiCost, collections: readonly CollectionRow[], disbursedAtMs: number | null) {
  return cost.schedule.map((row) => ({
    number: row.number,
    dueAt: disbursedAtMs === null ? null : isoAt(disbursedAtMs + row.number * DAY_MS),
    outstanding: money(row.outstanding),
    principal: money(row.principal),
    interest: money(row.interest),
    instalment: money(row.instalment),
    status: collections[row.number - 1]?.status ?? 'due',
  }));
}

/** A disbursement as the API answers it: its terms, status, schedule and what the mandate collected. */
export function disbursementJson(db: Database, row: DisbursementRow) {
  const terms = termsOf(row);
  const cost = ediCostOf(terms);
  const collections = collectionsOf(db, row.id);
  const sum = (status: CollectionRow['status']) =>
    collections.filter((entry) => entry.status === status).reduce((total, entry) => total + entry.amount_paise, 0);
  const next = row.status === 'disbursed' ? cost.schedule[collections.length] : undefined;
  return {
    id: row.id,
    status: row.status,
    reason: row.reason === null ? null : (FAILURE_REASONS[row.reason as FailureReason] ?? null),
    kfsProposal: row.kfs_proposal,
    ...costJson(terms, cost),
    account: { last4: row.account_last4, ifsc: row.ifsc },
    requestedAt: row.requested_at,
    disbursedAt: row.disbursed_at_ms === null ? null : isoAt(row.disbursed_at_ms),
    schedule: scheduleJson(cost, collections, row.disbursed_at_ms),
    collectedSoFar: money(sum('collected')),
    overdue: money(sum('missed')),
    nextCollection:
      next && row.disbursed_at_ms !== null
        ? {
            number: next.number,
            dueAt: isoAt(row.disbursed_at_ms + next.number * DAY_MS),
            amount: money(next.instalment),
          }
        : null,
  };
}
