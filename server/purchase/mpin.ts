import type { Database } from 'better-sqlite3';
import { createHmac, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { isoAt } from '../context.ts';
import { statement } from '../db/statements.ts';
import { HttpError } from '../kit/errors.ts';
import { MPIN_LOCK_MS, MPIN_MAX_WRONG_TRIES, PurchaseErrorCodes } from './rules.ts';

// The customer's mPIN for scan-and-pay (ADR 039): set once, 4 or 6 digits, kept only as scrypt of
// the PIN keyed with the server secret (a leaked table alone cannot be brute-forced offline: a
// 4-digit PIN has 10,000 values), five wrong tries lock it for a day, as a bank's UPI PIN.

type MpinRow = {
  customer_id: string;
  pin_hash: string;
  salt: string;
  digits: number;
  failed_attempts: number;
  locked_until_ms: number | null;
};

type Deps = { db: Database; secret: string; now: () => number };

const hashPin = (secret: string, salt: string, pin: string): Buffer =>
  scryptSync(createHmac('sha256', secret).update(pin).digest(), salt, 32);

const mpinOf = (db: Database, customerId: string): MpinRow | undefined =>
  statement(db, 'SELECT * FROM customer_mpins WHERE customer_id = ?').get(customerId) as MpinRow | undefined;

/** Whether an mPIN is set, how long it is, and until when it is locked. */
export function mpinState(deps: Deps, customerId: string) {
  const row = mpinOf(deps.db, customerId);
  const locked = row?.locked_until_ms != null && row.locked_until_ms > deps.now();
  return {
    isSet: row !== undefined,
    digits: row?.digits ?? null,
    lockedUntil: locked && row?.locked_until_ms != null ? isoAt(row.locked_until_ms) : null,
    triesLeft: row ? MPIN_MAX_WRONG_TRIES - row.failed_attempts : MPIN_MAX_WRONG_TRIES,
  };
}

export function setMpin(deps: Deps, customerId: string, pin: string): void {
  if (mpinOf(deps.db, customerId)) {
    throw new HttpError(409, PurchaseErrorCodes.mpinAlreadySet, 'Your mPIN is already set.');
  }
  const salt = randomBytes(16).toString('hex');
  statement(
    deps.db,
    'INSERT INTO customer_mpins (customer_id, pin_hash, salt, digits, set_at) VALUES (?, ?, ?, ?, ?)',
  ).run(customerId, hashPin(deps.secret, salt, pin).toString('hex'), salt, pin.length, isoAt(deps.now()));
}

/**
 * Throws the §8 error for a wrong PIN (after counting it: the caller commits before throwing) or a
 * locked one; a right one clears the count.
 */
export function checkMpin(deps: Deps, customerId: string, pin: string): HttpError | null {
  const row = mpinOf(deps.db, customerId);
  if (!row) return new HttpError(409, PurchaseErrorCodes.mpinNotSet, 'Please set your mPIN first.');
  const now = deps.now();
  if (row.locked_until_ms !== null && row.locked_until_ms > now) return locked(row.locked_until_ms, now);
  const right =
    pin.length === row.digits && timingSafeEqual(hashPin(deps.secret, row.salt, pin), Buffer.from(row.pin_hash, 'hex'));
  if (right) {
    statement(
      deps.db,
      'UPDATE customer_mpins SET failed_attempts = 0, locked_until_ms = NULL WHERE customer_id = ?',
    ).run(customerId);
    return null;
  }
  // A lock that has run out starts a fresh count.
  const failed = (row.locked_until_ms !== null ? 0 : row.failed_attempts) + 1;
  const lockUntil = failed >= MPIN_MAX_WRONG_TRIES ? now + MPIN_LOCK_MS : null;
  statement(deps.db, 'UPDATE customer_mpins SET failed_attempts = ?, locked_until_ms = ? WHERE customer_id = ?').run(
    lockUntil === null ? failed : 0,
    lockUntil,
    customerId,
  );
  if (lockUntil !== null) return locked(lockUntil, now);
  const left = MPIN_MAX_WRONG_TRIES - failed;
  return new HttpError(
    422,
    PurchaseErrorCodes.wrongMpin,
    `That mPIN is wrong. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  );
}

function locked(untilMs: number, now: number): HttpError {
  return new HttpError(
    429,
    PurchaseErrorCodes.mpinLocked,
    'Your mPIN is locked after too many wrong tries. You can try again in 24 hours.',
    { 'Retry-After': String(Math.max(1, Math.ceil((untilMs - now) / 1000))) },
  );
}
