import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { HttpError, forbidden } from '../kit/errors.ts';
import { UuidSchema, readParams } from '../kit/validation.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import { SCHEMES, schemeOf } from './schemes.ts';
import { accrue, balanceOf, linesOf, type RewardLineRow } from './store.ts';

// Rewards (issue 32; docs/api-contract.md "Rewards"): the customer's points statement with the
// schemes in brief, a scheme's details and terms, and the balance alone (§7 loyalty-point). Every
// call reads the token's own customer: there is no way to name another's ledger.

export const RewardErrorCodes = {
  unknownScheme: 'EPL-40454',
  notEnoughPoints: 'EPL-40976',
  referenceReused: 'EPL-40977',
} as const;

const SchemeParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'must be a scheme id')),
});
const CustomerParamsSchema = v.object({ uuid: UuidSchema });

export const lineJson = (line: RewardLineRow) => ({
  id: line.id,
  kind: line.kind,
  points: line.points,
  schemeId: line.scheme_id,
  description: line.description,
  at: line.at,
  expiresAt: line.expires_at,
});

export function rewardRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/v1/rewards', requireCustomer(deps), (c) => {
    const { customer } = c.get('auth');
    accrue(deps.db, customer, deps.now());
    const lines = linesOf(deps.db, customer.id);
    return c.json({
      balance: balanceOf(lines),
      lines: lines.map(lineJson),
      schemes: SCHEMES.map(({ id, name, summary }) => ({ id, name, summary })),
    });
  });

  routes.get('/v1/rewards/:id', requireCustomer(deps), (c) => {
    const { id } = readParams(c, SchemeParamsSchema);
    const scheme = schemeOf(id);
    if (!scheme)
      throw new HttpError(404, RewardErrorCodes.unknownScheme, 'We do not run a reward scheme by this name.');
    return c.json({ scheme });
  });

  routes.get('/v1/customer/:uuid/loyalty-point', requireCustomer(deps), (c) => {
    const { uuid } = readParams(c, CustomerParamsSchema);
    const { customer } = c.get('auth');
    if (uuid !== customer.id) throw forbidden('These reward points belong to someone else.');
    accrue(deps.db, customer, deps.now());
    return c.json({ balance: balanceOf(linesOf(deps.db, customer.id)) });
  });

  return routes;
}
