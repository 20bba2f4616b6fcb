import type { Context } from 'hono';
import type { Database } from 'better-sqlite3';
import { isoAt, type SandboxDeps, type SandboxEnv } from '../context.ts';
import { HttpError } from '../kit/errors.ts';
import { findApplicationOfCustomer, updateApplication } from '../db/customers.ts';
import type { ApplicationRow, CustomerRow } from '../db/customers.ts';
import { getPostApprovalState } from '../db/post-approval.ts';
import { offerAtLimit, offersFor } from '../lenders/lenders.ts';
import { loanDetailsOf } from '../lenders/key-facts.ts';
import { kfsValidUntil, kfsValidityWorkingDays, proposalNumberOf } from '../lenders/kfs-version.ts';
import { positionOf } from '../application/advance.ts';
import type { DocumentParties, KeyFacts } from './documents.ts';
import {
  AgreementErrorCodes,
  SIGN_METHODS,
  STAGE_STATUS,
  STAGE_SUB_STATUS,
  coolingOffExit,
  isAgreementStatus,
  type ReviewStage,
} from './rules.ts';
import { eSignStatusAt } from '../providers/esign/status.ts';
import {
  findAgreementOfApplication,
  findAgreementOfLoan,
  insertAgreement,
  latestESignRequest,
  signedESignRequest,
  updateAgreement,
} from './store.ts';
import type { AgreementRow } from './store.ts';
import { findCreditAccountOfLoan } from '../ledger/accounts.ts';
import { duesNow } from '../ledger/holds.ts';
import { rupeesFromPaise } from '../kit/money.ts';
import { REFERENCE_FIELD, issueReference } from '../providers/references.ts';

// Who may read an agreement and what it says: the token's own loan only (another customer's loan
// answers as an unknown one, 404), the summary the app routes on, and the lender's moves.

export const ESIGN_PAGE_PATH = '/v1/sandbox-esign/agreement';

/** Where the sandbox's lender stands in for its credit line's use: what QA set as drawn. */
const FALLBACK_LENDER = 'arthika';

export type OwnedAgreement = { application: ApplicationRow; customer: CustomerRow; agreement: AgreementRow };

/**
 * The application's agreement, made the first time an application with a chosen loan reaches the
 * agreement's statuses (the mandate's hand-over moves it to nbfcApproved), from the offer it chose.
 */
export function ensureAgreement(db: Database, application: ApplicationRow, nowIso: string): AgreementRow | undefined {
  const existing = findAgreementOfApplication(db, application.id);
  if (existing) return existing;
  if (!isAgreementStatus(application.status) || !application.latest_loan_id) return undefined;
  requireLoanIdFree(db, application.latest_loan_id, application.id);
  const state = getPostApprovalState(db, application.id);
  const nbfcName = state.nbfc_name ?? FALLBACK_LENDER;
  const approved = application.best_approved_amount ?? 0;
  const offer = offersFor(approved, 'several').find((candidate) => candidate.nbfcName === nbfcName);
  insertAgreement(db, {
    loan_id: application.latest_loan_id,
    application_id: application.id,
    nbfc_name: nbfcName,
    credit_limit: state.selected_amount ?? offer?.limit ?? approved,
    created_at: nowIso,
  });
  return findAgreementOfApplication(db, application.id);
}

/** A loan id is one application's: another's agreement under it is a conflict, never a shared record. */
export function requireLoanIdFree(db: Database, loanId: string, applicationId: string): void {
  const holder = findAgreementOfLoan(db, loanId);
  if (holder && holder.application_id !== applicationId) {
    throw new HttpError(409, AgreementErrorCodes.loanIdTaken, `The loan id ${loanId} belongs to another application.`);
  }
}

/** The loan named in the path, if it is the token's own; 404 as for an unknown one otherwise. */
export function ownAgreement(deps: SandboxDeps, c: Context<SandboxEnv>, loanId: string): OwnedAgreement {
  const { customer } = c.get('auth');
  const application = findApplicationOfCustomer(deps.db, customer.id);
  const agreement = application
    ? deps.db.transaction(() => {
        const made = ensureAgreement(deps.db, application, isoAt(deps.now()));
        return made && freshKfs(deps.db, made, deps.now());
      })()
    : undefined;
  if (!application || !agreement || agreement.loan_id !== loanId) {
    throw new HttpError(404, AgreementErrorCodes.noLoan, 'No loan of yours has this id.');
  }
  return { application, customer, agreement };
}

/** The chosen offer's key facts at the agreed limit, as the lender's template has them (Annex A, C). */
function detailsOf(agreement: AgreementRow) {
  const base = offersFor(agreement.credit_limit, 'several').find((offer) => offer.nbfcName === agreement.nbfc_name);
  if (!base) throw new Error(`lender ${agreement.nbfc_name} is not a sandbox lender`);
  return loanDetailsOf(offerAtLimit(base, agreement.credit_limit));
}

/** Days in a tenure of months, for the KFS's validity rule (tenors of seven days or more). */
const DAYS_A_MONTH = 30;

/** The current KFS's proposal number and the instants it was issued and stays valid to. */
export function kfsOf(agreement: AgreementRow, tenureMonths: number) {
  const issuedAtMs = agreement.kfs_issued_at_ms ?? Date.parse(agreement.created_at);
  const workingDays = kfsValidityWorkingDays(tenureMonths * DAYS_A_MONTH);
  return {
    proposalNumber: proposalNumberOf(agreement.reference, agreement.kfs_version),
    issuedAtMs,
    validUntilMs: kfsValidUntil(issuedAtMs, workingDays),
  };
}

/** An e-sign request the borrower may still complete (or has, unread): the KFS it was made on stands. */
function eSignInFlight(db: Database, agreement: AgreementRow, nowMs: number): boolean {
  const request = latestESignRequest(db, agreement.loan_id);
  if (!request || request.applied_at_ms !== null) return false;
  const status = eSignStatusAt(request.status, request.expires_at_ms, nowMs);
  return status !== 'FAILURE' && status !== 'EXPIRED';
}

/**
 * The agreement with a KFS the borrower may sign on: one read past its validity while the agreement
 * is still to be signed (and no e-sign under way) is issued afresh, the next version, and its
 * acknowledgement cleared, so the borrower reads and acknowledges the new one before signing.
 */
export function freshKfs(db: Database, agreement: AgreementRow, nowMs: number): AgreementRow {
  if (agreement.review !== 'signing' || agreement.signed_at !== null) return agreement;
  if (nowMs <= kfsOf(agreement, detailsOf(agreement).tenureMonths).validUntilMs) return agreement;
  if (eSignInFlight(db, agreement, nowMs)) return agreement;
  updateAgreement(db, agreement.loan_id, {
    kfs_version: agreement.kfs_version + 1,
    kfs_issued_at_ms: nowMs,
    kfs_acknowledged_at: null,
    kfs_acknowledged_version: null,
  });
  return findAgreementOfLoan(db, agreement.loan_id) ?? agreement;
}

/** The key facts of the chosen offer at the agreed limit (the KFS's content) with its proposal number. */
export function keyFactsOf(agreement: AgreementRow): KeyFacts {
  const details = detailsOf(agreement);
  const kfs = kfsOf(agreement, details.tenureMonths);
  // The offer's own fields (its lender's key, limit, fee percentages) are not the statement's.
  const { amountChange: _change, nbfcName: _lender, limit: _limit, apr, ...facts } = details;
  const { processingFee: _fee, processingFeeGst: _gst, processingFeePercent: _percent, ...statement } = facts;
  return {
    ...statement,
    creditLimit: agreement.credit_limit,
    aprPercent: apr,
    proposalNumber: kfs.proposalNumber,
    issuedAt: isoAt(kfs.issuedAtMs),
    validUntil: isoAt(kfs.validUntilMs),
  };
}

export function partiesOf(deps: SandboxDeps, owned: Pick<OwnedAgreement, 'agreement' | 'customer'>): DocumentParties {
  const { customer, agreement } = owned;
  const name = [customer.first_name, customer.last_name].filter(Boolean).join(' ');
  return {
    loanReference: agreement.reference,
    borrowerName: name || customer.phone,
    businessName: customer.business_name ?? 'the borrower’s business',
    issuedOn: agreement.created_at,
  };
}

/**
 * The credit line once it is live, read from the ledger's account the activation opened (one record
 * of the line): limit, what is left to draw after drawdowns and repayments, and the cooling-off exit.
 */
export function creditAccountOf(db: Database, agreement: AgreementRow, nowMs: number) {
  if (agreement.review !== 'active' || agreement.activated_at_ms === null) return null;
  const account = findCreditAccountOfLoan(db, agreement.loan_id);
  if (!account) return null;
  const dues = duesNow(db, account, new Date(nowMs).toISOString());
  const facts = keyFactsOf(agreement);
  const exit = coolingOffExit({
    principal: rupeesFromPaise(dues.used),
    aprPercent: facts.aprPercent,
    coolingOffDays: facts.coolingOffDays,
    activatedAtMs: agreement.activated_at_ms,
    nowMs,
  });
  return {
    loanId: agreement.loan_id,
    creditLimit: rupeesFromPaise(account.credit_limit_paise),
    availableLimit: rupeesFromPaise(dues.available),
    activatedAt: isoAt(agreement.activated_at_ms),
    coolingOff: {
      days: facts.coolingOffDays,
      endsAt: isoAt(exit.endsAt),
      open: exit.open,
      principal: exit.principal,
      interest: exit.interest,
      exitAmount: exit.exitAmount,
      aprPercent: facts.aprPercent,
    },
  };
}

/** The e-sign provider's page for this request, with the one-time reference it acts on. */
export function eSignUrl(deps: SandboxDeps, origin: string, requestId: string): string {
  const query = new URLSearchParams({
    requestId,
    [REFERENCE_FIELD]: issueReference(deps, 'agreementESign', requestId),
  });
  return `${origin}${ESIGN_PAGE_PATH}?${query.toString()}`;
}

/** What the app reads to place the applicant (GET /v2/creditloan/{loanId}/loan-document). */
export function agreementSummary(deps: SandboxDeps, owned: OwnedAgreement, origin: string) {
  const { agreement, application } = owned;
  const now = deps.now();
  const facts = keyFactsOf(agreement);
  const request = latestESignRequest(deps.db, agreement.loan_id);
  return {
    loanId: agreement.loan_id,
    loanReference: agreement.reference,
    applicationId: application.id,
    nbfcName: agreement.nbfc_name,
    keyFacts: facts,
    kfsAcknowledgedAt: agreement.kfs_acknowledged_at,
    sanctionSignedAt: agreement.sanction_signed_at,
    signMethods: SIGN_METHODS,
    signMethod: agreement.sign_method,
    eSign: request
      ? {
          requestId: request.id,
          status: eSignStatusAt(request.status, request.expires_at_ms, now),
          url: eSignUrl(deps, origin, request.id),
        }
      : null,
    signedAt: agreement.signed_at,
    // The proposal number of the KFS the borrower had acknowledged when they signed (ADR 049).
    signedKfsProposal: signedESignRequest(deps.db, agreement.loan_id)?.kfs_proposal ?? null,
    review: {
      stage: agreement.review,
      expectedBy: agreement.review_expected_at_ms === null ? null : isoAt(agreement.review_expected_at_ms),
      reason: agreement.review_reason,
    },
    creditAccount: creditAccountOf(deps.db, agreement, now),
    application: positionOf(findApplicationOfCustomer(deps.db, owned.customer.id) ?? application),
  };
}

/** Moves the agreement to `stage` and the application to the status that stage shows (§4). */
export function moveAgreement(
  db: Database,
  owned: Pick<OwnedAgreement, 'agreement' | 'application'>,
  stage: ReviewStage,
  patch: Parameters<typeof updateAgreement>[2],
  nowIso: string,
): void {
  updateAgreement(db, owned.agreement.loan_id, { ...patch, review: stage });
  updateApplication(
    db,
    owned.application.id,
    { status: STAGE_STATUS[stage], sub_status: STAGE_SUB_STATUS[stage], next_action: null },
    nowIso,
  );
}

/** A write the agreement takes only while it is being signed (nbfcApproved). */
export function requireSigning(owned: OwnedAgreement): void {
  if (owned.agreement.review !== 'signing' || owned.agreement.signed_at !== null) {
    throw new HttpError(409, AgreementErrorCodes.stepNotOpen, 'This agreement is no longer open for signing.');
  }
}
