import { Hono } from 'hono';
import type { Context } from 'hono';
import * as v from 'valibot';
import { randomUUID } from 'node:crypto';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { isoAt } from '../context.ts';
import { badRequest } from '../kit/errors.ts';
import { parseOrThrow } from '../kit/validation.ts';
import { insertSession } from '../db/sessions.ts';
import { findMarketplace } from '../marketplaces/catalog.ts';
import { LocationSchema, UtmSchema } from './session-routes.ts';

const ReferralStartSchema = v.object({
  marketplaceInfo: v.object({
    name: v.pipe(
      v.string(),
      v.check((name) => findMarketplace(name) !== undefined, 'is not a marketplace the lender knows'),
    ),
  }),
  callbackUrl: v.pipe(v.string(), v.url('must be an absolute URL'), v.maxLength(2000)),
  source: UtmSchema,
  location: LocationSchema,
});

/** The JSON travels in the multipart field `data`, as a string or as a JSON blob. */
async function readDataField(c: Context<SandboxEnv>): Promise<unknown> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw badRequest('body: must be multipart/form-data with a field "data" holding JSON');
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw badRequest('body: could not be read as multipart/form-data');
  }
  const field = form['data'];
  const raw = typeof field === 'string' ? field : field instanceof Blob ? await field.text() : undefined;
  if (raw === undefined) throw badRequest('body.data: required field holding JSON');
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest('body.data: must be JSON');
  }
}

export function referralRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  routes.post('/v1/referral/start', async (c) => {
    const data = parseOrThrow(ReferralStartSchema, await readDataField(c), 'body.data');
    const sessionId = randomUUID();
    insertSession(deps.db, {
      id: sessionId,
      kind: 'referral',
      marketplace_name: data.marketplaceInfo.name.toLowerCase(),
      callback_url: data.callbackUrl,
      request_json: JSON.stringify(data),
      created_at: isoAt(deps.now()),
    });
    return c.json({ session: { sessionId } });
  });
  return routes;
}
