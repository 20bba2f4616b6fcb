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
