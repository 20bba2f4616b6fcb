import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { cardsMachine } from '../../machines/cards/cards.machine.ts';
import { provideOtp } from '../../machines/kit/otp.machine.ts';
import { routeOf } from '../../machines/routing.ts';
import { CARDS_PATHS } from '../../machines/cards/screens.ts';
import type { CardsContext, PaymentCard } from '../../machines/cards/types.ts';
import { provideCards } from '../../src/journeys/cards/provide.ts';
import { sanitizeContext, sanitizeEvent } from '../../src/app/inspector.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import {
  CARD_ID,
  NEW_PIN,
  SERVER_FAULT,
  cardsEvents,
  newCard,
  serializeCardsState,
  userCanSend,
} from '../support/events/cards-events.ts';
import { plannedApiClient } from '../support/planned-client.ts';

// Every transition of the cards chart (issue 32, ADR 051) with its calls answered as each path plans:
// the cards read (a new card, none, failed), a PIN typed twice then confirmed by the otp child, a
// lock with its reason and an unlock, a channel switched, a limit refused out of range then saved,
// and each call's failure left on the form or control it concerns. The same calls against the
// sandbox: tests/server/cards/; in the browser: tests/browser/paths/cards.spec.ts.

const machine = provideCards(plannedApiClient());

type Context = MachineStateContext<typeof machine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as CardsContext;

function at(check?: (context: CardsContext, snapshot: AnyMachineSnapshot) => void) {
  return ({ snapshot }: Context) => {
    expect(routeOf(snapshot)).toBe(CARDS_PATHS.myCards);
    check?.(on(snapshot), snapshot);
  };
}

/** Every way out of the PIN's steps leaves no PIN behind. */
const noPin = (context: CardsContext) => {
  expect(context.pin).toBe('');
  expect(context.pinAgain).toBe('');
};

const handlers = {
  states: {
    'myCards.loading': at((context) => expect(context.cards).toBeNull()),
    'myCards.failed': at((context) => expect(context.error).toBe(SERVER_FAULT)),
    'myCards.shown': at((context) => {
      expect(context.cards).not.toBeNull();
      noPin(context);
      if (context.problem) expect(context.problem.message).toBe(SERVER_FAULT);
    }),
    'myCards.pinEntry': at((context) => {
      expect(context.cardId).toBe(CARD_ID);
      if (context.formError) expect(context.formError).toBe(SERVER_FAULT);
    }),
    'myCards.sendingCode': at((context) => {
      expect(context.formError).toBeNull();
      expect(context.pin).toBe(NEW_PIN);
      expect(context.pinAgain).toBe(NEW_PIN);
    }),
    'myCards.pinOtp': at((context, snapshot) => {
      expect(snapshot.children.otp).toBeDefined();
      expect(context.otpSentTo).toBe('9123400651');
    }),
    'myCards.lockReason': at((context) => {
      if (context.formError)
        expect([SERVER_FAULT, 'Choose why you are locking the card.']).toContain(context.formError);
    }),
    'myCards.locking': at((context) => {
      expect(context.lockReason).toBe('misplaced');
      expect(context.formError).toBeNull();
    }),
    'myCards.unlocking': at((context) => expect(context.cards?.[0]?.status).toBe('locked')),
    // Nothing shown switched before the lender answers.
    'myCards.switching': at((context) => {
      const online = context.cards?.[0]?.channels.find(
        (one) => one.region === 'international' && one.channel === 'online',
      );
      expect(online?.enabled).toBe(!context.switchTo);
    }),
    'myCards.limitEntry': at((context) =>
      expect(context.control).toEqual({ region: 'international', channel: 'online' }),
    ),
    'myCards.savingLimit': at((context) => expect(context.formError).toBeNull()),
  } as MachineHandlers<typeof machine>['states'],
  events: {
    RETRY: sendEvent,
    CANCEL: sendEvent,
    SET_PIN: sendEvent,
    LOCK: sendEvent,
    UNLOCK: sendEvent,
    SWITCH: sendEvent,
    EDIT_LIMIT: sendEvent,
    PIN_TYPED: sendEvent,
    PIN_AGAIN_TYPED: sendEvent,
    SUBMIT_PIN: sendEvent,
    CHOOSE_REASON: sendEvent,
    CONFIRM_LOCK: sendEvent,
    LIMIT_TYPED: sendEvent,
    SAVE_LIMIT: sendEvent,
  },
} satisfies MachineHandlers<typeof machine>;

runMachinePaths(machine, handlers, {
  events: cardsEvents,
  serializeState: serializeCardsState,
  filterEvents: userCanSend,
  limit: 100_000,
  name: 'cards',
});

/** The chart with calls answered at once: the cards given, a code sent, set-pin never answering. */
function answered(cards: PaymentCard[]) {
  return cardsMachine.provide({
    actors: {
      getCards: fromPromise(async () => cards),
      sendPinOtp: fromPromise(async (): Promise<{ sentTo: string | null }> => ({ sentTo: '9123400651' })),
      otp: provideOtp<{ card: PaymentCard }>({
        verify: fromPromise(() => new Promise<{ card: PaymentCard }>(() => {})),
        resend: fromPromise(async () => ({})),
      }),
    },
  });
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the cards chart', () => {
  it('offers nothing but a lock on a card without full KYC', async () => {
    const actor = createActor(answered([{ ...newCard(), kycStatus: 'minKyc' }])).start();
    await settled();
    const place = { cardId: CARD_ID, region: 'international', channel: 'online' } as const;
    for (const event of [
      { type: 'SET_PIN', cardId: CARD_ID },
      { type: 'SWITCH', ...place, enabled: true },
      { type: 'EDIT_LIMIT', ...place },
    ] as const) {
      actor.send(event);
      expect(actor.getSnapshot().matches({ myCards: 'shown' })).toBe(true);
    }
    actor.send({ type: 'LOCK', cardId: CARD_ID });
    expect(actor.getSnapshot().matches({ myCards: 'lockReason' })).toBe(true);
    actor.stop();
  });

  it('keeps the PIN out of what the inspector is shown, and forgets it on Cancel', async () => {
    const actor = createActor(answered([newCard()])).start();
    await settled();
    const sent = [
      { type: 'SET_PIN', cardId: CARD_ID },
      { type: 'PIN_TYPED', value: NEW_PIN },
      { type: 'PIN_AGAIN_TYPED', value: NEW_PIN },
      { type: 'SUBMIT_PIN' },
    ] as const;
    for (const event of sent) actor.send(event);
    await settled();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ myCards: 'pinOtp' })).toBe(true);
    const child = snapshot.children.otp?.getSnapshot() as { context: object } | undefined;
    expect(JSON.stringify(child?.context)).toContain(NEW_PIN);
    // What the inspector gets: the chart's context, the otp child's and every event, sanitised.
    const shown = JSON.stringify([
      sanitizeContext(snapshot.context),
      sanitizeContext(child?.context ?? {}),
      ...sent.map((event) => sanitizeEvent(event)),
    ]);
    expect(shown).not.toContain(NEW_PIN);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches({ myCards: 'shown' })).toBe(true);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain(NEW_PIN);
    expect(actor.getSnapshot().children.otp).toBeUndefined();
    actor.stop();
  });
});
