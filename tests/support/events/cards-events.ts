import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { CardsContext, PaymentCard } from '../../../machines/cards/types.ts';
import { limitOf, cardOf } from '../../../rules/cards/controls.ts';
import { newCardPinProblems } from '../../../rules/cards/pin.ts';
import { paiseFromWholeRupees } from '../../../rules/money/paise.ts';
import { named } from './named.ts';

// The cards chart's sample events (issue 32, ADR 051), for its machine paths
// (tests/paths/cards.paths.test.ts) and its browser paths (tests/browser/paths/cards.spec.ts): per
// step, only what the customer (or the lender's answer) can produce there. Each answer is the card
// as the lender would hold it after the change, so a walk's later guards read what the sandbox says.

export const CARD_ID = '3f7c2a40-8d1e-4c55-9b7a-0a1b2c3d4e51';
export const SERVER_FAULT = 'The lender is unavailable for a moment.';
export const NEW_PIN = '4826';
/** Above the sample card's ₹5,00,000 limit: refused before any call. */
export const TOO_HIGH = '600000';
export const NEW_LIMIT = '25000';

const CARD_LIMIT = paiseFromWholeRupees(500000);

/** A new card as the lender issues it: ATM and shops in India on, online, contactless and abroad off. */
export const newCard = (): PaymentCard => ({
  id: CARD_ID,
  maskedNumber: 'XXXX XXXX XXXX 4821',
  network: 'RuPay',
  type: 'virtual',
  status: 'active',
  lockReason: null,
  kycStatus: 'fullKyc',
  pinSet: false,
  cardLimit: CARD_LIMIT,
  channels: (['domestic', 'international'] as const).flatMap((region) =>
    (['atm', 'pos', 'online', 'contactless'] as const).map((channel) => ({
      region,
      channel,
      enabled: region === 'domestic' && (channel === 'atm' || channel === 'pos'),
      limit:
        channel === 'atm'
          ? paiseFromWholeRupees(20000)
          : channel === 'contactless'
            ? paiseFromWholeRupees(5000)
            : CARD_LIMIT,
    })),
  ),
});

const fault = (message: string) => new Error(message);
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: fault(SERVER_FAULT) });

/** The card the chart holds, changed as the lender would change it. */
function answer(context: CardsContext, name: string, change: (card: PaymentCard) => PaymentCard) {
  const card = cardOf(context.cards, context.cardId) ?? newCard();
  return named(name, { card: change(card) });
}

const intlOnline = (card: PaymentCard | null) =>
  card?.channels.find((one) => one.region === 'international' && one.channel === 'online') ?? null;

/** The events the step in `snapshot` can produce. */
export function cardsEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as CardsContext;
  const step = (name: string) => snapshot.matches({ myCards: name });
  const card = cardOf(context.cards, CARD_ID);
  if (step('loading')) {
    return [
      done('getCards', named('a new card', [newCard()])),
      done('getCards', named('no cards', [])),
      failed('getCards'),
    ];
  }
  if (step('shown')) {
    if (!card) return [];
    const online = intlOnline(card);
    const place = { cardId: CARD_ID, region: 'international', channel: 'online' } as const;
    return [
      { type: 'SET_PIN', cardId: CARD_ID },
      { type: card.status === 'active' ? 'LOCK' : 'UNLOCK', cardId: CARD_ID },
      { type: 'SWITCH', ...place, enabled: !(online?.enabled ?? false) },
      { type: 'EDIT_LIMIT', ...place },
    ];
  }
  if (step('pinEntry')) {
    return [
      { type: 'PIN_TYPED', value: NEW_PIN },
      { type: 'PIN_AGAIN_TYPED', value: NEW_PIN },
    ];
  }
  if (step('sendingCode'))
    return [done('sendPinOtp', named('code sent', { sentTo: '9123400651' })), failed('sendPinOtp')];
  if (step('pinOtp'))
    return [
      done(
        'otp',
        answer(context, 'PIN set', (one) => ({ ...one, pinSet: true })),
      ),
    ];
  if (step('lockReason')) return [{ type: 'CHOOSE_REASON', reason: 'misplaced' }];
  if (step('locking')) {
    const locked = answer(context, 'locked', (one) => ({ ...one, status: 'locked', lockReason: 'misplaced' }));
    return [done('lockCard', locked), failed('lockCard')];
  }
  if (step('unlocking')) {
    return [
      done(
        'unlockCard',
        answer(context, 'unlocked', (one) => ({ ...one, status: 'active', lockReason: null })),
      ),
      failed('unlockCard'),
    ];
  }
  if (step('switching')) {
    const switched = answer(context, context.switchTo ? 'switched on' : 'switched off', (one) => ({
      ...one,
      channels: one.channels.map((control) =>
        control.region === 'international' && control.channel === 'online'
          ? { ...control, enabled: context.switchTo }
          : control,
      ),
    }));
    return [done('switchChannel', switched), failed('switchChannel')];
  }
  if (step('limitEntry')) {
    return [
      { type: 'LIMIT_TYPED', value: TOO_HIGH },
      { type: 'LIMIT_TYPED', value: NEW_LIMIT },
    ];
  }
  if (step('savingLimit')) {
    const typed = limitOf(context.limitText, CARD_LIMIT);
    const limit = 'limit' in typed ? typed.limit : CARD_LIMIT;
    const saved = answer(context, `limit ${limit} saved`, (one) => ({
      ...one,
      channels: one.channels.map((control) =>
        control.region === 'international' && control.channel === 'online' ? { ...control, limit } : control,
      ),
    }));
    return [done('setChannelLimit', saved), failed('setChannelLimit')];
  }
  return [];
}

/** A state's identity for planning: its step and the few facts its screen and guards read. */
export function serializeCardsState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as CardsContext;
  const card = cardOf(context.cards, CARD_ID);
  const limit = card ? limitOf(context.limitText, card.cardLimit) : null;
  return JSON.stringify({
    value: snapshot.value,
    cards: context.cards?.length ?? null,
    status: card?.status ?? null,
    pinSet: card?.pinSet ?? null,
    online: intlOnline(card)?.enabled ?? null,
    limit: intlOnline(card)?.limit ?? null,
    pin: [context.pin !== '', context.pinAgain !== '', Object.keys(newCardPinProblems(context.pin, context.pinAgain))],
    reason: context.lockReason,
    limitOk: limit === null ? null : 'limit' in limit,
    formError: context.formError !== null,
    problem: context.problem !== null,
    notice: context.notice !== null,
  });
}

const PAYLOAD_EVENTS = new Set(['SET_PIN', 'LOCK', 'UNLOCK', 'SWITCH', 'EDIT_LIMIT', 'PIN_TYPED', 'PIN_AGAIN_TYPED']);

/** What a customer can cause: never the bare form of an event that carries a choice or digits. */
export function userCanSend(_snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  if (PAYLOAD_EVENTS.has(event.type) || event.type === 'CHOOSE_REASON' || event.type === 'LIMIT_TYPED') {
    return Object.keys(event).length > 1;
  }
  return event.type !== 'xstate.route';
}
