import type { Database } from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { statement } from '../db/statements.ts';
import type { Paise } from '../kit/money.ts';

// The credit account ledger (docs/sandbox.md, "Credit account and payments"): one account per
// customer, opened when the lender activates the loan, and an append-only list of entries.
// Drawdowns, interest and fees raise what is owed; repayments lower it. Balances are always
// summed from the entries, never stored, so a payment recorded once is counted once. Amounts are
// integer paise (server/kit/money.ts); rupees exist only on the wire and on the customer's documents.

export type CreditAccountRow = {
  id: string;
  customer_id: string;
  loan_id: string;
  credit_limit_paise: Paise;
  annual_rate: number;
  opened_at: string;
};

export type LedgerKind = 'drawdown' | 'repayment' | 'interest' | 'fee';

export type LedgerEntryRow = {
  id: string;
  account_id: string;
  kind: LedgerKind;
  amount_paise: Paise;
  description: string;
  payment_id: string | null;
  at: string;
  /** The last day (YYYY-MM-DD) a drawdown carries no interest; null (or absent) when it accrues from its first. */
  interest_free_until?: string | null;
  /** A drawdown's supplier, or the supplier a supplier-flow repayment pays first (ADR 047); null otherwise. */
  supplier_id?: string | null;
};

export type OpenAccountInput = {
  customerId: string;
  loanId: string;
  creditLimit: Paise;
  /** Per cent a year, as the agreement says. */
  annualRate: number;
  openedAt: string;
};

/**
 * Opens the customer's credit account (the agreement's activation calls this); opening it again
 * returns the account already there, so a repeated activation never makes a second one.
 */
export function openCreditAccount(db: Database, input: OpenAccountInput): CreditAccountRow {
  const existing = findCreditAccount(db, input.customerId);
  if (existing) return existing;
  statement(
    db,
    `INSERT INTO credit_accounts (id, customer_id, loan_id, credit_limit_paise, annual_rate, opened_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(randomUUID(), input.customerId, input.loanId, input.creditLimit, input.annualRate, input.openedAt);
  return findCreditAccount(db, input.customerId) as CreditAccountRow;
}

export function findCreditAccount(db: Database, customerId: string): CreditAccountRow | undefined {
  return statement(db, 'SELECT * FROM credit_accounts WHERE customer_id = ?').get(customerId) as
    CreditAccountRow | undefined;
}

/** The account a loan opened (the agreement reads its line from here, never from its own record). */
export function findCreditAccountOfLoan(db: Database, loanId: string): CreditAccountRow | undefined {
  return statement(db, 'SELECT * FROM credit_accounts WHERE loan_id = ?').get(loanId) as CreditAccountRow | undefined;
}

/** Closes the customer's account with its entries (QA seeding a new loan for the same borrower). */
export function closeCreditAccount(db: Database, customerId: string): void {
  statement(db, 'DELETE FROM credit_accounts WHERE customer_id = ?').run(customerId);
}

export type NewEntry = {
  kind: LedgerKind;
  amount: Paise;
  description: string;
  at: string;
  paymentId?: string;
  interestFreeUntil?: string;
  /** The supplier a drawdown paid, or whose drawdowns a repayment pays first (ADR 047). */
  supplierId?: string;
};

/** Appends one entry; a payment's entry is unique by payment id, so recording it twice is a no-op. */
export function addEntry(db: Database, accountId: string, entry: NewEntry): void {
  statement(
    db,
    `INSERT OR IGNORE INTO ledger_entries
       (id, account_id, kind, amount_paise, description, payment_id, at, interest_free_until, supplier_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    randomUUID(),
    accountId,
    entry.kind,
    entry.amount,
    entry.description,
    entry.paymentId ?? null,
    entry.at,
    entry.interestFreeUntil ?? null,
    entry.supplierId ?? null,
  );
}

export function entriesOf(db: Database, accountId: string): LedgerEntryRow[] {
  return statement(db, 'SELECT * FROM ledger_entries WHERE account_id = ? ORDER BY at, rowid').all(
    accountId,
  ) as LedgerEntryRow[];
}
