import type { Context, MiddlewareHandler } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { forbidden, unauthorized } from '../kit/errors.ts';
import { verifyToken } from './jwt.ts';
import type { TokenPayload } from './jwt.ts';
import { findCustomerById } from '../db/customers.ts';
import { findGuarantorById } from '../db/guarantors.ts';
import { statement } from '../db/statements.ts';

/** A valid, unrevoked bearer token of this server, else 401. */
export async function bearerToken(deps: SandboxDeps, c: Context<SandboxEnv>): Promise<TokenPayload> {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer ([^\s]+)$/.exec(header.trim()) : null;
  if (!match?.[1]) throw unauthorized('Authorization header with a Bearer token is required.');
  const token = await verifyToken(deps.secret, match[1], deps.now());
  if (!token) throw unauthorized('The token is invalid or has expired. Please log in again.');
  const revoked = statement(deps.db, 'SELECT 1 FROM revoked_tokens WHERE jti = ?').get(token.jti);
  if (revoked) throw unauthorized('You have logged out. Please log in again.');
  return token;
}

/** Bearer check for every customer endpoint; sets c.var.auth. */
export function requireCustomer(deps: SandboxDeps): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const token = await bearerToken(deps, c);
    const customer = findCustomerById(deps.db, token.sub);
    if (!customer) {
      // The token is genuine, so this is not a 401 (which would log the guarantor out): it
      // simply opens no applicant's records.
      if (token.isGuarantor && findGuarantorById(deps.db, token.sub)) {
        throw forbidden('A guarantor login cannot open an applicant’s records.');
      }
      throw unauthorized('This account no longer exists. Please log in again.');
    }
    c.set('auth', { customer, token });
    await next();
  };
}

/** Bearer check for endpoints any logged-in person may call (logout, consents); sets c.var.account. */
export function requireAccount(deps: SandboxDeps): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const token = await bearerToken(deps, c);
    const customer = findCustomerById(deps.db, token.sub);
    const guarantor = customer || !token.isGuarantor ? undefined : findGuarantorById(deps.db, token.sub);
    if (customer) c.set('account', { kind: 'customer', id: customer.id, token });
    else if (guarantor) c.set('account', { kind: 'guarantor', id: guarantor.id, token });
    else throw unauthorized('This account no longer exists. Please log in again.');
    await next();
  };
}
