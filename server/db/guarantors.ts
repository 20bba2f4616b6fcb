import type { Database } from 'better-sqlite3';
import { statement } from './statements.ts';
import { randomUUID } from 'node:crypto';
import { updateColumns } from './update-columns.ts';

/** The guarantor statuses of §4 ("Guarantor journey"), in the order the journey moves through them. */
export const GUARANTOR_STATUSES = [
  'initiated',
  'panNumberUpdated',
  'personalInfoUpdated',
  'digiLockerVerified',
  'aadharESigned',
  // §2: guarantor-details is for readyForOps, where the lender's operations team takes over.
  'readyForOps',
] as const;

export type GuarantorStatus = (typeof GUARANTOR_STATUSES)[number];

export type GuarantorRow = {
  id: string;
  phone: string;
  status: GuarantorStatus;
  tnc_accepted: number;
  tnc_id: string | null;
  tnc_accepted_at: string | null;
  session_id: string | null;
  created_at: string;
};

export type GuarantorLoanRow = {
  guarantor_id: string;
  loan_id: string;
  position: number;
  amount_selected: number;
  business_name: string;
  full_name: string;
  created_time: string;
  expiry_time: string;
  aadhar_esign_pending: number;
};

/** A loan as the wire and the control API describe it (§3 "Guarantor loan"). */
export type GuarantorLoan = {
  loanId: string;
  amountSelected: number;
  businessName: string;
  fullName: string;
  createdTime: string;
  expiryTime: string;
  aadharEsignPending: boolean;
};

export function findGuarantorByPhone(db: Database, phone: string): GuarantorRow | undefined {
  return statement(db, 'SELECT * FROM guarantors WHERE phone = ?').get(phone) as GuarantorRow | undefined;
}

export function findGuarantorById(db: Database, id: string): GuarantorRow | undefined {
  return statement(db, 'SELECT * FROM guarantors WHERE id = ?').get(id) as GuarantorRow | undefined;
}

/** Call inside a transaction. */
export function insertGuarantor(db: Database, phone: string, status: GuarantorStatus, nowIso: string): GuarantorRow {
  const id = randomUUID();
  statement(db, 'INSERT INTO guarantors (id, phone, status, created_at) VALUES (?, ?, ?, ?)').run(
    id,
    phone,
    status,
    nowIso,
  );
  const created = findGuarantorById(db, id);
  if (!created) throw new Error('guarantor vanished right after insert');
  return created;
}

// Pick below refuses a name that is not a column.
const guarantorColumns = ['status', 'tnc_accepted', 'tnc_id', 'tnc_accepted_at', 'session_id'] as const;

export type GuarantorPatch = Partial<Pick<GuarantorRow, (typeof guarantorColumns)[number]>>;

export function updateGuarantor(db: Database, id: string, patch: GuarantorPatch): void {
  updateColumns(db, 'guarantors', id, guarantorColumns, patch);
}

export function listGuarantorLoans(db: Database, guarantorId: string): GuarantorLoan[] {
  const rows = statement(db, 'SELECT * FROM guarantor_loans WHERE guarantor_id = ? ORDER BY position').all(
    guarantorId,
  ) as GuarantorLoanRow[];
  return rows.map((row) => ({
    loanId: row.loan_id,
    amountSelected: row.amount_selected,
    businessName: row.business_name,
    fullName: row.full_name,
    createdTime: row.created_time,
    expiryTime: row.expiry_time,
    aadharEsignPending: row.aadhar_esign_pending === 1,
  }));
}

/** Replaces the guarantor's loans with these, in this order; call inside a transaction. */
export function replaceGuarantorLoans(db: Database, guarantorId: string, loans: readonly GuarantorLoan[]): void {
  statement(db, 'DELETE FROM guarantor_loans WHERE guarantor_id = ?').run(guarantorId);
  const insert = statement(
    db,
    `INSERT INTO guarantor_loans (guarantor_id, loan_id, position, amount_selected, business_name, full_name,
       created_time, expiry_time, aadhar_esign_pending)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  loans.forEach((loan, position) =>
    insert.run(
      guarantorId,
      loan.loanId,
      position,
      loan.amountSelected,
      loan.businessName,
      loan.fullName,
      loan.createdTime,
      loan.expiryTime,
      loan.aadharEsignPending ? 1 : 0,
    ),
  );
}

/** Points the session at the guarantor who logged in on it; it no longer belongs to a customer. */
export function bindSessionToGuarantor(db: Database, sessionId: string, guarantorId: string, phone: string): void {
  statement(db, 'UPDATE sessions SET phone = ?, customer_id = NULL WHERE id = ?').run(phone, sessionId);
  updateGuarantor(db, guarantorId, { session_id: sessionId });
}

/** Marks one of the guarantor's loans as signed by Aadhaar e-sign; call inside a transaction. */
export function markLoanSigned(db: Database, guarantorId: string, loanId: string): void {
  statement(db, 'UPDATE guarantor_loans SET aadhar_esign_pending = 0 WHERE guarantor_id = ? AND loan_id = ?').run(
    guarantorId,
    loanId,
  );
}

/** What the guarantor told the lender about themselves (PAN, then personal details). */
export type GuarantorDetailsRow = {
  guarantor_id: string;
  pan_number: string | null;
  full_name: string | null;
  date_of_birth: string | null;
  email: string | null;
  relation: string | null;
  updated_at: string;
};

export function findGuarantorDetails(db: Database, guarantorId: string): GuarantorDetailsRow | undefined {
  return statement(db, 'SELECT * FROM guarantor_details WHERE guarantor_id = ?').get(guarantorId) as
    GuarantorDetailsRow | undefined;
}

/** Saves the given fields, keeping the others; call inside a transaction. */
export function saveGuarantorDetails(
  db: Database,
  guarantorId: string,
  patch: Partial<Omit<GuarantorDetailsRow, 'guarantor_id' | 'updated_at'>>,
  nowIso: string,
): void {
  const current = findGuarantorDetails(db, guarantorId);
  const next = {
    pan_number: null,
    full_name: null,
    date_of_birth: null,
    email: null,
    relation: null,
    ...current,
    ...patch,
    guarantor_id: guarantorId,
    updated_at: nowIso,
  };
  statement(
    db,
    `INSERT OR REPLACE INTO guarantor_details
       (guarantor_id, pan_number, full_name, date_of_birth, email, relation, updated_at)
     VALUES (@guarantor_id, @pan_number, @full_name, @date_of_birth, @email, @relation, @updated_at)`,
  ).run(next);
}

/** A DigiLocker or Aadhaar e-sign request the guarantor was sent to a provider page for. */
export type GuarantorRequestRow = {
  id: string;
  guarantor_id: string;
  kind: 'digiLocker' | 'eSign';
  loan_id: string | null;
  redirect_url: string;
  outcome: 'pending' | 'success' | 'failure';
  created_at_ms: number;
  expires_at_ms: number;
  decided_at_ms: number | null;
  applied_at_ms: number | null;
};

export function insertGuarantorRequest(
  db: Database,
  row: Pick<GuarantorRequestRow, 'id' | 'guarantor_id' | 'kind' | 'loan_id' | 'redirect_url'> & {
    created_at_ms: number;
    expires_at_ms: number;
  },
): void {
  statement(
    db,
    `INSERT INTO guarantor_requests (id, guarantor_id, kind, loan_id, redirect_url, created_at_ms, expires_at_ms)
     VALUES (@id, @guarantor_id, @kind, @loan_id, @redirect_url, @created_at_ms, @expires_at_ms)`,
  ).run(row);
}

export function findGuarantorRequest(db: Database, id: string): GuarantorRequestRow | undefined {
  return statement(db, 'SELECT * FROM guarantor_requests WHERE id = ?').get(id) as GuarantorRequestRow | undefined;
}

/** The provider page's decision; only a pending request takes one. */
export function decideGuarantorRequest(db: Database, id: string, outcome: 'success' | 'failure', nowMs: number): void {
  statement(
    db,
    "UPDATE guarantor_requests SET outcome = ?, decided_at_ms = ? WHERE id = ? AND outcome = 'pending'",
  ).run(outcome, nowMs, id);
}

export function markGuarantorRequestApplied(db: Database, id: string, nowMs: number): void {
  statement(db, 'UPDATE guarantor_requests SET applied_at_ms = ? WHERE id = ?').run(nowMs, id);
}
