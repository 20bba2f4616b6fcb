import { formatMoney } from '../../../rules/money/format.ts';
import { CHANNEL_WORDS, LOCK_REASON_WORDS } from '../../../rules/cards/controls.ts';
import type { CardChannel, CardRegion, PaymentCard } from '../../../rules/cards/types.ts';

// What My Cards says about a card, worked out once from the chart's cards: screens only draw it.

const last4 = (card: PaymentCard) => card.maskedNumber.slice(-4);

const TYPE_WORDS: Readonly<Record<PaymentCard['type'], string>> = { virtual: 'Virtual', physical: 'Physical' };

/** "Virtual card ending 1234": the card's name wherever the page names it. */
export const cardName = (card: PaymentCard): string => `${TYPE_WORDS[card.type]} card ending ${last4(card)}`;

const WHERE: Readonly<Record<CardRegion, string>> = { domestic: 'in India', international: 'outside India' };

/** "Online payments outside India": a control's name, unique on the card. */
export const controlName = (region: CardRegion, channel: CardChannel): string =>
  `${CHANNEL_WORDS[channel]} ${WHERE[region]}`;

/** The same name inside a sentence: "the limit for online payments outside India". */
export const controlInSentence = (region: CardRegion, channel: CardChannel): string => {
  const name = controlName(region, channel);
  return `${name.charAt(0).toLowerCase()}${name.slice(1)}`;
};

/** The card's state in a sentence: active, or locked and why. */
export function statusLine(card: PaymentCard): string {
  if (card.status === 'active') return 'Active: it can be used where its controls below allow.';
  const why = card.lockReason ? ` (${LOCK_REASON_WORDS[card.lockReason]})` : '';
  return `Locked for now${why}. No payment or withdrawal can be made with it until you unlock it.`;
}

export const cardFacts = (card: PaymentCard) => [
  { label: 'Card number', value: card.maskedNumber, spoken: `ending ${last4(card)}` },
  { label: 'Card limit', value: formatMoney(card.cardLimit), spoken: null },
  { label: 'PIN', value: card.pinSet ? 'Set' : 'Not set yet', spoken: null },
];
