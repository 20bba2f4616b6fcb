import type { Database } from 'better-sqlite3';
import { statement } from '../db/statements.ts';
import { isoAt } from '../context.ts';
import { HttpError } from '../kit/errors.ts';
import { CONSENT_KINDS, SettingsErrorCodes, WHATSAPP_CONSENT, WITHDRAWAL, type ConsentKind } from './rules.ts';

// The consents a customer gave (docs/sandbox.md, "Settings"), read where each was given: the
// WhatsApp consent the login posts (consents), DigiLocker's identity record, the account
// aggregator's consent (statement_sessions) and the bureau check the accepted terms allow
// (customers.tnc_accepted_at). A withdrawal is recorded with both dates and never deleted, so a
// withdrawn consent stays in the history as withdrawn. Read with this folder's own SQL: journeys
// share tables, not code.

export type ConsentRecord = {
  kind: ConsentKind;
  status: 'given' | 'withdrawn' | 'notGiven';
  /** ISO instant it was given (the latest time), null when never. */
  givenAt: string | null;
  /** ISO instant it was withdrawn, null unless withdrawn (or withdrawn at the provider, date unknown). */
  withdrawnAt: string | null;
  withdrawal: (typeof WITHDRAWAL)[ConsentKind];
};

type Source = { givenAt: string; endedElsewhere?: boolean } | null;
type Withdrawal = { given_at: string; withdrawn_at: string };

function whatsappSource(db: Database, customerId: string): Source {
  const row = statement(db, 'SELECT status, updated_at FROM consents WHERE customer_id = ? AND consent_type = ?').get(
    customerId,
    WHATSAPP_CONSENT,
  ) as { status: string; updated_at: string } | undefined;
  return row?.status === 'granted' ? { givenAt: row.updated_at } : null;
}

function digilockerSource(db: Database, customerId: string): Source {
  const row = statement(
    db,
    `SELECT r.verified_at FROM identity_records r JOIN applications a ON a.id = r.application_id
     WHERE a.customer_id = ? AND r.source = 'digiLocker'`,
  ).get(customerId) as { verified_at: string } | undefined;
  return row ? { givenAt: row.verified_at } : null;
}

function aaSource(db: Database, customerId: string): Source {
  const row = statement(
    db,
    `SELECT s.state, s.created_at_ms, s.applied_at_ms FROM statement_sessions s
     JOIN applications a ON a.id = s.application_id
     WHERE a.customer_id = ? AND s.way = 'accountAggregator' AND s.state IN ('ACTIVE', 'PAUSED', 'REVOKED')
     ORDER BY s.created_at_ms DESC LIMIT 1`,
  ).get(customerId) as { state: string; created_at_ms: number; applied_at_ms: number | null } | undefined;
  if (!row) return null;
  return { givenAt: isoAt(row.applied_at_ms ?? row.created_at_ms), endedElsewhere: row.state === 'REVOKED' };
}

function bureauSource(db: Database, customerId: string): Source {
  const row = statement(db, 'SELECT tnc_accepted, tnc_accepted_at FROM customers WHERE id = ?').get(customerId) as
    { tnc_accepted: number; tnc_accepted_at: string | null } | undefined;
  return row?.tnc_accepted === 1 && row.tnc_accepted_at ? { givenAt: row.tnc_accepted_at } : null;
}

const SOURCES: Readonly<Record<ConsentKind, (db: Database, customerId: string) => Source>> = {
  whatsapp: whatsappSource,
  digilocker: digilockerSource,
  accountAggregator: aaSource,
  creditBureau: bureauSource,
};

function latestWithdrawal(db: Database, customerId: string, kind: ConsentKind): Withdrawal | undefined {
  return statement(
    db,
    `SELECT given_at, withdrawn_at FROM consent_withdrawals WHERE customer_id = ? AND kind = ?
     ORDER BY withdrawn_at DESC, id DESC LIMIT 1`,
  ).get(customerId, kind) as Withdrawal | undefined;
}

export function consentOf(db: Database, customerId: string, kind: ConsentKind): ConsentRecord {
  const source = SOURCES[kind](db, customerId);
  const withdrawn = latestWithdrawal(db, customerId, kind);
  const withdrawal = WITHDRAWAL[kind];
  // WhatsApp's own row turns to denied on withdrawal, so the source is gone: the record says when.
  if (withdrawn && (!source || withdrawn.withdrawn_at >= source.givenAt)) {
    return { kind, status: 'withdrawn', givenAt: withdrawn.given_at, withdrawnAt: withdrawn.withdrawn_at, withdrawal };
  }
  if (!source) return { kind, status: 'notGiven', givenAt: null, withdrawnAt: null, withdrawal };
  if (source.endedElsewhere)
    return { kind, status: 'withdrawn', givenAt: source.givenAt, withdrawnAt: null, withdrawal };
  return { kind, status: 'given', givenAt: source.givenAt, withdrawnAt: null, withdrawal };
}

export const consentsOf = (db: Database, customerId: string): ConsentRecord[] =>
  CONSENT_KINDS.map((kind) => consentOf(db, customerId, kind));

/** The login's WhatsApp consent row, as POST /v1/consent-status writes it. */
export function setWhatsappConsent(db: Database, customerId: string, status: 'granted' | 'denied', nowIso: string) {
  statement(
    db,
    `INSERT INTO consents (customer_id, consent_type, status, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (customer_id, consent_type) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
  ).run(customerId, WHATSAPP_CONSENT, status, nowIso);
}

/**
 * Withdraws a given consent, all or nothing: the withdrawal is recorded with both dates and what
 * it ends ends (WhatsApp's consent row turns to denied, which stops WhatsApp messages; the account
 * aggregator's consent is revoked). 409 when it is not given or the law keeps it.
 */
export function withdrawConsent(db: Database, customerId: string, kind: ConsentKind, nowIso: string): void {
  db.transaction(() => {
    const current = consentOf(db, customerId, kind);
    if (current.withdrawal === 'none') {
      throw new HttpError(
        409,
        SettingsErrorCodes.notWithdrawable,
        'The lender must keep your DigiLocker KYC record by law, so this consent cannot be withdrawn.',
      );
    }
    if (current.status !== 'given' || !current.givenAt) {
      throw new HttpError(
        409,
        SettingsErrorCodes.notGiven,
        'This consent is not in force, so there is nothing to withdraw.',
      );
    }
    statement(
      db,
      'INSERT INTO consent_withdrawals (customer_id, kind, given_at, withdrawn_at) VALUES (?, ?, ?, ?)',
    ).run(customerId, kind, current.givenAt, nowIso);
    if (kind === 'whatsapp') setWhatsappConsent(db, customerId, 'denied', nowIso);
    if (kind === 'accountAggregator') {
      statement(
        db,
        `UPDATE statement_sessions SET state = 'REVOKED'
         WHERE way = 'accountAggregator' AND state IN ('ACTIVE', 'PAUSED')
         AND application_id IN (SELECT id FROM applications WHERE customer_id = ?)`,
      ).run(customerId);
    }
  })();
}
