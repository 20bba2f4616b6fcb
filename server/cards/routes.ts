import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { isoAt, type SandboxDeps, type SandboxEnv } from '../context.ts';
import { HttpError } from '../kit/errors.ts';
import { IDEMPOTENCY_HEADER, assertKeyShape, keepAnswer, replayOf, requestHash } from '../kit/idempotency.ts';
import { RupeesAsPaiseSchema, rupees } from '../kit/money.ts';
import { UuidSchema, readJsonBody } from '../kit/validation.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import { keyedCodes } from '../otp/keyed-codes.ts';
import { OTP_RESEND_AFTER_MS } from '../otp/otp-service.ts';
import { pinHashOf } from './pin.ts';
import { CHANNELS, CardErrorCodes, LOCK_REASONS, REGIONS, isGuessablePin } from './rules.ts';
import {
  cardJson,
  cardLimitOf,
  cardsOf,
  ensureLineCard,
  findOwnCard,
  setChannel,
  updateCard,
  type CardRow,
} from './store.ts';

// Cards (issue 32, §7 GET /v1/card and PATCH set-pin, lock-unlock, channel-limit, channel-status;
// docs/api-contract.md "Cards"). Every call reads the token's own customer's cards only: another's
// card is 404, as one that does not exist. A PIN is set with an OTP sent to the customer's phone
// (POST /v1/card/pin-otp, ADR 051) and kept only as a hash; every change answers the card as it is now.

const CardId = v.object({ cardId: UuidSchema });
const Place = { region: v.picklist(REGIONS), channel: v.picklist(CHANNELS) };
const PinSchema = v.strictObject({
  cardId: UuidSchema,
  pin: v.pipe(v.string(), v.regex(/^\d{4}$/, 'must be 4 digits')),
  otp: v.pipe(v.string(), v.regex(/^\d{4}$/, 'must be 4 digits')),
});
const LockSchema = v.pipe(
  v.strictObject({
    cardId: UuidSchema,
    action: v.picklist(['lock', 'unlock']),
    reason: v.optional(v.picklist(LOCK_REASONS)),
  }),
  v.check((input) => input.action === 'unlock' || input.reason !== undefined, 'reason: say why the card is locked'),
);
const StatusSchema = v.strictObject({ cardId: UuidSchema, ...Place, enabled: v.boolean() });
const LimitSchema = v.strictObject({ cardId: UuidSchema, ...Place, limit: RupeesAsPaiseSchema });

const pinCodes = keyedCodes({
  table: 'card_pin_otps',
  keyColumn: 'card_id',
  purpose: 'card-pin',
  notAwaiting: () => new HttpError(409, 'EPL-40959', 'Please ask for an OTP to set your PIN first.'),
});

export function cardRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const customer = requireCustomer(deps);
  const { db } = deps;

  /** The caller's card the body names: 404 for another customer's or none. */
  const ownCard = (c: Context<SandboxEnv>, cardId: string): CardRow => {
    const card = findOwnCard(db, c.var.auth.customer.id, cardId);
    if (!card) throw new HttpError(404, CardErrorCodes.noCard, 'We could not find this card.');
    return card;
  };
  /** The controls that use the card's PIN or let it be used widely need full KYC (RBI's PPI rules). */
  const fullKyc = (card: CardRow): CardRow => {
    if (card.kyc_status === 'fullKyc') return card;
    throw new HttpError(
      409,
      CardErrorCodes.needsFullKyc,
      'This card needs your full KYC (a video KYC call) before its PIN or controls can be changed.',
    );
  };
  const answer = (c: Context<SandboxEnv>, cardId: string) => c.json({ card: cardJson(db, ownCard(c, cardId)) });

  routes.get('/v1/card', customer, (c) => {
    const customerId = c.var.auth.customer.id;
    const cards = db.transaction(() => {
      ensureLineCard(db, customerId, isoAt(deps.now()));
      return cardsOf(db, customerId).map((card) => cardJson(db, card));
    })();
    return c.json({ cards });
  });

  // A code for a PIN change; asked again, it is a resend (the 30 s wait applies).
  routes.post('/v1/card/pin-otp', customer, async (c) => {
    const { cardId } = await readJsonBody(c, CardId);
    const phone = c.var.auth.customer.phone;
    db.transaction(() => {
      const card = fullKyc(ownCard(c, cardId));
      const issued = db.prepare('SELECT consumed_at_ms FROM card_pin_otps WHERE card_id = ?').get(card.id) as
        { consumed_at_ms: number | null } | undefined;
      if (issued) pinCodes.resend(deps, card.id, phone);
      else pinCodes.issue(deps, card.id, phone);
    }).immediate();
    return c.json({ sentTo: phone, retryAfterSeconds: OTP_RESEND_AFTER_MS / 1000 });
  });

  routes.patch('/v1/card/set-pin', customer, async (c) => {
    const key = assertKeyShape(c.req.header(IDEMPOTENCY_HEADER));
    const input = await readJsonBody(c, PinSchema);
    const customerId = c.var.auth.customer.id;
    // The PIN never enters the idempotency table, not even hashed: the key is held to the card and code.
    const hash = requestHash(deps.secret, { cardId: input.cardId, otp: input.otp });
    let failure: unknown = null;
    db.transaction(() => {
      if (replayOf(db, customerId, key, hash) !== undefined) return;
      const card = fullKyc(ownCard(c, input.cardId));
      // Refused before the code is spent: a guessable PIN costs the customer no OTP try.
      if (isGuessablePin(input.pin)) {
        throw new HttpError(
          422,
          CardErrorCodes.guessablePin,
          'pin: choose a PIN that is not one digit repeated or a sequence.',
        );
      }
      try {
        pinCodes.check(deps, card.id, input.otp);
      } catch (error) {
        // The wrong try is counted: committed, then the error is answered.
        failure = error;
        return;
      }
      const { hash: pinHash, salt } = pinHashOf(deps.secret, input.pin);
      const at = isoAt(deps.now());
      updateCard(db, card.id, { pin_hash: pinHash, pin_salt: salt, pin_set_at: at });
      keepAnswer(db, customerId, key, hash, { cardId: card.id }, at);
    }).immediate();
    if (failure) throw failure;
    return answer(c, input.cardId);
  });

  routes.patch('/v1/card/lock-unlock', customer, async (c) => {
    const input = await readJsonBody(c, LockSchema);
    db.transaction(() => {
      const card = ownCard(c, input.cardId);
      // Locking a locked card (a repeated tap) keeps it locked, with the reason first given.
      if (input.action === 'lock' && card.status === 'active') {
        updateCard(db, card.id, { status: 'locked', lock_reason: input.reason ?? null });
      }
      if (input.action === 'unlock') updateCard(db, card.id, { status: 'active', lock_reason: null });
    }).immediate();
    return answer(c, input.cardId);
  });

  /** A channel's change: on the caller's card with full KYC, in one transaction, the card answered. */
  const channelChange = <TSchema extends typeof StatusSchema | typeof LimitSchema>(
    path: string,
    schema: TSchema,
    apply: (card: CardRow, input: v.InferOutput<TSchema>) => void,
  ) =>
    routes.patch(path, customer, async (c) => {
      const input = await readJsonBody(c, schema);
      db.transaction(() => apply(fullKyc(ownCard(c, input.cardId)), input)).immediate();
      return answer(c, input.cardId);
    });

  channelChange('/v1/card/channel-status', StatusSchema, (card, input) =>
    setChannel(db, card.id, input, { enabled: input.enabled }),
  );

  channelChange('/v1/card/channel-limit', LimitSchema, (card, input) => {
    const cardLimit = cardLimitOf(db, card);
    if (input.limit < 100 || input.limit > cardLimit) {
      throw new HttpError(
        422,
        CardErrorCodes.limitOutside,
        `limit: must be between ₹1 and ${rupees(cardLimit)}, your card's limit.`,
      );
    }
    setChannel(db, card.id, input, { limit: input.limit });
  });

  return routes;
}
