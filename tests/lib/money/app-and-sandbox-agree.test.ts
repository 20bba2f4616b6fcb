import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { parseTypedRupees, wireRupeesFromPaise } from '../../../rules/money/paise.ts';
import { amountProblem } from '../../../rules/payment/amount.ts';
import { paiseFromRupees, RupeesAsPaiseSchema } from '../../../server/kit/money.ts';
import { inr } from '../../support/money.ts';

// Issue 27, finding 6: the app took ₹128.02 and the sandbox refused it (8,029 of the 90,000 amounts
// from ₹100.00 to ₹999.99). Here every two-decimal amount from ₹1.00 to ₹9,999.99, as typed: what
// the app reads, sent as its wire rupees through JSON, is what the sandbox reads (its paise
// function and its validation schema), paisa for paisa.

const FIRST = 100; // ₹1.00
const LAST = 999_999; // ₹9,999.99

const typed = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/** A due bigger than every amount here, so the amount rule refuses only below its floor. */
const payable = {
  loanReference: 'SKH-2026-000001',
  loanId: 'LN',
  creditLimit: inr(20000),
  used: inr(10000),
  available: inr(10000),
  totalDue: inr(10000),
  minimumDue: inr(500),
  nextDueDate: null,
  pendingRepayments: inr(0),
  payableNow: inr(10000),
  creditBalance: inr(0),
  creditBalanceRefundBy: null,
};

// A million amounts per test: seconds on an idle machine, many more on a loaded one. The result never
// depends on the time taken, so the limit only catches a hang (pass or fail must not depend on load).
describe('the app and the sandbox agree on every amount from ₹1.00 to ₹9,999.99', { timeout: 300_000 }, () => {
  it('reads each as the same paise on both sides of the wire', () => {
    const disagreements: string[] = [];
    for (let paise = FIRST; paise <= LAST; paise += 1) {
      const text = typed(paise);
      const read = parseTypedRupees(text);
      // The app refuses none of these: each is digits, a point and two decimals.
      if (read !== paise) {
        disagreements.push(`${text}: the app read ${read}`);
        continue;
      }
      const body = JSON.stringify({ amount: wireRupeesFromPaise(read) });
      const { amount } = JSON.parse(body) as { amount: number };
      const sandbox = paiseFromRupees(amount);
      const validated = v.safeParse(RupeesAsPaiseSchema, amount);
      if (sandbox !== paise || !validated.success || validated.output !== paise) {
        disagreements.push(`${text}: sent ${body}, the sandbox read ${sandbox}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('writes each on the wire as the typed decimal, trailing zeros aside', () => {
    const odd: string[] = [];
    for (let paise = FIRST; paise <= LAST; paise += 1) {
      const text = typed(paise);
      const wire = JSON.stringify(wireRupeesFromPaise(parseTypedRupees(text) ?? inr(0)));
      if (wire !== text.replace(/\.?0+$/, '')) odd.push(`${text} → ${wire}`);
    }
    expect(odd).toEqual([]);
  });

  it('refuses as a repayment only what is below ₹100, saying so (the sandbox has the same floor)', () => {
    const refused = new Map<string, number>();
    for (let paise = FIRST; paise <= LAST; paise += 1) {
      const problem = amountProblem('other', typed(paise), payable);
      if (problem === null) continue;
      expect(paise).toBeLessThan(10_000);
      refused.set(problem, (refused.get(problem) ?? 0) + 1);
    }
    // ₹1.00 to ₹99.99: 9,900 amounts, each with the floor's sentence.
    expect(Object.fromEntries(refused)).toEqual({ 'Enter at least ₹100.': 9_900 });
  });
});
