import type { Database } from 'better-sqlite3';
import { createHmac } from 'node:crypto';
import { ErrorCodes, HttpError } from './errors.ts';
import { statement } from '../db/statements.ts';

// Every call that moves money carries an `Idempotency-Key` header (one key per attempt). The
// first answer for a key is kept and replayed for the same request, so a double tap, a reload
// mid-call or a retry after a timeout charges once; the same key with another body is a 409
// (Stripe's rules, /work notes "Payments"). Keys are per customer, whichever journey moves the money.

export const IDEMPOTENCY_HEADER = 'idempotency-key';

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** Keyed with the server secret: the body may carry a card number, which a bare hash would not hide. */
export function requestHash(secret: string, body: unknown): string {
  return createHmac('sha256', secret).update(JSON.stringify(body)).digest('hex');
}

export function assertKeyShape(key: string | undefined): string {
  if (!key || !KEY_PATTERN.test(key)) {
    throw new HttpError(400, 'EPL-40000', 'header Idempotency-Key: must be 8 to 100 letters, digits, - or _');
  }
  return key;
}

type KeptAnswer = { request_hash: string; response_json: string };

/**
 * The kept answer for this key, or undefined for a new key. Call inside the transaction that
 * will `keepAnswer`, so two racing requests with one key cannot both charge.
 */
export function replayOf(db: Database, customerId: string, key: string, hash: string): unknown {
  const kept = statement(
    db,
    'SELECT request_hash, response_json FROM idempotency_keys WHERE customer_id = ? AND key = ?',
  ).get(customerId, key) as KeptAnswer | undefined;
  if (!kept) return undefined;
  if (kept.request_hash !== hash) {
    throw new HttpError(
      409,
      ErrorCodes.idempotencyConflict,
      'This payment attempt was already sent with different details. Please start the payment again.',
    );
  }
  return JSON.parse(kept.response_json) as unknown;
}

export function keepAnswer(db: Database, customerId: string, key: string, hash: string, answer: unknown, at: string) {
  statement(
    db,
    'INSERT INTO idempotency_keys (customer_id, key, request_hash, response_json, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(customerId, key, hash, JSON.stringify(answer), at);
}

export type KeyedCall = { db: Database; secret: string; customerId: string; key: string; input: unknown; at: string };

/**
 * The kept answer for the call's key, or `run`'s, kept under the key. Call it inside the one
 * IMMEDIATE transaction that does the work, so a replay never runs it twice.
 */
export function onceForKey(call: KeyedCall, run: () => unknown): unknown {
  const hash = requestHash(call.secret, call.input);
  const replay = replayOf(call.db, call.customerId, call.key, hash);
  if (replay !== undefined) return replay;
  const answer = run();
  keepAnswer(call.db, call.customerId, call.key, hash, answer, call.at);
  return answer;
}
