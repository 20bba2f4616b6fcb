import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { asPaise } from '../../../server/kit/money.ts';
import { ediCostOf, type EdiTerms } from '../../../server/kit/loan-cost/edi.ts';
import { loanCostOf } from '../../../server/kit/loan-cost/loan-cost.ts';

// The EDI loan's cost (ADR 050) by the one calculator: a worked example computed by hand below, the
// monthly Annex B example it must leave as it was, and the invariants over daily loans with fees.

const rupees = (value: number) => asPaise(Math.round(value * 100));

/** 365 × the daily IRR by plain bisection, rupees as floats: `received` on day 0, `payments` on days 1…n. */
function independentDailyApr(received: number, payments: readonly number[]): number {
  const presentValue = (rate: number) =>
    payments.reduce((sum, paid, index) => sum + paid / (1 + rate) ** (index + 1), 0);
  let low = 0;
  let high = 1;
  for (let step = 0; step < 200; step += 1) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > received) low = mid;
    else high = mid;
  }
  return ((low + high) / 2) * 365 * 100;
}

describe('an EDI loan worked by hand', () => {
  // ₹1,00,000 at 24 % a year over 90 days, a 2 % processing fee (₹2,000 + 18 % GST ₹360) and ₹100 of stamp duty.
  //   daily rate i = 0.24 / 365                      = 0.000657534246…
  //   (1 + i)^−90                                    = 0.942557234816…
  //   EDI = P·i / (1 − (1 + i)^−90) = 65.7534246 / 0.0574427652 = ₹1,144.677… → rounded up to ₹1,144.68
  //   day 1: interest 1,00,000 × i = ₹65.75, principal 1,144.68 − 65.75 = ₹1,078.93
  //   day 90 (the last) pays what is left, ₹1,143.64, with its interest ₹0.75: ₹1,144.39
  //   interest = 89 × 1,144.68 + 1,144.39 − 1,00,000 = ₹3,020.91
  //   net disbursed = 1,00,000 − 2,000 − 360 − 100 = ₹97,540
  const terms: EdiTerms = {
    principal: rupees(100_000),
    ratePa: 24,
    tenureDays: 90,
    processingFeePercent: 2,
    stampDuty: rupees(100),
  };
  const cost = ediCostOf(terms);

  it('gives the daily instalment, the first and last rows, the interest and the net disbursed amount', () => {
    expect(cost.instalment).toBe(rupees(1144.68));
    expect(cost.schedule).toHaveLength(90);
    expect(cost.schedule[0]).toEqual({
      number: 1,
      outstanding: rupees(100_000),
      interest: rupees(65.75),
      principal: rupees(1078.93),
      instalment: rupees(1144.68),
    });
    expect(cost.schedule.at(-1)).toEqual({
      number: 90,
      outstanding: rupees(1143.64),
      interest: rupees(0.75),
      principal: rupees(1143.64),
      instalment: rupees(1144.39),
    });
    expect(cost.totalInterest).toBe(rupees(3020.91));
    expect(cost.upfrontTotal).toBe(rupees(2460));
    expect(cost.netDisbursed).toBe(rupees(97_540));
    expect(cost.fees.map((fee) => fee.name)).toEqual(['Processing fee', 'Stamp duty']);
  });

  it('gives APR 44.28 %: 365 × the daily IRR on ₹97,540, as an independent bisection finds it', () => {
    // Fees paid up front weigh heavily on a 90-day loan: 24 % nominal becomes 44.28 % APR.
    expect(cost.aprPercent).toBe(44.28);
    const payments = cost.schedule.map((row) => row.instalment / 100);
    expect(Math.abs(independentDailyApr(97_540, payments) - cost.aprPercent)).toBeLessThan(0.01);
  });

  it('leaves the monthly Annex B example as it was: EMI ₹8,885, interest about ₹6,620', () => {
    const monthly = loanCostOf({ principal: rupees(100_000), ratePa: 12, instalments: 12, frequency: 'monthly' }, []);
    expect(monthly.instalment).toBe(rupees(8885));
    expect(monthly.totalInterest).toBe(rupees(6618.46));
  });
});

const ediTerms = fc.record({
  principal: fc.integer({ min: 10_000, max: 500_000 }).map((value) => asPaise(value * 100)),
  ratePa: fc.integer({ min: 100, max: 3600 }).map((basisPoints) => basisPoints / 100),
  tenureDays: fc.integer({ min: 30, max: 365 }),
  processingFeePercent: fc.integer({ min: 0, max: 300 }).map((basisPoints) => basisPoints / 100),
  stampDuty: fc.integer({ min: 0, max: 500 }).map((value) => asPaise(value * 100)),
});

describe('every EDI loan', () => {
  test.prop([ediTerms])('has an APR at least its nominal rate whenever any fee is charged', (terms) => {
    const cost = ediCostOf(terms);
    if (cost.upfrontTotal > 0) expect(cost.aprPercent).toBeGreaterThanOrEqual(terms.ratePa - 0.005);
    else expect(Math.abs(cost.aprPercent - terms.ratePa)).toBeLessThan(0.05);
  });

  test.prop([ediTerms])('repays exactly its principal, each interest the outstanding × the daily rate', (terms) => {
    const { schedule } = ediCostOf(terms);
    expect(schedule.reduce((sum, row) => sum + row.principal, 0)).toBe(terms.principal);
    let outstanding = terms.principal as number;
    for (const row of schedule) {
      expect(row.outstanding).toBe(outstanding);
      expect(row.interest).toBe(Math.round((outstanding * terms.ratePa) / 100 / 365));
      outstanding -= row.principal;
    }
    expect(outstanding).toBe(0);
  });

  test.prop([ediTerms])('nets every upfront charge out of the amount paid out', (terms) => {
    const cost = ediCostOf(terms);
    expect(cost.netDisbursed).toBe(terms.principal - cost.upfrontTotal);
    expect(cost.upfrontTotal).toBe(cost.fees.reduce((sum, fee) => sum + fee.amount + fee.gst, 0));
  });
});
