import { assign, setup } from 'xstate';
import { appCall, messageOf } from '../kit/app-call.ts';
import { chartTypesWithOtp } from '../kit/chart-types.ts';
import { callStep } from '../kit/call-step.ts';
import { readOnceStates } from '../kit/read-once.ts';
import { withOutput } from '../kit/event-params.ts';
import { otpAnswering } from '../kit/otp.machine.ts';
import { cardOf, hasFullKyc, limitOf } from '../../rules/cards/controls.ts';
import { newCardPinProblems } from '../../rules/cards/pin.ts';
import { typedRupeesFromPaise, ZERO_PAISE } from '../../rules/money/paise.ts';
import { CARDS_PATHS } from './screens.ts';
import type {
  CardsContext,
  CardsEvent,
  ControlChoice,
  LimitInput,
  LockInput,
  PaymentCard,
  SwitchInput,
} from './types.ts';

// My Cards (§2 /cards; issue 32, ADR 051): the customer's cards read from the lender, then on the
// one page: set or change a card's PIN (typed twice, confirmed by an OTP through the kit's otp
// child), lock it with a reason or unlock it, and RBI's channel controls, each switched or given a
// limit. Nothing is shown changed before the lender answers: a switch in flight is busy, and a
// refused one stays as it was with the lender's sentence on it. The PIN is forgotten on every way out.

type Ctx = { context: CardsContext };

const cardInput = ({ context }: Ctx) => ({ cardId: context.cardId ?? '' });
const otpInput = ({ context }: Ctx) => ({
  // The PIN goes with the code that confirms it (PATCH set-pin); the inspector masks both (src/app/inspector.ts).
  request: { cardId: context.cardId, pin: context.pin },
  sentTo: context.otpSentTo,
  callErrors: 'alert' as const,
});
const lockInput = ({ context }: Ctx): LockInput => ({
  cardId: context.cardId ?? '',
  reason: context.lockReason ?? 'other',
});
const controlOfContext = (context: CardsContext): ControlChoice =>
  context.control ?? { region: 'domestic', channel: 'atm' };
const switchInput = ({ context }: Ctx): SwitchInput => ({
  cardId: context.cardId ?? '',
  ...controlOfContext(context),
  enabled: context.switchTo,
});
/** The limit typed for the chosen card, or the sentence saying why it cannot be one. */
const typedLimit = (context: CardsContext) =>
  limitOf(context.limitText, cardOf(context.cards, context.cardId)?.cardLimit ?? ZERO_PAISE);
const limitInput = ({ context }: Ctx): LimitInput => {
  const read = typedLimit(context);
  return {
    cardId: context.cardId ?? '',
    ...controlOfContext(context),
    limit: 'limit' in read ? read.limit : ZERO_PAISE,
  };
};

/** The cards with one replaced by the lender's answer. */
const withAnswer = (context: CardsContext, answer: { card: PaymentCard }) =>
  (context.cards ?? []).map((card) => (card.id === answer.card.id ? answer.card : card));

const chosen = ({ context, event }: Ctx & { event: CardsEvent }) =>
  'cardId' in event ? cardOf(context.cards, event.cardId) : null;

const read = readOnceStates(CARDS_PATHS.myCards, 'getCards', 'keepCards');

/** A form's submit: on to `target` when `valid` (the last failure's sentence cleared), else its `problem` shown. */
const checked = <const TGuard extends string, const TProblem extends string>(
  valid: TGuard,
  target: string,
  problem: TProblem,
) => [{ guard: valid, target, actions: 'clearFormError' as const }, { actions: problem }];

/** A question over the page (a lock's reason, a limit): its own events, and Cancel back to the cards. */
const overPage = <const TOn extends object>(on: TOn) => ({
  on: { ...on, CANCEL: { target: 'shown', actions: 'forgetChoice' as const } },
});

const CLEAR_FORM = { formError: null, problem: null, notice: null } as const;
const NO_PIN = { pin: '', pinAgain: '', pinErrors: {}, otpSentTo: null } as const;

export const cardsMachine = setup({
  types: chartTypesWithOtp<CardsContext, CardsEvent>(),
  actors: {
    // Real implementations: src/journeys/cards/actors.ts.
    getCards: appCall<PaymentCard[], void>('getCards'),
    sendPinOtp: appCall<{ sentTo: string | null }, { cardId: string }>('sendPinOtp'),
    otp: otpAnswering<{ card: PaymentCard }>(),
    lockCard: appCall<{ card: PaymentCard }, LockInput>('lockCard'),
    unlockCard: appCall<{ card: PaymentCard }, { cardId: string }>('unlockCard'),
    switchChannel: appCall<{ card: PaymentCard }, SwitchInput>('switchChannel'),
    setChannelLimit: appCall<{ card: PaymentCard }, LimitInput>('setChannelLimit'),
  },
  guards: {
    // Full KYC for the PIN and the controls (§3 kycStatus); the screen offers neither without it.
    mayChange: (args) => {
      const card = chosen(args);
      return card !== null && hasFullKyc(card);
    },
    isActive: (args) => chosen(args)?.status === 'active',
    isLocked: (args) => chosen(args)?.status === 'locked',
    newPinValid: ({ context }) => Object.keys(newCardPinProblems(context.pin, context.pinAgain)).length === 0,
    reasonChosen: ({ context }) => context.lockReason !== null,
    limitValid: ({ context }) => 'limit' in typedLimit(context),
  },
  actions: {
    keepCards: assign((_, cards: PaymentCard[]) => ({ cards, error: null })),
    keepCard: assign(({ context }, answer: { card: PaymentCard }) => ({
      cards: withAnswer(context, answer),
      ...CLEAR_FORM,
      control: null,
    })),
    keepLocked: assign(({ context }, answer: { card: PaymentCard }) => ({
      cards: withAnswer(context, answer),
      ...CLEAR_FORM,
      lockReason: null,
      notice: `Your card ending ${answer.card.maskedNumber.slice(-4)} is locked. Unlock it here whenever you want.`,
    })),
    notePinSet: assign({ notice: 'Your new card PIN is set. Use it at ATMs and card machines.' }),
    selectCard: assign(({ event }) => ('cardId' in event ? { cardId: event.cardId, ...CLEAR_FORM } : {})),
    selectControl: assign(({ event, context }) => {
      if (event.type !== 'SWITCH' && event.type !== 'EDIT_LIMIT') return {};
      const card = cardOf(context.cards, event.cardId);
      const current = card?.channels.find((one) => one.region === event.region && one.channel === event.channel);
      return {
        cardId: event.cardId,
        control: { region: event.region, channel: event.channel },
        switchTo: event.type === 'SWITCH' ? event.enabled : false,
        // The limit field starts with the limit there is now, in rupees as typed.
        limitText: current ? typedRupeesFromPaise(current.limit) : '',
        ...CLEAR_FORM,
      };
    }),
    typePin: assign(({ event, context }) =>
      event.type === 'PIN_TYPED' ? { pin: event.value, pinErrors: { ...context.pinErrors, pin: undefined } } : {},
    ),
    typePinAgain: assign(({ event, context }) =>
      event.type === 'PIN_AGAIN_TYPED'
        ? { pinAgain: event.value, pinErrors: { ...context.pinErrors, pinAgain: undefined } }
        : {},
    ),
    showPinProblems: assign(({ context }) => ({ pinErrors: newCardPinProblems(context.pin, context.pinAgain) })),
    forgetPin: assign({ ...NO_PIN }),
    keepSentTo: assign((_, answer: { sentTo: string | null }) => ({ otpSentTo: answer.sentTo, formError: null })),
    chooseReason: assign(({ event }) =>
      event.type === 'CHOOSE_REASON' ? { lockReason: event.reason, formError: null } : {},
    ),
    showReasonMissing: assign({ formError: 'Choose why you are locking the card.' }),
    forgetChoice: assign({ lockReason: null, control: null, limitText: '', formError: null }),
    typeLimit: assign(({ event }) => (event.type === 'LIMIT_TYPED' ? { limitText: event.value, formError: null } : {})),
    showLimitProblem: assign(({ context }) => {
      const read = typedLimit(context);
      return { formError: 'problem' in read ? read.problem : null };
    }),
    showError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    showFormError: assign((_, params: { error: unknown }) => ({ formError: messageOf(params.error) })),
    // The control (or the card) stays as it was; the sentence goes on it.
    showProblem: assign(({ context }, params: { error: unknown }) => ({
      problem: { cardId: context.cardId ?? '', control: context.control, message: messageOf(params.error) },
      control: null,
    })),
    // A new try at a form's call: the last failure's sentence goes while it is in flight.
    clearFormError: assign({ formError: null }),
  },
}).createMachine({
  id: 'cards',
  initial: 'myCards',
  context: {
    cards: null,
    error: null,
    cardId: null,
    control: null,
    switchTo: false,
    ...NO_PIN,
    lockReason: null,
    limitText: '',
    formError: null,
    problem: null,
    notice: null,
  },
  states: {
    myCards: {
      meta: { route: { path: CARDS_PATHS.myCards } },
      initial: 'loading',
      states: {
        // The Loader while the cards are read; "We could not load your cards" with Retry.
        ...read,
        // The cards (or "no cards yet"), each with its PIN, lock and controls as its KYC allows.
        shown: {
          ...read.shown,
          on: {
            SET_PIN: { guard: 'mayChange', target: 'pinEntry', actions: ['selectCard', 'forgetPin'] },
            LOCK: { guard: 'isActive', target: 'lockReason', actions: ['selectCard', 'forgetChoice'] },
            UNLOCK: { guard: 'isLocked', target: 'unlocking', actions: 'selectCard' },
            SWITCH: { guard: 'mayChange', target: 'switching', actions: 'selectControl' },
            EDIT_LIMIT: { guard: 'mayChange', target: 'limitEntry', actions: 'selectControl' },
          },
        },
        // Set your card PIN: the new PIN and the same again (never shown), Continue sends the OTP.
        pinEntry: {
          on: {
            PIN_TYPED: { actions: 'typePin' },
            PIN_AGAIN_TYPED: { actions: 'typePinAgain' },
            SUBMIT_PIN: checked('newPinValid', 'sendingCode', 'showPinProblems'),
            CANCEL: { target: 'shown', actions: 'forgetPin' },
          },
        },
        sendingCode: callStep('sendPinOtp', cardInput, ['pinOtp', 'keepSentTo'], ['pinEntry', 'showFormError']),
        // The otp child's boxes; its verify sets the PIN. Cancel forgets the PIN.
        pinOtp: {
          invoke: {
            id: 'otp',
            src: 'otp',
            input: otpInput,
            onDone: { target: 'shown', actions: [withOutput('keepCard'), 'forgetPin', 'notePinSet'] },
          },
          on: { CANCEL: { target: 'shown', actions: 'forgetPin' } },
        },
        // "Lock this card?" with the reasons; Lock card, or Keep it unlocked.
        lockReason: overPage({
          CHOOSE_REASON: { actions: 'chooseReason' },
          CONFIRM_LOCK: checked('reasonChosen', 'locking', 'showReasonMissing'),
        }),
        locking: callStep('lockCard', lockInput, ['shown', 'keepLocked'], ['lockReason', 'showFormError']),
        unlocking: callStep('unlockCard', cardInput, ['shown', 'keepCard'], ['shown', 'showProblem']),
        // The switch busy until the lender answers; refused, it stays as it was with the sentence on it.
        switching: callStep('switchChannel', switchInput, ['shown', 'keepCard'], ['shown', 'showProblem']),
        // "Limit for …": the amount in rupees, within the card's limit; Save or Cancel.
        limitEntry: overPage({
          LIMIT_TYPED: { actions: 'typeLimit' },
          SAVE_LIMIT: checked('limitValid', 'savingLimit', 'showLimitProblem'),
        }),
        savingLimit: callStep('setChannelLimit', limitInput, ['shown', 'keepCard'], ['limitEntry', 'showFormError']),
      },
    },
  },
});
