import * as v from 'valibot';
import { wirePaiseAtLeastZero } from '../../../api/wire-money.ts';
import type { Assert, Equal } from '../../../api/same-type.ts';
import { CARD_CHANNELS, CARD_REGIONS, LOCK_REASONS, type PaymentCard } from '../../../../rules/cards/types.ts';

// The cards calls' answers (docs/api-contract.md "Cards"): limits are wire rupees read as paise; a
// number that is not masked is a malformed answer, never shown.

const cardSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  maskedNumber: v.pipe(v.string(), v.regex(/^(?:X{4} ){3}\d{4}$/)),
  network: v.string(),
  type: v.picklist(['virtual', 'physical']),
  status: v.picklist(['active', 'locked']),
  lockReason: v.nullable(v.picklist(LOCK_REASONS)),
  kycStatus: v.string(),
  pinSet: v.boolean(),
  cardLimit: wirePaiseAtLeastZero,
  channels: v.array(
    v.object({
      region: v.picklist(CARD_REGIONS),
      channel: v.picklist(CARD_CHANNELS),
      enabled: v.boolean(),
      limit: wirePaiseAtLeastZero,
    }),
  ),
});

export const cardsSchema = v.object({ cards: v.array(cardSchema) });
export const cardAnswerSchema = v.object({ card: cardSchema });
export const pinOtpSchema = v.object({
  sentTo: v.nullable(v.string()),
  retryAfterSeconds: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export type CardsAnswerIsCard = Assert<Equal<v.InferOutput<typeof cardSchema>, PaymentCard>>;
