import type { Database } from 'better-sqlite3';
import type { CustomerRow } from '../db/customers.ts';
import { findApplicationOfCustomer } from '../db/customers.ts';
import { getPostApprovalState } from '../db/post-approval.ts';
import { findAgreementOfLoan } from '../agreement/store.ts';
import { gstinOf, registeredNameOf } from '../lenders/lenders.ts';
import { phoneForPeople } from '../post-approval/application-form/facts.ts';

// Who a borrower's money documents (the statement, receipts) are between: the borrower and their
// business, the lender by its registered name, and the loan by its human reference. A line QA
// opened without an agreement (no loan was made) has no reference, and its lender is the one the
// application chose, else the sandbox's sole lender.

export type LoanParties = {
  borrowerName: string;
  businessName: string | null;
  lenderName: string;
  /** The lender's GST registration, for a fee's tax invoice. */
  lenderGstin: string;
  loanReference: string | null;
};

export function loanPartiesOf(db: Database, customer: CustomerRow, loanId: string | null): LoanParties {
  const application = findApplicationOfCustomer(db, customer.id);
  // A fee paid before the line is opened belongs to the loan the application chose.
  const loan = loanId ?? application?.latest_loan_id ?? null;
  const agreement = loan ? findAgreementOfLoan(db, loan) : undefined;
  const chosen = application ? getPostApprovalState(db, application.id).nbfc_name : null;
  const name = [customer.first_name, customer.last_name].filter(Boolean).join(' ');
  return {
    borrowerName: name || phoneForPeople(customer.phone),
    businessName: customer.business_name,
    lenderName: registeredNameOf(agreement?.nbfc_name ?? chosen),
    lenderGstin: gstinOf(agreement?.nbfc_name ?? chosen),
    loanReference: agreement?.reference ?? null,
  };
}
