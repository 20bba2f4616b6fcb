import type { Database } from 'better-sqlite3';
import { statement } from '../db/statements.ts';

// The lender's documents of an application's loan, once its agreement exists (the KFS stays
// readable, RBI): a loan fact the profile's documents page lists, read here as loan-reference.ts
// reads the loan's reference, so no journey reaches into the agreement journey's store.

export type LoanDocument = 'kfs' | 'sanctionLetter' | 'signedAgreement' | 'loanAgreement';

export function loanDocumentsOf(db: Database, applicationId: string): LoanDocument[] {
  const agreement = statement(db, 'SELECT signed_at FROM loan_agreements WHERE application_id = ?').get(
    applicationId,
  ) as { signed_at: string | null } | undefined;
  if (!agreement) return [];
  return ['kfs', 'sanctionLetter', agreement.signed_at ? 'signedAgreement' : 'loanAgreement'];
}
