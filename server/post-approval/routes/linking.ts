import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../../context.ts';
import { badRequest } from '../../kit/errors.ts';
import { readJsonBody } from '../../kit/validation.ts';
import { requireCustomer } from '../../auth/require-customer.ts';
import type { Database } from 'better-sqlite3';
import { listMemberships } from '../../db/onboarding.ts';
import { getPostApprovalState, saveMarketplaceLink, setPostApprovalState } from '../../db/post-approval.ts';
import { findMarketplace } from '../../marketplaces/catalog.ts';
import { linkedSellerIds, ownApplicationOnly, requirePostApprovalStep, writeAtPostApprovalStep } from '../access.ts';

const LinksSchema = v.strictObject({
  links: v.pipe(
    v.array(
      v.strictObject({
        marketplaceName: v.pipe(v.string(), v.minLength(1, 'is required')),
        sellerId: v.pipe(
          v.string(),
          v.trim(),
          v.regex(/^[A-Za-z0-9-]{4,30}$/, 'must be 4 to 30 letters, digits or hyphens'),
        ),
      }),
    ),
    v.minLength(1, 'must link at least one account'),
  ),
});

function membershipsJson(db: Database, applicationId: string) {
  const linked = linkedSellerIds(db, applicationId);
  return listMemberships(db, applicationId).map((membership) => ({
    marketplaceName: membership.marketplace_name,
    displayName: findMarketplace(membership.marketplace_name)?.displayName ?? membership.marketplace_name,
    sellerId: linked.get(membership.marketplace_name) ?? null,
  }));
}

/** Supplier (marketplace) accounts linked before the mandate (§2 link-accounts, §7 marketplace-linking-complete). */
export function linkingRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/v1/application/:id/marketplace-linking-complete', requireCustomer(deps), (c) => {
    const { application } = ownApplicationOnly(deps, c);
    const state = getPostApprovalState(deps.db, application.id);
    return c.json({ memberships: membershipsJson(deps.db, application.id), complete: state.linking_complete === 1 });
  });

  // Every declared membership is linked at once: the lender checks them together.
  routes.patch('/v1/application/:id/marketplace-linking-complete', requireCustomer(deps), async (c) => {
    const owned = requirePostApprovalStep(deps, ownApplicationOnly(deps, c), 'linkAccounts');
    const { links } = await readJsonBody(c, LinksSchema);
    const declared = new Set(listMemberships(deps.db, owned.application.id).map((row) => row.marketplace_name));
    const named = new Set(links.map((link) => link.marketplaceName));
    links.forEach((link, index) => {
      if (!declared.has(link.marketplaceName))
        throw badRequest(`body.links.${index}.marketplaceName: is not one of your marketplaces`);
    });
    if (named.size !== links.length) throw badRequest('body.links: names a marketplace twice');
    if (named.size !== declared.size) throw badRequest('body.links: must link every marketplace you sell on');
    const answer = writeAtPostApprovalStep(deps, owned, 'linkAccounts', (nowIso) => {
      for (const link of links) {
        saveMarketplaceLink(deps.db, {
          application_id: owned.application.id,
          marketplace_name: link.marketplaceName,
          seller_id: link.sellerId,
          linked_at: nowIso,
        });
      }
      setPostApprovalState(deps.db, owned.application.id, { linking_complete: 1 });
      return { memberships: membershipsJson(deps.db, owned.application.id) };
    });
    return c.json(answer);
  });

  routes.patch('/v1/application/:id/post-approval-submission', requireCustomer(deps), (c) => {
    const owned = requirePostApprovalStep(deps, ownApplicationOnly(deps, c), 'success');
    const answer = writeAtPostApprovalStep(deps, owned, 'success', (nowIso) => {
      setPostApprovalState(deps.db, owned.application.id, { submitted_at: nowIso });
      return {};
    });
    return c.json(answer);
  });

  return routes;
}
