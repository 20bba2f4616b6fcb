import { describe, expect } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { asPaise } from '../../../server/kit/money.ts';
import { loanCostOf } from '../../../server/kit/loan-cost/loan-cost.ts';
import { periodRate, type Frequency } from '../../../server/kit/loan-cost/schedule.ts';
import { lenderFee, thirdPartyCharge } from '../../../server/kit/loan-cost/upfront-fees.ts';
import { periodicIrr } from '../../../server/kit/loan-cost/apr.ts';

// The cost calculator's invariants (ADR 044) over loans from ₹10,000 to ₹50 lakh at rates quoted to
// the basis point, monthly over 1 to 60 months and daily over 30 to 365 days.

const terms = fc.oneof(
  fc.record({
    principal: fc.integer({ min: 10_000, max: 5_000_000 }).map((rupees) => asPaise(rupees * 100)),
    ratePa: fc.integer({ min: 0, max: 3600 }).map((basisPoints) => basisPoints / 100),
    instalments: fc.integer({ min: 1, max: 60 }),
    frequency: fc.constant<Frequency>('monthly'),
  }),
  fc.record({
    principal: fc.integer({ min: 10_000, max: 5_000_000 }).map((rupees) => asPaise(rupees * 100)),
    ratePa: fc.integer({ min: 0, max: 3600 }).map((basisPoints) => basisPoints / 100),
    instalments: fc.integer({ min: 30, max: 365 }),
    frequency: fc.constant<Frequency>('daily'),
  }),
);

/** A processing fee of 0.01 % to 5 % of the principal, in whole paise. */
const feeShare = fc.integer({ min: 1, max: 500 }).map((basisPoints) => basisPoints / 10_000);

describe('the repayment schedule', () => {
  test.prop([terms])('its principal column sums to the principal and the loan closes at zero', (loan) => {
    const { schedule } = loanCostOf(loan, []);
    expect(schedule.reduce((sum, row) => sum + row.principal, 0)).toBe(loan.principal);
    const last = schedule.at(-1);
    expect(last && last.outstanding - last.principal).toBe(0);
    expect(schedule.length).toBeLessThanOrEqual(loan.instalments);
  });

  test.prop([terms])('each interest is the outstanding balance × the period rate, to the nearest paisa', (loan) => {
    const { schedule } = loanCostOf(loan, []);
    const rate = periodRate(loan);
    let outstanding = loan.principal as number;
    for (const row of schedule) {
      expect(row.outstanding).toBe(outstanding);
      expect(row.interest).toBe(Math.round(outstanding * rate));
      expect(row.instalment).toBe(row.principal + row.interest);
      outstanding -= row.principal;
    }
  });

  test.prop([terms])('every instalment but the last is the level one; the last absorbs the rounding', (loan) => {
    const { schedule, instalment } = loanCostOf(loan, []);
    for (const row of schedule.slice(0, -1)) expect(row.instalment).toBe(instalment);
    // Rounding the level instalment up overpays, so the last is mostly smaller; half a paisa of
    // interest rounding a period can leave it a few paise larger, never more than a paisa a period.
    const last = schedule.at(-1)?.instalment ?? 0;
    expect(last).toBeGreaterThan(0);
    expect(last).toBeLessThanOrEqual(instalment + schedule.length);
  });
});

describe('the APR', () => {
  test.prop([terms, feeShare])('is at least the nominal rate whenever a fee is charged', (loan, share) => {
    const fee = asPaise(Math.max(1, Math.round(loan.principal * share)));
    const { aprPercent } = loanCostOf(loan, [lenderFee('Processing fee', fee)]);
    expect(aprPercent).toBeGreaterThanOrEqual(loan.ratePa);
  });

  test.prop([terms, fc.integer({ min: 50, max: 500 })])(
    'is above the rate once the fee is 0.5 % or more, and rises with it',
    (loan, basisPoints) => {
      const fee = asPaise(Math.round((loan.principal * basisPoints) / 10_000));
      const lower = loanCostOf(loan, [thirdPartyCharge('Stamp duty', fee)]).aprPercent;
      const higher = loanCostOf(loan, [lenderFee('Processing fee', fee)]).aprPercent;
      expect(lower).toBeGreaterThan(loan.ratePa);
      expect(higher).toBeGreaterThanOrEqual(lower);
    },
  );

  test.prop([terms, feeShare])('discounts the instalments back to the net disbursed amount', (loan, share) => {
    const cost = loanCostOf(loan, [lenderFee('Processing fee', asPaise(Math.round(loan.principal * share)))]);
    const payments = cost.schedule.map((row) => row.instalment);
    const rate = periodicIrr({ received: cost.netDisbursed, payments });
    const value = payments.reduce((sum, payment, index) => sum + payment / (1 + rate) ** (index + 1), 0);
    expect(Math.abs(value - cost.netDisbursed)).toBeLessThan(0.01);
  });
});
