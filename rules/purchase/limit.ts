import { ZERO_PAISE, maxPaise, minPaise, subtractPaise, addPaise, type Paise } from '../money/paise.ts';

// The limit arithmetic a spend shows and obeys (issue 30): the review's "available before and
// after", and the line's reservations. A spend holds its amount from the moment it is created
// until it settles (drawn) or fails or is cancelled (released); a repayment frees what it repays.
// Available is the limit less what is drawn and what is held, never below 0 nor above the limit,
// whatever the order of spends, cancels, repayments and settlements (tests/rules/purchase).

/** The review's figures: what is available now, after this spend, and whether the spend fits. */
export interface LimitAfter {
  before: Paise;
  after: Paise;
  fits: boolean;
}

/** Available before and after a spend of `amount`; after is never shown below ₹0. */
export function limitAfter(available: Paise, amount: Paise): LimitAfter {
  const before = maxPaise(available, ZERO_PAISE);
  return { before, after: maxPaise(subtractPaise(before, amount), ZERO_PAISE), fits: amount > 0 && amount <= before };
}

/** A credit line's books: its limit, what spends drew (settled) and what pending spends hold. */
export interface LimitBook {
  limit: Paise;
  drawn: Paise;
  held: Paise;
}

export function availableOf(book: LimitBook): Paise {
  return maxPaise(subtractPaise(subtractPaise(book.limit, book.drawn), book.held), ZERO_PAISE);
}

/** A new spend holds its amount, or is refused (null) when it is not more than ₹0 or more than is available. */
export function hold(book: LimitBook, amount: Paise): LimitBook | null {
  return amount > 0 && amount <= availableOf(book) ? { ...book, held: addPaise(book.held, amount) } : null;
}

/** A held spend settles: what it held is drawn. */
export function settle(book: LimitBook, amount: Paise): LimitBook {
  const moved = minPaise(amount, book.held);
  return { ...book, held: subtractPaise(book.held, moved), drawn: addPaise(book.drawn, moved) };
}

/** A held spend fails or is cancelled: what it held is free again. */
export function release(book: LimitBook, amount: Paise): LimitBook {
  return { ...book, held: subtractPaise(book.held, minPaise(amount, book.held)) };
}

/** A repayment frees what it repays of what is drawn (a larger one frees no more than is drawn). */
export function repay(book: LimitBook, amount: Paise): LimitBook {
  return { ...book, drawn: subtractPaise(book.drawn, minPaise(maxPaise(amount, ZERO_PAISE), book.drawn)) };
}
