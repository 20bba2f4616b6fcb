import type { Database } from 'better-sqlite3';
import { findCustomerById, type ApplicationRow } from '../db/customers.ts';
import { findBankAccount, getPostApprovalState } from '../db/post-approval.ts';
import { BANKS, findBranch, type Bank } from '../lenders/ifsc.ts';
import type { ApplicationAnswer } from '../application/advance.ts';
import type { NachDetails } from './nach-pdf.ts';
import { MANDATE_MODES, SPONSOR_PAGE_PATH, UPI_PAGE_PATH, isRegistered, type MandateMode } from './rules.ts';
import { mandateSetup, type MandateRow } from './store.ts';
import type { SandboxDeps } from '../context.ts';
import { REFERENCE_FIELD, issueReference } from '../providers/references.ts';

// What the mandate calls answer, built from the tables: the bank on file and its modes, the
// latest attempt, the NACH form's details.

const isoOf = (ms: number | null) => (ms === null || ms >= Number.MAX_SAFE_INTEGER ? null : new Date(ms).toISOString());

/** §4: the bank is the first four characters of the IFSC on file. */
export function bankOnFile(application: ApplicationRow): Bank | undefined {
  const code = application.ifsc_code?.slice(0, 4);
  return BANKS.find((bank) => bank.code === code);
}

/** The mandate's cap: the chosen amount, else the approved limit. */
export function maxAmountOf(db: Database, application: ApplicationRow): number {
  return getPostApprovalState(db, application.id).selected_amount ?? application.best_approved_amount ?? 0;
}

/** Each mode, whether the bank supports it now; UPI is closed while a declined mandate blocks it. */
export function availabilityOf(db: Database, application: ApplicationRow, now: number) {
  const setup = mandateSetup(db, application.id);
  const bank = bankOnFile(application);
  const blocked = setup.upiBlockedUntilMs !== null && setup.upiBlockedUntilMs > now ? setup.upiBlockedUntilMs : null;
  return {
    bankName: bank?.name ?? null,
    ifsc: application.ifsc_code,
    maxAmount: maxAmountOf(db, application),
    modes: MANDATE_MODES.map((mode: MandateMode) => ({
      mode,
      available: setup.modes.includes(mode) && !(mode === 'upiAutopay' && blocked !== null),
      blockedUntil: mode === 'upiAutopay' ? isoOf(blocked) : null,
    })),
  };
}

/** The bank's or UPI app's page for the attempt, with the one-time reference it acts on. */
export function providerUrlOf(deps: SandboxDeps, attempt: Pick<MandateRow, 'id' | 'mode'>): string | null {
  if (attempt.mode === 'nach') return null;
  const query = new URLSearchParams({
    mandate: attempt.id,
    [REFERENCE_FIELD]: issueReference(deps, 'mandate', attempt.id),
  });
  return `${attempt.mode === 'upiAutopay' ? UPI_PAGE_PATH : SPONSOR_PAGE_PATH}?${query.toString()}`;
}

export function statusJson(
  deps: SandboxDeps,
  applicationId: string,
  current: { attempt: MandateRow | null; application: ApplicationAnswer },
  now: number,
) {
  const { db } = deps;
  const { attempt, application } = current;
  const setup = mandateSetup(db, applicationId);
  const blocked = setup.upiBlockedUntilMs !== null && setup.upiBlockedUntilMs > now ? setup.upiBlockedUntilMs : null;
  return {
    registered: isRegistered(application.status, attempt?.status ?? null),
    mandate: attempt && {
      mandateId: attempt.id,
      mode: attempt.mode,
      status: attempt.status,
      reason: attempt.reason,
      createdAt: new Date(attempt.created_at_ms).toISOString(),
      decideAt: isoOf(attempt.decide_at_ms),
      templateDownloaded: attempt.downloaded_at_ms !== null,
      scanUploaded: attempt.scan_sha256 !== null,
      retryBlockedUntil: attempt.mode === 'upiAutopay' ? isoOf(blocked) : null,
      // The page the applicant has yet to finish (the UPI request, the bank's page), while it waits.
      providerUrl: attempt.status === 'initiated' ? providerUrlOf(deps, attempt) : null,
    },
    application,
  };
}

export function nachDetailsOf(
  db: Database,
  application: ApplicationRow,
  mandate: MandateRow,
  now: number,
): NachDetails {
  const customer = findCustomerById(db, application.customer_id);
  const account = findBankAccount(db, application.id);
  const ifsc = account?.ifsc ?? application.ifsc_code ?? '';
  const name = [customer?.first_name, customer?.last_name].filter(Boolean).join(' ');
  return {
    mandateId: mandate.id,
    applicantName: account?.holder_name ?? (name || 'Applicant'),
    businessName: customer?.business_name ?? null,
    bankName: findBranch(ifsc)?.bankName ?? bankOnFile(application)?.name ?? 'Your bank',
    ifsc,
    accountNumber: account ? `XXXX${account.account_number.slice(-4)}` : 'On file with the lender',
    maxAmount: maxAmountOf(db, application),
    date: new Date(now).toISOString(),
  };
}
