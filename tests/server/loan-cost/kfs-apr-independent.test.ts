import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, logIn, makeSandbox, type TestSandbox } from '../../support/server/sandbox.ts';

// The three offers' APRs as the KFS answers them over the wire, against an IRR this test computes on
// its own from the printed terms: the schedule written out here (EMI rounded up to the rupee, each
// month's interest on the balance to the paisa, the last instalment paying what is left), the cash
// flows (the limit less the fee, its 18 % GST and ₹100 stamp duty, then the instalments), and plain
// bisection on their net present value. None of the sandbox's calculator is called.

let s: TestSandbox | undefined;
afterEach(() => s?.close());

type Row = { number: number; outstanding: number; principal: number; interest: number; instalment: number };
type Facts = {
  creditLimit: number;
  interestRatePa: number;
  tenureMonths: number;
  aprPercent: number;
  netDisbursed: number;
  fees: { name: string; amount: number; gst: number }[];
  schedule: Row[];
};

/** The reducing-balance schedule in whole paise, written out as a person would on a spreadsheet. */
function scheduleFor(principalRupees: number, ratePa: number, months: number): number[] {
  const rate = ratePa / 1200;
  const principal = Math.round(principalRupees * 100);
  const emi = Math.ceil((principal * rate) / (1 - (1 + rate) ** -months) / 100 - 1e-9) * 100;
  const payments: number[] = [];
  let balance = principal;
  for (let month = 1; month <= months && balance > 0; month += 1) {
    const interest = Math.round(balance * rate);
    const payment = month === months || balance + interest <= emi ? balance + interest : emi;
    payments.push(payment);
    balance -= payment - interest;
  }
  return payments;
}

/** 12 × the monthly rate at which the payments' present value is what was received: bisection. */
function bisectionApr(received: number, payments: readonly number[]): number {
  const value = (rate: number) => payments.reduce((sum, paid, index) => sum + paid / (1 + rate) ** (index + 1), 0);
  let low = 0;
  let high = 1;
  for (let step = 0; step < 200; step += 1) {
    const middle = (low + high) / 2;
    if (value(middle) > received) low = middle;
    else high = middle;
  }
  return ((low + high) / 2) * 12 * 100;
}

describe('the three offers’ APR on the KFS', () => {
  it.each(['arthika', 'kosh', 'vriddhi'])(
    '%s: matches an independent IRR of its cash flows to 0.01 percentage point',
    async (lender) => {
      s = makeSandbox();
      const phone = '9876500061';
      const headers = auth((await logIn(s, phone)).token);
      const seeded = await json<{ agreement: { loanId: string } }>(
        await s.call('PUT', `/__sandbox/customers/${phone}/agreement`, {
          seed: { nbfcName: lender, approvedAmount: 360_000 },
        }),
      );
      const { keyFacts } = await json<{ keyFacts: Facts }>(
        await s.call('GET', `/v2/creditloan/${seeded.agreement.loanId}/loan-document`, undefined, headers),
      );
      const payments = scheduleFor(keyFacts.creditLimit, keyFacts.interestRatePa, keyFacts.tenureMonths);
      // Annex C is the schedule written out here, instalment for instalment.
      expect(keyFacts.schedule.map((row) => Math.round(row.instalment * 100))).toEqual(payments);
      const fee = keyFacts.fees.find((one) => one.name === 'Processing fee');
      const upfront = (fee?.amount ?? 0) * 1.18 + 100;
      const received = Math.round((keyFacts.creditLimit - upfront) * 100);
      expect(Math.round(keyFacts.netDisbursed * 100)).toBe(received);
      expect(Math.abs(keyFacts.aprPercent - bisectionApr(received, payments))).toBeLessThanOrEqual(0.01);
      // A fee makes the loan cost more than its rate.
      expect(keyFacts.aprPercent).toBeGreaterThan(keyFacts.interestRatePa);
    },
  );

  it('are Arthika 21.51 %, Kosh 19.00 %, Vriddhi 18.89 % on ₹3,60,000 approved', async () => {
    s = makeSandbox();
    const phone = '9876500062';
    const headers = auth((await logIn(s, phone)).token);
    const aprs: number[] = [];
    for (const lender of ['arthika', 'kosh', 'vriddhi']) {
      const seeded = await json<{ agreement: { loanId: string } }>(
        await s.call('PUT', `/__sandbox/customers/${phone}/agreement`, {
          seed: { nbfcName: lender, approvedAmount: 360_000 },
        }),
      );
      const { keyFacts } = await json<{ keyFacts: Facts }>(
        await s.call('GET', `/v2/creditloan/${seeded.agreement.loanId}/loan-document`, undefined, headers),
      );
      aprs.push(keyFacts.aprPercent);
    }
    expect(aprs).toEqual([21.51, 19, 18.89]);
  });
});
