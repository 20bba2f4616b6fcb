import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import { isoAt, type SandboxDeps, type SandboxEnv } from '../context.ts';
import { HttpError, badRequest, notFound } from '../kit/errors.ts';
import { PhoneSchema, VisibleText, readJsonBody, readParams } from '../kit/validation.ts';
import { findCustomerByPhone, type CustomerRow } from '../db/customers.ts';
import { RewardErrorCodes, lineJson } from './routes.ts';
import { accrue, balanceOf, lineOfSource, linesOf, writeLine } from './store.ts';

// QA stands in for the lender's rewards desk (docs/sandbox.md "Rewards control"): bonus points
// granted (dated in the past to see them expire), and redemptions recorded, each once per reference.
// Redemption has no call in the app yet (ADR 054): the lender's team redeems on request.

const PhoneParamsSchema = v.object({ phone: PhoneSchema });
const Points = v.pipe(v.number(), v.integer('must be whole points'), v.minValue(1), v.maxValue(100_000));
const Description = v.pipe(v.string(), VisibleText, v.minLength(2), v.maxLength(100));

const ControlSchema = v.variant('kind', [
  v.strictObject({
    kind: v.literal('grant'),
    points: Points,
    description: v.optional(Description, 'Bonus points'),
    /** When the points were earned: in the past to bring their expiry near. */
    earnedAt: v.optional(v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp'))),
  }),
  v.strictObject({
    kind: v.literal('redeem'),
    points: Points,
    description: Description,
    /** The desk's reference: the same reference records one redemption, however often it is sent. */
    reference: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{4,64}$/, 'must be 4 to 64 letters, digits or dashes')),
  }),
]);

type ControlInput = v.InferOutput<typeof ControlSchema>;

/** Bonus points, earned now or at a past date (a grant already past its expiry expires at once, as it would have). */
function grant(deps: SandboxDeps, customer: CustomerRow, input: ControlInput & { kind: 'grant' }, nowMs: number) {
  const at = input.earnedAt === undefined ? isoAt(nowMs) : isoAt(Date.parse(input.earnedAt));
  if (at > isoAt(nowMs)) throw badRequest('earnedAt must not be in the future.');
  const line = writeLine(deps.db, customer.id, {
    kind: 'earned',
    points: input.points,
    schemeId: 'lender-bonus',
    description: input.description,
    source: `grant:${randomUUID()}`,
    at,
  });
  accrue(deps.db, customer, nowMs);
  return line;
}

/** A redemption, once per reference: the same body again is the same line, another body under it is refused. */
function redeem(deps: SandboxDeps, customer: CustomerRow, input: ControlInput & { kind: 'redeem' }, nowMs: number) {
  const source = `redeem:${input.reference}`;
  const kept = lineOfSource(deps.db, customer.id, source);
  if (kept && (kept.points !== input.points || kept.description !== input.description)) {
    throw new HttpError(409, RewardErrorCodes.referenceReused, 'This reference recorded another redemption.');
  }
  if (kept) return kept;
  if (balanceOf(linesOf(deps.db, customer.id)) < input.points) {
    throw new HttpError(409, RewardErrorCodes.notEnoughPoints, 'The customer has fewer points than this.');
  }
  const line = { kind: 'redeemed', points: input.points, description: input.description, source } as const;
  return writeLine(deps.db, customer.id, { ...line, schemeId: null, at: isoAt(nowMs) });
}

export function rewardControlRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  // The body is read before the phone is looked up: a bad body is 400 whoever it names.
  routes.post('/__sandbox/customers/:phone/rewards', async (c) => {
    const input = await readJsonBody(c, ControlSchema);
    const { phone } = readParams(c, PhoneParamsSchema);
    const customer = findCustomerByPhone(deps.db, phone);
    if (!customer) throw notFound(`No customer has the phone ${phone}.`);
    const nowMs = deps.now();
    const line = deps.db.transaction(() => {
      accrue(deps.db, customer, nowMs);
      return input.kind === 'grant' ? grant(deps, customer, input, nowMs) : redeem(deps, customer, input, nowMs);
    })();
    return c.json({ line: lineJson(line), balance: balanceOf(linesOf(deps.db, customer.id)) });
  });

  return routes;
}
