import { describe, expect, it } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { paiseFromInteger, type Paise } from '../../../rules/money/paise.ts';
import {
  availableOf,
  hold,
  limitAfter,
  release,
  repay,
  settle,
  type LimitBook,
} from '../../../rules/purchase/limit.ts';

// The limit arithmetic of a spend: the review's before and after, and the books the lender keeps
// (a pending spend holds its amount). No order of spends, cancels, failures, settlements and
// repayments takes what is available below ₹0 or above the limit, and the books always add up.

const paise = (value: number) => paiseFromInteger(value) as Paise;
const LIMIT = paise(50_000_000);

describe('the review figures', () => {
  it('shows what is available before and after, never below ₹0', () => {
    expect(limitAfter(paise(50_000_000), paise(12_000_000))).toEqual({
      before: paise(50_000_000),
      after: paise(38_000_000),
      fits: true,
    });
    expect(limitAfter(paise(100), paise(500))).toEqual({ before: paise(100), after: paise(0), fits: false });
    expect(limitAfter(paise(100), paise(0)).fits).toBe(false);
  });

  test.prop([fc.integer({ min: -1_000_000, max: 10 ** 10 }), fc.integer({ min: 0, max: 10 ** 10 })])(
    'after is before less the spend when it fits, and never negative',
    (available, amount) => {
      const figures = limitAfter(paise(available), paise(amount));
      expect(figures.before).toBeGreaterThanOrEqual(0);
      expect(figures.after).toBeGreaterThanOrEqual(0);
      expect(figures.after).toBeLessThanOrEqual(figures.before);
      if (figures.fits) expect(figures.after).toBe(figures.before - amount);
    },
  );
});

type Step =
  { kind: 'spend'; amount: number } | { kind: 'settle' | 'release'; pick: number } | { kind: 'repay'; amount: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('spend' as const), amount: fc.integer({ min: 1, max: 30_000_000 }) }),
  fc.record({ kind: fc.constantFrom('settle' as const, 'release' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('repay' as const), amount: fc.integer({ min: 0, max: 30_000_000 }) }),
);

describe('the books under any order of events', () => {
  test.prop([fc.array(step, { maxLength: 40 })])('available stays within 0 and the limit', (steps) => {
    let book: LimitBook = { limit: LIMIT, drawn: paise(0), held: paise(0) };
    const pending: Paise[] = [];
    for (const one of steps) {
      if (one.kind === 'spend') {
        const next = hold(book, paise(one.amount));
        // A spend is accepted exactly when it fits what is available.
        expect(next !== null).toBe(one.amount <= availableOf(book));
        if (next) {
          book = next;
          pending.push(paise(one.amount));
        }
      } else if (one.kind === 'repay') {
        book = repay(book, paise(one.amount));
      } else if (pending.length > 0) {
        const [amount] = pending.splice(one.pick % pending.length, 1) as [Paise];
        book = one.kind === 'settle' ? settle(book, amount) : release(book, amount);
      }
      const available = availableOf(book);
      expect(available).toBeGreaterThanOrEqual(0);
      expect(available).toBeLessThanOrEqual(LIMIT);
      expect(book.held).toBe(pending.reduce((sum, amount) => sum + amount, 0));
      expect(book.limit - book.drawn - book.held).toBe(available);
    }
  });

  it('lets two spends that together exceed the limit hold only one', () => {
    const book: LimitBook = { limit: LIMIT, drawn: paise(0), held: paise(0) };
    const first = hold(book, paise(30_000_000));
    expect(first).not.toBeNull();
    expect(hold(first as LimitBook, paise(30_000_000))).toBeNull();
    expect(availableOf(release(first as LimitBook, paise(30_000_000)))).toBe(LIMIT);
  });
});
