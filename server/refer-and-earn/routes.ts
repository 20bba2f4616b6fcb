import { Hono } from 'hono';
import * as v from 'valibot';
import type { Database } from 'better-sqlite3';
import { isoAt, type SandboxDeps, type SandboxEnv } from '../context.ts';
import { HttpError, badRequest, notFound } from '../kit/errors.ts';
import { SitePathSchema, readJsonBody, readParams } from '../kit/validation.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import { findCustomerById } from '../db/customers.ts';
import { blockedUntil, waitInWords } from '../otp/otp-policy.ts';
import {
  REFER_AND_EARN_TERMS_PATH,
  REFERRAL_REWARD_PAISE,
  ReferralErrorCodes,
  SHORT_LINK_LIMITS,
  SLUG_LENGTH,
} from './rules.ts';
import {
  countLinkCall,
  findLinkBySlug,
  findReferralLink,
  linkCallTimes,
  randomText,
  referralCodeOf,
  referralsOf,
  saveReferralLink,
  type ReferralRow,
} from './store.ts';

// The customer's refer-and-earn calls (docs/api-contract.md "Refer and earn"): their code, the
// webflow's short link to the app's sign-up carrying it, and the people who joined with it. Every
// call reads the token's own customer only; the code route's {uuid} must be theirs.

const SHORT_LINK_PATH = '/v1/webflow/r';

const CodeSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,20}$/, 'must be up to 20 letters or digits'));
// A backslash or a space would let a browser read the path as another site (/\evil.example).
const DestinationSchema = v.pipe(
  SitePathSchema,
  v.check((path) => !/[\\\s]/.test(path), 'must be a path on this site'),
);
const ShortReferralSchema = v.strictObject({ referralCode: CodeSchema, destination: DestinationSchema });
const UuidParams = v.object({ uuid: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) });
const SlugParams = v.object({ slug: v.pipe(v.string(), v.regex(/^[A-Z0-9]{1,20}$/, 'is not a short link')) });

/** A referral as the referrer may see it: the person's first name and a masked phone, never more. */
export function referralJson(db: Database, row: ReferralRow) {
  const person = findCustomerById(db, row.referred_id);
  return {
    id: row.id,
    firstName: person?.first_name ?? null,
    // The last four digits only, as the onboarding shows a number it texted (XXXXXX3210).
    maskedPhone: `XXXXXX${(person?.phone ?? '').slice(-4)}`,
    joinedAt: row.joined_at,
    status: row.status,
    reason: row.reason,
    rewardPaise: row.reward_paise,
  };
}

const shortLinkOf = (origin: string, slug: string): string => `${origin}${SHORT_LINK_PATH}/${slug}`;

/** Refuses the call when the customer asked for links too often (429 with Retry-After), else counts it. */
function countOrRefuse(db: Database, customerId: string, nowMs: number): void {
  const until = blockedUntil(linkCallTimes(db, customerId), SHORT_LINK_LIMITS, nowMs);
  if (until !== null) {
    const waitMs = until - nowMs;
    throw new HttpError(
      429,
      ReferralErrorCodes.tooManyLinks,
      `Too many links asked for. Please try again in ${waitInWords(waitMs)}.`,
      { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) },
    );
  }
  countLinkCall(db, customerId, nowMs);
}

export function referAndEarnRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const origin = (url: string) => new URL(url).origin;

  routes.get('/v1/customer/referral-link', requireCustomer(deps), (c) => {
    const { customer } = c.get('auth');
    const answer = deps.db.transaction(() => {
      const referralCode = referralCodeOf(deps.db, customer.id, deps.now());
      const link = findReferralLink(deps.db, customer.id);
      return { referralCode, shortLink: link ? shortLinkOf(origin(c.req.url), link.slug) : null };
    })();
    return c.json({ ...answer, termsLink: REFER_AND_EARN_TERMS_PATH });
  });

  routes.get('/v1/customer/referrals', requireCustomer(deps), (c) => {
    const { customer } = c.get('auth');
    const rows = deps.db.transaction(() => referralsOf(deps.db, customer.id, deps.now()))();
    return c.json({
      referrals: rows.map((row) => referralJson(deps.db, row)),
      rewardPerReferralPaise: REFERRAL_REWARD_PAISE,
    });
  });

  routes.get('/v1/customer/:uuid/referral-code', requireCustomer(deps), (c) => {
    const { customer } = c.get('auth');
    const { uuid } = readParams(c, UuidParams);
    // Another customer's code is not theirs to read: answered as if it did not exist.
    if (uuid !== customer.id) throw notFound('There is no referral code at this address.');
    return c.json({ referralCode: deps.db.transaction(() => referralCodeOf(deps.db, customer.id, deps.now()))() });
  });

  // The webflow shortens the address of the app's sign-up carrying the code; v1 to v3 answer alike.
  for (const version of ['v1', 'v2', 'v3']) {
    routes.patch(`/${version}/webflow/short-referral`, requireCustomer(deps), async (c) => {
      const { customer } = c.get('auth');
      const body = await readJsonBody(c, ShortReferralSchema);
      const nowMs = deps.now();
      // The count must stay when the call is refused below, so it is written before the checks.
      const refusal = deps.db.transaction(() => {
        countOrRefuse(deps.db, customer.id, nowMs);
        const code = referralCodeOf(deps.db, customer.id, nowMs);
        if (body.referralCode.toUpperCase() !== code) {
          return new HttpError(403, ReferralErrorCodes.notYourCode, 'body.referralCode: is not your referral code');
        }
        const carried = new URL(body.destination, 'http://site').searchParams.get('referral_code');
        if (carried !== code) {
          return badRequest('body.destination: must carry your code as ?referral_code=');
        }
        const kept = findReferralLink(deps.db, customer.id);
        saveReferralLink(deps.db, {
          customer_id: customer.id,
          slug: kept?.slug ?? randomText(SLUG_LENGTH),
          destination: body.destination,
          created_at: isoAt(nowMs),
        });
        return null;
      })();
      if (refusal) throw refusal;
      const link = findReferralLink(deps.db, customer.id);
      return c.json({ shortLink: link ? shortLinkOf(origin(c.req.url), link.slug) : null });
    });
  }

  // The short link itself: anyone may open it (it is shared); it leads to a path on this site only.
  routes.get(`${SHORT_LINK_PATH}/:slug`, (c) => {
    const { slug } = readParams(c, SlugParams);
    const link = findLinkBySlug(deps.db, slug);
    if (!link) throw notFound('This referral link does not exist.');
    return c.redirect(link.destination, 302);
  });

  return routes;
}
