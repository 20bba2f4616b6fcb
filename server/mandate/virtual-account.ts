import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { ApplicationRow } from '../db/customers.ts';
import { getPostApprovalState } from '../db/post-approval.ts';
import { allBranches } from '../lenders/ifsc.ts';
import { offersFor } from '../lenders/lenders.ts';

// GET /v1/va-details: the applicant's virtual account for paying by bank transfer (§2 va-accounts).
// Lenders collect through one bank's virtual accounts, one number per loan, so a transfer to it is
// matched to the borrower without a reference; the sandbox derives the number from the
// application, so it never changes.

export type VirtualAccount = { beneficiaryName: string; accountNumber: string; ifsc: string; bankName: string };

/** The lender the sandbox's agreement falls back to when no offer was chosen (server/agreement/access.ts). */
const FALLBACK_LENDER = 'arthika';
const COLLECTION_BANK_CODE = 'YESB';
const ACCOUNT_PREFIX = 'SAAKH';

function collectionBranch() {
  const branch = allBranches().find((candidate) => candidate.bank === COLLECTION_BANK_CODE);
  if (!branch) throw new Error(`the IFSC directory has no ${COLLECTION_BANK_CODE} branch`);
  return branch;
}

/** Ten digits from the application id: the same account every time, different for each application. */
function accountDigits(applicationId: string): string {
  const hash = createHash('sha256').update(applicationId).digest();
  return Array.from(hash.subarray(0, 10), (byte) => String(byte % 10)).join('');
}

/** The account once the application has a loan to repay; none before. */
export function virtualAccountOf(db: Database, application: ApplicationRow): VirtualAccount | undefined {
  if (!application.latest_loan_id) return undefined;
  const nbfcName = getPostApprovalState(db, application.id).nbfc_name ?? FALLBACK_LENDER;
  const lender = offersFor(application.best_approved_amount ?? 0, 'several').find(
    (offer) => offer.nbfcName === nbfcName,
  );
  const branch = collectionBranch();
  return {
    beneficiaryName: lender?.registeredName ?? nbfcName,
    accountNumber: `${ACCOUNT_PREFIX}${accountDigits(application.id)}`,
    ifsc: branch.ifsc,
    bankName: branch.bankName,
  };
}
