import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import type { SandboxDeps } from '../context.ts';
import { statement } from '../db/statements.ts';

// The one-time reference a simulated provider page asks for (docs/sandbox.md, "Provider pages";
// docs/decisions/021-tokens-provider-references-inputs.md). A real gateway, DigiLocker or e-sign
// provider acts only on the token the lender's server obtained for that one payment or signature;
// an id alone (a transaction id in a screenshot, a request id in a log) must open nothing.
//
// The reference is an HMAC of the subject under the server's secret and a random nonce kept
// per subject: unguessable, bound to its subject, never stored (only the nonce is), so the lender
// can hand the same link out again (home's esignUrl on each read) while the page compares it in
// constant time. Deciding consumes it: after that it opens nothing.

export type ReferenceKind =
  | 'payment'
  | 'agreementESign'
  | 'applicationFormESign'
  | 'digiLocker'
  | 'guarantorRequest'
  | 'mandate'
  | 'netBanking'
  | 'aaConsent';

/** The name of the query parameter and form field that carries the reference. */
export const REFERENCE_FIELD = 'ref';

/** The field in a page's query or form: a missing one is just not the reference (the page's own 404). */
export const ReferenceFieldSchema = v.optional(v.pipe(v.string(), v.maxLength(100)), '');

type ReferenceRow = { nonce: string; consumed_at: string | null };

function findRow(deps: SandboxDeps, kind: ReferenceKind, subjectId: string): ReferenceRow | undefined {
  return statement(deps.db, 'SELECT nonce, consumed_at FROM provider_references WHERE kind = ? AND subject_id = ?').get(
    kind,
    subjectId,
  ) as ReferenceRow | undefined;
}

function derive(deps: SandboxDeps, kind: ReferenceKind, subjectId: string, nonce: string): Buffer {
  return createHmac('sha256', deps.secret).update(`provider-reference\n${kind}\n${subjectId}\n${nonce}`).digest();
}

/** The subject's reference: made on first issue, the same on every later one (once spent it opens nothing). */
export function issueReference(deps: SandboxDeps, kind: ReferenceKind, subjectId: string): string {
  statement(
    deps.db,
    'INSERT OR IGNORE INTO provider_references (kind, subject_id, nonce, consumed_at) VALUES (?, ?, ?, NULL)',
  ).run(kind, subjectId, randomBytes(16).toString('base64url'));
  const row = findRow(deps, kind, subjectId);
  if (!row) throw new Error('a provider reference was not stored');
  return derive(deps, kind, subjectId, row.nonce).toString('base64url');
}

/**
 * What a presented reference is: the subject's own and not yet used (`open`), its own but already
 * spent on a decision (`spent`: a second press may go back to the lender, but decides nothing), or
 * anything else (`invalid`: the page opens nothing).
 */
export type ReferenceState = 'open' | 'spent' | 'invalid';

export function referenceState(
  deps: SandboxDeps,
  kind: ReferenceKind,
  subjectId: string,
  given: unknown,
): ReferenceState {
  if (typeof given !== 'string' || given === '') return 'invalid';
  const row = findRow(deps, kind, subjectId);
  if (!row) return 'invalid';
  const expected = derive(deps, kind, subjectId, row.nonce);
  const presented = Buffer.from(given, 'base64url');
  // Only the exact encoding is the reference (a decoder ignores spare bits and stray characters).
  if (presented.toString('base64url') !== given || presented.length !== expected.length) return 'invalid';
  if (!timingSafeEqual(presented, expected)) return 'invalid';
  return row.consumed_at === null ? 'open' : 'spent';
}

/** Spends the reference; the caller does this in the transaction that records the decision. */
export function consumeReference(deps: SandboxDeps, kind: ReferenceKind, subjectId: string, at: string): void {
  statement(
    deps.db,
    'UPDATE provider_references SET consumed_at = ? WHERE kind = ? AND subject_id = ? AND consumed_at IS NULL',
  ).run(at, kind, subjectId);
}
