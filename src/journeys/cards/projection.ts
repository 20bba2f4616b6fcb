import { formatMoney } from '../../../rules/money/format.ts';
import { CHANNEL_WORDS, LOCK_REASON_WORDS, REGION_WORDS } from '../../../rules/cards/controls.ts';
import type { CardChannel, CardRegion, PaymentCard } from '../../../rules/cards/types.ts';

// What My Cards says about a card, worked out once from the chart's cards: screens only draw it.

const last4 = (card: PaymentCard) => card.maskedNumber.slice(-4);

/** "RuPay virtual card ending 1234": the card's name wherever the page names it. */
export const cardName = (card: PaymentCard): string => `${card.network} ${card.type} card ending ${last4(card)}`;

/** "Online payments outside India": a control's name, unique on the card. */
export const controlName = (region: CardRegion, channel: CardChannel): string =>
  `${CHANNEL_WORDS[channel]} ${REGION_WORDS[region].toLowerCase()}`;

/** The card's state in a sentence: active, or locked and why. */
export const statusLine = (card: PaymentCard): string =>
  card.status === 'active'
    ? 'Active: it can be used where its controls allow.'
    : `Locked for now (${(card.lockReason ? LOCK_REASON_WORDS[card.lockReason] : 'no reason given').toLowerCase()}). No payment or withdrawal can be made until you unlock it.`;

export const cardFacts = (card: PaymentCard) => [
  { label: 'Card number', value: card.maskedNumber, spoken: `ending ${last4(card)}` },
  { label: 'Card limit', value: formatMoney(card.cardLimit), spoken: null },
  { label: 'PIN', value: card.pinSet ? 'Set' : 'Not set yet', spoken: null },
];
