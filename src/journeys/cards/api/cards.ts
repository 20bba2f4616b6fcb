import { callsWith } from '../../../api/call.ts';
import { wireRupeesFromPaise } from '../../../../rules/money/paise.ts';
import type { LimitInput, LockInput, SwitchInput } from '../../../../rules/cards/types.ts';
import { cardAnswerSchema, cardsSchema, pinOtpSchema } from './schemas.ts';

// The cards calls (§7 GET /v1/card, PATCH set-pin, lock-unlock, channel-limit, channel-status; the
// PIN's OTP is the sandbox's POST /v1/card/pin-otp, docs/api-contract.md "Cards"). Each failure comes
// back to the control that made it (errors 'hidden': no popup; a 401 still logs out).

const own = callsWith({ errors: 'hidden' });

/** GET /v1/card: the customer's cards. */
export const getCards = own.bare('get', cardsSchema, '/v1/card');

/** POST /v1/card/pin-otp: a code to the customer's phone for a PIN change (again: a resend after 30 s). */
export const sendPinOtp = own.call('post', pinOtpSchema, (input: { cardId: string }) => ({
  path: '/v1/card/pin-otp',
  body: { cardId: input.cardId },
}));

const setPinCall = own.call('patch', cardAnswerSchema, (input: { cardId: string; pin: string; otp: string }) => ({
  path: '/v1/card/set-pin',
  body: { cardId: input.cardId, pin: input.pin, otp: input.otp },
}));

/** PATCH /v1/card/set-pin: the new PIN with the code that confirms it, once per attempt (Idempotency-Key). */
export const setPin = (
  client: Parameters<typeof setPinCall>[0],
  input: { cardId: string; pin: string; otp: string; attemptKey: string },
) => setPinCall(client, input, { idempotencyKey: input.attemptKey });

/** PATCH /v1/card/lock-unlock with the reason from the list, or to unlock. */
export const lockCard = own.call('patch', cardAnswerSchema, (input: LockInput) => ({
  path: '/v1/card/lock-unlock',
  body: { cardId: input.cardId, action: 'lock', reason: input.reason },
}));

export const unlockCard = own.call('patch', cardAnswerSchema, (input: { cardId: string }) => ({
  path: '/v1/card/lock-unlock',
  body: { cardId: input.cardId, action: 'unlock' },
}));

/** PATCH /v1/card/channel-status: one channel on or off. */
export const switchChannel = own.call('patch', cardAnswerSchema, (input: SwitchInput) => ({
  path: '/v1/card/channel-status',
  body: { cardId: input.cardId, region: input.region, channel: input.channel, enabled: input.enabled },
}));

/** PATCH /v1/card/channel-limit: one channel's limit, rupees on the wire. */
export const setChannelLimit = own.call('patch', cardAnswerSchema, (input: LimitInput) => ({
  path: '/v1/card/channel-limit',
  body: { cardId: input.cardId, region: input.region, channel: input.channel, limit: wireRupeesFromPaise(input.limit) },
}));
