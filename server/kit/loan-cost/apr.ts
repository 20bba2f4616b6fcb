import type { Paise } from '../money.ts';

// APR as RBI's KFS circular (15 April 2024, Annex B) asks: "computed on net disbursed amount using
// IRR approach and reducing balance method". The periodic rate r solves
//   net disbursed = Σ instalment_k / (1 + r)^k
// and is annualised nominally, r × periods a year, as Annex B's own illustration does (ADR 044).

/** The borrower's cash flows: what reaches them at period 0, then what they pay each period. */
export interface CashFlows {
  received: Paise;
  /** Payment k (1-based) falls at the end of period k. */
  payments: readonly Paise[];
}

/** Present value of the payments less what was received, at a periodic rate: falls as the rate rises. */
function shortfall(flows: CashFlows, rate: number): { value: number; slope: number } {
  let value = -flows.received;
  let slope = 0;
  flows.payments.forEach((payment, index) => {
    const k = index + 1;
    const discount = Math.pow(1 + rate, -k);
    value += payment * discount;
    slope -= (k * payment * discount) / (1 + rate);
  });
  return { value, slope };
}

/**
 * The periodic IRR: Newton's method from the flat-cost guess, kept inside a bracket that bisection
 * narrows on every step, so a bad step never leaves the root's interval. The present value of the
 * payments falls strictly as the rate rises, so there is one root when payments exceed what was received;
 * a loan that costs nothing (or lends nothing) has a rate of 0.
 */
export function periodicIrr(flows: CashFlows): number {
  const paid = flows.payments.reduce((sum, payment) => sum + payment, 0);
  if (paid === 0 && flows.received === 0) return 0;
  if (flows.received <= 0 || paid < flows.received) throw new Error('A loan pays back at least what it lent');
  if (paid === flows.received) return 0;
  let low = 0;
  let high = 1;
  while (shortfall(flows, high).value > 0) high *= 2;
  let rate = (paid / flows.received - 1) / flows.payments.length;
  for (let step = 0; step < 200 && high - low > 1e-15; step += 1) {
    const { value, slope } = shortfall(flows, rate);
    if (value === 0) return rate;
    if (value > 0) low = rate;
    else high = rate;
    const newton = rate - value / slope;
    rate = newton > low && newton < high ? newton : (low + high) / 2;
  }
  return rate;
}

/** APR in per cent to two decimals: the periodic IRR times the periods in a year. */
export function aprPercentOf(flows: CashFlows, periodsAYear: number): number {
  return Math.round(periodicIrr(flows) * periodsAYear * 100 * 100) / 100;
}
