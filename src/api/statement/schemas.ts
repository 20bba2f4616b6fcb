import * as v from 'valibot';

// The credit statement's answer (§7 Customer; docs/api-contract.md "Credit statement").

const isoDay = v.pipe(v.string(), v.isoDate());

export const statementLineSchema = v.object({
  date: isoDay,
  description: v.string(),
  debit: v.number(),
  credit: v.number(),
  balance: v.number(),
});
export type StatementLine = v.InferOutput<typeof statementLineSchema>;

export const creditStatementSchema = v.object({
  loanId: v.string(),
  from: isoDay,
  to: isoDay,
  openingBalance: v.number(),
  closingBalance: v.number(),
  totalDebits: v.number(),
  totalCredits: v.number(),
  lines: v.array(statementLineSchema),
});
export type CreditStatement = v.InferOutput<typeof creditStatementSchema>;
