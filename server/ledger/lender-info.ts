import type { SandboxDeps } from '../context.ts';
import { isoAt } from '../context.ts';
import type { CustomerRow } from '../db/customers.ts';
import { findApplicationOfCustomer } from '../db/customers.ts';
import { getPostApprovalState } from '../db/post-approval.ts';
import { findAgreementOfLoan } from '../agreement/store.ts';
import { keyFactsOf } from '../agreement/access.ts';
import { findCreditAccountOfLoan } from './accounts.ts';
import { spendTermsOf } from './spend-terms.ts';
import { rupeesFromPaise } from '../kit/money.ts';
import { lenderOf } from '../lenders/lenders.ts';

// The lender's details and the line's terms, for the profile's two reads (§7 nbfc-info and
// credit-terms; ADR 056), beside loan-parties.ts: both read the agreement, which a journey may not.
// What RBI's Digital Lending Directions (2025; the 2022 guidelines before them) ask an app to show:
// the regulated entity and its registration, the lending service provider acting for it, its
// grievance redressal officer and the escalation to the RBI after 30 days; and the line's terms
// as the key fact statement the borrower signed states them.

/** The RBI's complaint portals (RB-IOS 2021): Sachet for unregulated entities' complaints, CMS for the Ombudsman. */
const ESCALATION = {
  afterDays: 30,
  ombudsmanUrl: 'https://cms.rbi.org.in',
  sachetUrl: 'https://sachet.rbi.org.in',
} as const;

const SERVICE_PROVIDER = {
  name: 'Saakh',
  role: 'Lending service provider: Saakh runs this app for the lender and does not lend itself.',
} as const;

function agreementOf(deps: SandboxDeps, customer: CustomerRow) {
  const application = findApplicationOfCustomer(deps.db, customer.id);
  const loanId = application?.latest_loan_id ?? null;
  return { application, agreement: loanId ? findAgreementOfLoan(deps.db, loanId) : undefined };
}

/** The lender the customer's line is with (or the application chose); null before one is chosen. */
export function nbfcInfoOf(deps: SandboxDeps, customer: CustomerRow) {
  const { application, agreement } = agreementOf(deps, customer);
  const chosen = agreement?.nbfc_name ?? (application ? getPostApprovalState(deps.db, application.id).nbfc_name : null);
  const lender = chosen ? lenderOf(chosen) : undefined;
  if (!lender) return null;
  return {
    registeredName: lender.registeredName,
    rbiRegistration: lender.rbiRegistration,
    serviceProvider: SERVICE_PROVIDER,
    grievanceOfficer: lender.grievanceOfficer,
    escalation: ESCALATION,
  };
}

/** The line's tenure's end: its activation plus the KFS's months. */
function lineEndsAt(activatedAtMs: number, months: number): string {
  const end = new Date(activatedAtMs);
  end.setUTCMonth(end.getUTCMonth() + months);
  return isoAt(end.getTime()).slice(0, 10);
}

/** The active line's terms from the KFS its agreement was signed on; null before the line is active. */
export function creditTermsOf(deps: SandboxDeps, customer: CustomerRow) {
  const { agreement } = agreementOf(deps, customer);
  if (!agreement || agreement.review !== 'active' || agreement.activated_at_ms === null) return null;
  const account = findCreditAccountOfLoan(deps.db, agreement.loan_id);
  if (!account) return null;
  const facts = keyFactsOf(agreement);
  const spend = spendTermsOf(deps.db, account);
  const fee = facts.fees.find((head) => head.payableTo === 'lender' && head.amount > 0);
  return {
    loanReference: agreement.reference,
    creditLimit: rupeesFromPaise(account.credit_limit_paise),
    rateType: facts.rateType,
    interestRatePa: facts.interestRatePa,
    aprPercent: facts.aprPercent,
    interestFreeDays: spend.interestFreeDays,
    dueAfterDays: spend.dueAfterDays,
    latePaymentCharge: facts.penalCharges,
    processingFee: fee ? { amount: fee.amount, gst: fee.gst } : null,
    tenureMonths: facts.tenureMonths,
    activatedOn: isoAt(agreement.activated_at_ms).slice(0, 10),
    validUntil: lineEndsAt(agreement.activated_at_ms, facts.tenureMonths),
    kfs: {
      proposalNumber: facts.proposalNumber,
      version: agreement.kfs_acknowledged_version ?? agreement.kfs_version,
    },
    signedAt: agreement.signed_at,
  };
}
