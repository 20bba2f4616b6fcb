import type { Context } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { verifyToken } from '../auth/jwt.ts';
import { findSession } from '../db/sessions.ts';
import { findGuarantorById } from '../db/guarantors.ts';

/**
 * Who makes an API call, as far as a scoped fault needs to know: the phones and session ids the
 * call names, directly or through what it names. Read the way the routes read them: the bearer
 * token's phone; a body's `phone` (customer login) or `phoneNumber` (guarantor login); a
 * `sessionId` in the body or the query and the phone that session is logged in with; a
 * guarantor's id in the path and that guarantor's phone and latest login session.
 */
export type Caller = { phones: ReadonlySet<string>; sessionIds: ReadonlySet<string> };

const GUARANTOR_PATH = /^\/v1\/guarantor\/([^/]+)\/(?:resend-otp|verify-otp)$/;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

async function jsonBody(c: Context<SandboxEnv>): Promise<Record<string, unknown>> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return {};
  if (!(c.req.header('content-type') ?? '').includes('json')) return {};
  try {
    // Hono keeps the body it read, so the route's own readJsonBody still gets it.
    const body: unknown = await c.req.json();
    return body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function identifyCaller(deps: SandboxDeps, c: Context<SandboxEnv>): Promise<Caller> {
  const phones = new Set<string>();
  const sessionIds = new Set<string>();
  const add = (set: Set<string>, value: unknown): void => {
    const found = text(value);
    if (found) set.add(found);
  };

  const bearer = /^Bearer (\S+)$/.exec((c.req.header('authorization') ?? '').trim())?.[1];
  const token = bearer ? await verifyToken(deps.secret, bearer, deps.now()) : null;
  if (token) phones.add(token.phone);

  const body = await jsonBody(c);
  add(phones, body.phone);
  add(phones, body.phoneNumber);
  add(sessionIds, body.sessionId);
  add(sessionIds, c.req.query('sessionId'));

  const guarantorId = GUARANTOR_PATH.exec(c.req.path)?.[1];
  const guarantor = guarantorId ? findGuarantorById(deps.db, guarantorId) : undefined;
  if (guarantor) {
    phones.add(guarantor.phone);
    add(sessionIds, guarantor.session_id);
  }

  for (const sessionId of sessionIds) add(phones, findSession(deps.db, sessionId)?.phone);
  return { phones, sessionIds };
}
