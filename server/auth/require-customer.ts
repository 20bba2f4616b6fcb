import type { MiddlewareHandler } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { unauthorized } from '../errors.ts';
import { verifyToken } from './jwt.ts';
import { findCustomerById } from '../db/customers.ts';

/** Bearer check for every authenticated endpoint; sets c.var.auth. */
export function requireCustomer(deps: SandboxDeps): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    const match = header ? /^Bearer ([^\s]+)$/.exec(header.trim()) : null;
    if (!match?.[1]) throw unauthorized('Authorization header with a Bearer token is required.');
    const token = verifyToken(deps.secret, match[1], deps.now());
    if (!token) throw unauthorized('The token is invalid or has expired. Please log in again.');
    const revoked = deps.db.prepare('SELECT 1 FROM revoked_tokens WHERE jti = ?').get(token.jti);
    if (revoked) throw unauthorized('You have logged out. Please log in again.');
    const customer = findCustomerById(deps.db, token.sub);
    if (!customer) throw unauthorized('This account no longer exists. Please log in again.');
    c.set('auth', { customer, token });
    await next();
  };
}
