import type { Database } from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { isoAt } from '../context.ts';
import { statement } from '../db/statements.ts';
import { ErrorCodes, HttpError, notFound } from '../kit/errors.ts';
import { INVITATION_DAYS, INVITATION_RESEND_WAIT_MS, PurchaseErrorCodes, type InvitationState } from './rules.ts';

// An invitation to a supplier not on the platform, sent by SMS or WhatsApp (docs/sandbox.md,
// "Invitations"): sent → opened (the supplier opened the link) → joined (signed up; they become one
// of the customer's suppliers), or expired after INVITATION_DAYS unless resent. The control API
// plays the supplier; the clock expires what nobody answered.

export type InvitationRow = {
  id: string;
  customer_id: string;
  name: string;
  phone: string;
  channel: 'SMS' | 'WHATSAPP';
  state: InvitationState;
  sent_at_ms: number;
  expires_at_ms: number;
  resends: number;
  supplier_id: string | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The invitation as the clock leaves it: one still open past its time has expired. */
export const invitationNow = (row: InvitationRow, nowMs: number): InvitationRow =>
  (row.state === 'sent' || row.state === 'opened') && nowMs >= row.expires_at_ms ? { ...row, state: 'expired' } : row;

export function invitationsOf(db: Database, customerId: string, nowMs: number): InvitationRow[] {
  const rows = statement(db, 'SELECT * FROM supplier_invitations WHERE customer_id = ? ORDER BY sent_at_ms DESC').all(
    customerId,
  ) as InvitationRow[];
  return rows.map((row) => invitationNow(row, nowMs));
}

export function findInvitation(db: Database, id: string, nowMs: number): InvitationRow | undefined {
  const row = statement(db, 'SELECT * FROM supplier_invitations WHERE id = ?').get(id) as InvitationRow | undefined;
  return row ? invitationNow(row, nowMs) : undefined;
}

export function ownInvitation(db: Database, customerId: string, id: string, nowMs: number): InvitationRow {
  const row = findInvitation(db, id, nowMs);
  if (!row || row.customer_id !== customerId) throw notFound('There is no such invitation.');
  return row;
}

export type NewInvitation = { name: string; phone: string; channel: 'SMS' | 'WHATSAPP' };

/** Sends an invitation; inviting the same phone again is a resend of the one already there. */
export function sendInvitation(db: Database, customerId: string, input: NewInvitation, nowMs: number): InvitationRow {
  const existing = statement(db, 'SELECT id FROM supplier_invitations WHERE customer_id = ? AND phone = ?').get(
    customerId,
    input.phone,
  ) as { id: string } | undefined;
  if (existing) return resendInvitation(db, ownInvitation(db, customerId, existing.id, nowMs), nowMs, input.channel);
  const id = randomUUID();
  statement(
    db,
    `INSERT INTO supplier_invitations (id, customer_id, name, phone, channel, state, sent_at_ms, expires_at_ms)
       VALUES (?, ?, ?, ?, ?, 'sent', ?, ?)`,
  ).run(id, customerId, input.name, input.phone, input.channel, nowMs, nowMs + INVITATION_DAYS * DAY_MS);
  return ownInvitation(db, customerId, id, nowMs);
}

/** Sends it again (a fresh link and period); not once joined, nor within the wait after the last. */
export function resendInvitation(
  db: Database,
  row: InvitationRow,
  nowMs: number,
  channel: 'SMS' | 'WHATSAPP' = row.channel,
): InvitationRow {
  if (row.state === 'joined') {
    throw new HttpError(409, PurchaseErrorCodes.invitationJoined, `${row.name} has already joined.`);
  }
  const waitMs = row.sent_at_ms + INVITATION_RESEND_WAIT_MS - nowMs;
  if (waitMs > 0) {
    throw new HttpError(
      429,
      ErrorCodes.resendTooSoon,
      'Please wait a few seconds before sending the invitation again.',
      {
        'Retry-After': String(Math.ceil(waitMs / 1000)),
      },
    );
  }
  statement(
    db,
    `UPDATE supplier_invitations SET state = 'sent', channel = ?, sent_at_ms = ?, expires_at_ms = ?,
       resends = resends + 1 WHERE id = ?`,
  ).run(channel, nowMs, nowMs + INVITATION_DAYS * DAY_MS, row.id);
  return ownInvitation(db, row.customer_id, row.id, nowMs);
}

/** The supplier's side (control API): opened the link, joined (with the supplier it became), or let it lapse. */
export function moveInvitation(
  db: Database,
  row: InvitationRow,
  state: 'opened' | 'joined' | 'expired',
  supplierId: string | null,
  nowMs: number,
): InvitationRow {
  const open = row.state === 'sent' || row.state === 'opened';
  if (!open || (state === 'opened' && row.state === 'opened')) {
    throw new HttpError(
      409,
      PurchaseErrorCodes.railsMove,
      `This invitation is ${row.state}: it cannot become ${state}.`,
    );
  }
  const expiresAt = state === 'expired' ? nowMs : row.expires_at_ms;
  statement(db, 'UPDATE supplier_invitations SET state = ?, supplier_id = ?, expires_at_ms = ? WHERE id = ?').run(
    state,
    supplierId,
    expiresAt,
    row.id,
  );
  return findInvitation(db, row.id, nowMs) as InvitationRow;
}

export const invitationJson = (row: InvitationRow) => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  channel: row.channel,
  state: row.state,
  sentAt: isoAt(row.sent_at_ms),
  expiresAt: isoAt(row.expires_at_ms),
  resends: row.resends,
  supplierId: row.supplier_id,
});
