import type { Database } from 'better-sqlite3';
import { statement } from '../db/statements.ts';
import { interestFreeDaysOf } from '../lenders/lenders.ts';
import type { CreditAccountRow } from './accounts.ts';
import { DUE_AFTER_DAYS } from './dues.ts';

// The agreement's terms for one spend on the line: how many days it carries no interest and when it
// falls due, read from the lender the loan's agreement names (loan_agreements, as loan-reference.ts
// reads it); a line QA opened without an agreement has the sole lender's.

export type SpendTerms = { interestFreeDays: number; dueAfterDays: number };

export function spendTermsOf(db: Database, account: CreditAccountRow): SpendTerms {
  const row = statement(db, 'SELECT nbfc_name FROM loan_agreements WHERE loan_id = ?').get(account.loan_id) as
    { nbfc_name: string | null } | undefined;
  return {
    interestFreeDays: Math.min(interestFreeDaysOf(row?.nbfc_name ?? null), DUE_AFTER_DAYS),
    dueAfterDays: DUE_AFTER_DAYS,
  };
}
