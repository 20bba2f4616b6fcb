import * as v from 'valibot';
import { wirePaise, wirePaiseAtLeastZero } from '../../../api/wire-money.ts';
import { loanReferenceSchema } from '../../../api/loan-reference.ts';
import type { CreditStatement } from '../../../../rules/statement/types.ts';
import type { Assert, Equal } from '../../../api/same-type.ts';

// The credit statement's answer (§7 Customer; docs/api-contract.md "Credit statement").

// A regex rather than v.isoDate(): valibot sits in the login route's framework chunk, where every
// action first used here would be paid for by the login page too.
const isoDay = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

export const statementLineSchema = v.object({
  date: isoDay,
  description: v.string(),
  debit: wirePaiseAtLeastZero,
  credit: wirePaiseAtLeastZero,
  balance: wirePaise,
  // The payment a repayment line records, whose receipt it offers; null for drawdowns and charges.
  transactionId: v.nullable(v.string()),
});
export type StatementLine = v.InferOutput<typeof statementLineSchema>;

export const creditStatementSchema = v.object({
  loanId: v.string(),
  // The loan as people read it (null only for a line opened without an agreement), and its lender.
  loanReference: v.nullable(loanReferenceSchema),
  lenderName: v.string(),
  from: isoDay,
  to: isoDay,
  openingBalance: wirePaise,
  closingBalance: wirePaise,
  totalDebits: wirePaiseAtLeastZero,
  totalCredits: wirePaiseAtLeastZero,
  // Money the lender owes back (paid in excess) and the day it will reach the bank account by.
  creditBalance: wirePaiseAtLeastZero,
  creditBalanceRefundBy: v.nullable(isoDay),
  lines: v.array(statementLineSchema),
});
type _CreditStatementIsRules = Assert<Equal<CreditStatement, v.InferOutput<typeof creditStatementSchema>>>;
