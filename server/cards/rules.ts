import type { Paise } from '../kit/money.ts';
import { asPaise } from '../kit/money.ts';

// The lender's card rules (ADR 051): the channels RBI's January 2020 circular "Enhancing Security of
// Card Transactions" asks a customer to control, how a new card starts, the reasons a card is locked
// for a while, and what makes a PIN anyone could guess.

export const REGIONS = ['domestic', 'international'] as const;
export const CHANNELS = ['atm', 'pos', 'online', 'contactless'] as const;
export type Region = (typeof REGIONS)[number];
export type Channel = (typeof CHANNELS)[number];

export const KYC_STATUSES = ['fullKyc', 'minKyc'] as const;
export const CARD_TYPES = ['virtual', 'physical'] as const;

/** Why a customer locks a card for a while; a lost or stolen card is blocked for good by support instead. */
export const LOCK_REASONS = ['misplaced', 'unrecognisedPayment', 'notUsing', 'other'] as const;

/** RBI: a new card works at ATMs and shops in India only; online, contactless and abroad wait for the customer. */
export const startsOn = (region: Region, channel: Channel): boolean =>
  region === 'domestic' && (channel === 'atm' || channel === 'pos');

/** A channel's first limit: the card's, but cash at ATMs (₹20,000) and tap-to-pay (₹5,000) start lower. */
export function startingLimit(channel: Channel, cardLimit: Paise): Paise {
  const cap = channel === 'atm' ? 2_000_000 : channel === 'contactless' ? 500_000 : cardLimit;
  return asPaise(Math.min(cap, cardLimit));
}

/** A PIN anyone could guess: one digit four times, or four digits each one up (or down) from the last. */
export function isGuessablePin(pin: string): boolean {
  const steps = new Set([...pin.slice(1)].map((digit, at) => Number(digit) - Number(pin[at])));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0] ?? 2);
}

export const CardErrorCodes = {
  noCard: 'EPL-40432',
  needsFullKyc: 'EPL-40957',
  guessablePin: 'EPL-42253',
  limitOutside: 'EPL-42254',
  noLine: 'EPL-40958',
} as const;
