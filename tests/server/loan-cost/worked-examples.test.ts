import { describe, expect, it } from 'vitest';
import { asPaise } from '../../../server/kit/money.ts';
import { loanCostOf } from '../../../server/kit/loan-cost/loan-cost.ts';
import { instalmentOf } from '../../../server/kit/loan-cost/schedule.ts';
import { gstOn, lenderFee, thirdPartyCharge } from '../../../server/kit/loan-cost/upfront-fees.ts';
import { offersFor } from '../../../server/lenders/lenders.ts';

// The cost calculator (ADR 044) against published worked examples, and the sandbox's three offers
// against an IRR computed here another way: rupees as floats, the textbook EMI unrounded, and plain
// bisection on the net present value.

const rupees = (value: number) => asPaise(Math.round(value * 100));
const monthly = (principal: number, ratePa: number, instalments: number) => ({
  principal: rupees(principal),
  ratePa,
  instalments,
  frequency: 'monthly' as const,
});

/** 12 × the monthly IRR of: `received` now, then `instalment` at the end of each of `count` months. */
function independentApr(received: number, instalment: number, count: number): number {
  const presentValue = (rate: number) =>
    Array.from({ length: count }, (_, index) => instalment / (1 + rate) ** (index + 1)).reduce((a, b) => a + b, 0);
  let low = 0;
  let high = 1;
  for (let step = 0; step < 200; step += 1) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > received) low = mid;
    else high = mid;
  }
  return ((low + high) / 2) * 12 * 100;
}

describe('the cost calculator against published examples', () => {
  it('₹1,00,000 at 12 % for 12 months: EMI ₹8,885, interest ₹6,618.46 (RBI Annex B prints ₹6,620)', () => {
    const cost = loanCostOf(monthly(100_000, 12, 12), []);
    // The textbook EMI is ₹8,884.88, rounded up to the rupee; the last instalment, ₹8,883.46, takes
    // back the ₹1.54 the eleven rounded ones overpaid: 11 × 8,885 + 8,883.46 − 1,00,000 = 6,618.46.
    expect(cost.instalment).toBe(888_500);
    expect(cost.schedule).toHaveLength(12);
    expect(cost.schedule.at(-1)?.instalment).toBe(888_346);
    expect(cost.totalInterest).toBe(661_846);
    expect(Math.abs(cost.totalInterest - 662_000)).toBeLessThan(200);
    // Without fees the APR is the rate itself (to the rounding of the EMI).
    expect(cost.aprPercent).toBe(12);
  });

  it('the same loan with ₹3,000 upfront: net ₹97,000 and an APR of 17.82 % (Annex B: about 17.8 %)', () => {
    const cost = loanCostOf(monthly(100_000, 12, 12), [thirdPartyCharge('Upfront charges', rupees(3000))]);
    expect(cost.netDisbursed).toBe(9_700_000);
    expect(cost.totalPayable).toBe(10_000_000 + 661_846 + 300_000);
    expect(cost.aprPercent).toBe(17.82);
    // Nominal, 12 × the monthly IRR, as RBI's illustration; compounded it would read 19.36 %.
    expect(independentApr(97_000, 8_885, 12)).toBeCloseTo(17.83, 2);
  });

  it('RBI’s digital-lending illustration: ₹20,000 at 15 % over 24 months, ₹400 of fees, net ₹19,600 → 17.07 %', () => {
    // RBI prints instalments of ₹970, interest ₹3,274 and an APR of 17.07 %: the last instalment
    // here takes back what rounding the others up to the rupee overpaid, and the APR is the same.
    // Its ₹160 processing fee and ₹240 insurance are printed without GST: taken here as they are printed.
    const cost = loanCostOf(monthly(20_000, 15, 24), [
      thirdPartyCharge('Processing fee', rupees(160)),
      thirdPartyCharge('Insurance', rupees(240)),
    ]);
    expect(cost.instalment).toBe(97_000);
    expect(cost.netDisbursed).toBe(1_960_000);
    expect(cost.totalInterest).toBe(327_255); // RBI prints ₹3,274 from its rounded ₹970s
    expect(cost.aprPercent).toBe(17.07);
  });

  it('a daily schedule: ₹50,000 at 24 % over 180 days, instalments to the paisa on an Actual/365 year', () => {
    const terms = { principal: rupees(50_000), ratePa: 24, instalments: 180, frequency: 'daily' as const };
    const rate = 0.24 / 365;
    const textbook = (5_000_000 * rate) / (1 - (1 + rate) ** -180);
    expect(instalmentOf(terms)).toBe(Math.ceil(textbook));
    const cost = loanCostOf(terms, [lenderFee('Processing fee', rupees(500))]);
    expect(cost.schedule).toHaveLength(180);
    expect(cost.schedule[0]?.interest).toBe(Math.round(5_000_000 * rate));
    // ₹49,410 received (₹500 and its ₹90 GST off); the APR is 365 × the daily IRR.
    expect(cost.netDisbursed).toBe(4_941_000);
    const received = 49_410;
    const payments = cost.schedule.map((row) => row.instalment / 100);
    let low = 0;
    let high = 1;
    for (let step = 0; step < 200; step += 1) {
      const mid = (low + high) / 2;
      const value = payments.reduce((sum, payment, index) => sum + payment / (1 + mid) ** (index + 1), 0);
      if (value > received) low = mid;
      else high = mid;
    }
    expect(cost.aprPercent).toBeCloseTo(low * 365 * 100, 2);
    expect(cost.aprPercent).toBeGreaterThan(24);
  });

  it('GST on a fee is 18 %, to the nearest paisa', () => {
    expect(gstOn(rupees(5400))).toBe(97_200);
    expect(gstOn(rupees(6480))).toBe(116_640);
    expect(gstOn(asPaise(1))).toBe(0);
    expect(gstOn(asPaise(3))).toBe(1);
  });
});

describe('the sandbox’s three offers', () => {
  // The issue measured 20.96 / 18.61 / 18.63 % on fee and stamp duty alone; GST on the fee is a
  // cost paid upfront too, so it comes off the net disbursed amount as well.
  const offers = offersFor(360_000, 'several');

  it.each(offers.map((offer) => [offer.registeredName, offer] as const))(
    '%s: APR matches an independent IRR to 0.01 percentage point',
    (_, offer) => {
      const fee = (offer.limit * offer.processingFeePercent) / 100;
      const received = offer.limit - fee - fee * 0.18 - 100;
      const rate = offer.interestRatePa / 1200;
      const emi = (offer.limit * rate) / (1 - (1 + rate) ** -offer.tenureMonths);
      expect(offer.processingFee).toBe(fee);
      expect(offer.processingFeeGst).toBeCloseTo(fee * 0.18, 2);
      expect(Math.abs(offer.apr - independentApr(received, emi, offer.tenureMonths))).toBeLessThanOrEqual(0.01);
    },
  );

  it('gives Arthika 21.51 %, Kosh 19.00 %, Vriddhi 18.89 % where the old spread gave 19.50 / 17.50 / 17.92 %', () => {
    expect(offers.map((offer) => [offer.nbfcName, offer.apr])).toEqual([
      ['arthika', 21.51],
      ['kosh', 19],
      ['vriddhi', 18.89],
    ]);
  });
});
