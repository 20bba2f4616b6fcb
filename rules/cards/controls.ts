import { formatMoney } from '../money/format.ts';
import { parseTypedRupees, type Paise } from '../money/paise.ts';
import type { CardChannel, CardRegion, ChannelControl, LockReason, PaymentCard } from './types.ts';

// What a card's controls mean to its owner (ADR 051): which need full KYC, a channel's name in
// words, the lock reasons as the list says them, and a typed limit checked against the card's.

/** §3: a card whose KYC is not full may be locked and unlocked, nothing more. */
export const hasFullKyc = (card: PaymentCard): boolean => card.kycStatus === 'fullKyc';

export const cardOf = (cards: readonly PaymentCard[] | null, id: string | null): PaymentCard | null =>
  cards?.find((card) => card.id === id) ?? null;

export const controlOf = (card: PaymentCard, region: CardRegion, channel: CardChannel): ChannelControl | null =>
  card.channels.find((one) => one.region === region && one.channel === channel) ?? null;

export const REGION_WORDS: Readonly<Record<CardRegion, string>> = {
  domestic: 'In India',
  international: 'Outside India',
};

export const CHANNEL_WORDS: Readonly<Record<CardChannel, string>> = {
  atm: 'ATM cash withdrawals',
  pos: 'Payments at shops (card machine)',
  online: 'Online payments',
  contactless: 'Tap to pay (contactless)',
};

export const LOCK_REASON_WORDS: Readonly<Record<LockReason, string>> = {
  misplaced: 'I can’t find my card right now',
  unrecognisedPayment: 'I see a payment I don’t recognise',
  notUsing: 'I won’t use it for a while',
  other: 'Another reason',
};

/** What a card still needs before its PIN and controls can be changed, in the customer's words. */
export const FULL_KYC_NEEDED =
  'To set a PIN or choose where this card works, complete your full KYC: a short video call with your PAN ' +
  'and Aadhaar. Until then you can only lock or unlock it.';

/** The limit typed for a channel, as paise, or the sentence saying why it cannot be one. */
export function limitOf(text: string, cardLimit: Paise): { limit: Paise } | { problem: string } {
  if (text.trim() === '') return { problem: 'Enter a limit in rupees.' };
  const limit = parseTypedRupees(text);
  if (limit === null) return { problem: 'Enter the limit in rupees, like 25000 or 25000.50.' };
  if (limit < 100 || limit > cardLimit) {
    return { problem: `Choose a limit from ₹1 to ${formatMoney(cardLimit)}, your card’s limit.` };
  }
  return { limit };
}
