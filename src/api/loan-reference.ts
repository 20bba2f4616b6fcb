import * as v from 'valibot';

// A loan's human reference, as the lender gives it (docs/decisions/027-loan-reference-and-receipts.md):
// SKH, the year the loan was made and a six-digit number. What people read instead of the loan's id.

export const loanReferenceSchema = v.pipe(v.string(), v.regex(/^SKH-\d{4}-\d{6}$/));
