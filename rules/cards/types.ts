import type { Paise } from '../money/paise.ts';

// A customer's card on the credit line as the app holds it (issue 32, ADR 051; docs/api-contract.md
// "Cards"): the masked number only, its state, its KYC and RBI's channel controls, limits in paise.

export const CARD_REGIONS = ['domestic', 'international'] as const;
export const CARD_CHANNELS = ['atm', 'pos', 'online', 'contactless'] as const;
/** Why a card is locked for a while (a lost or stolen card is blocked for good by support instead). */
export const LOCK_REASONS = ['misplaced', 'unrecognisedPayment', 'notUsing', 'other'] as const;

export type CardRegion = (typeof CARD_REGIONS)[number];
export type CardChannel = (typeof CARD_CHANNELS)[number];
export type LockReason = (typeof LOCK_REASONS)[number];

export interface ChannelControl {
  region: CardRegion;
  channel: CardChannel;
  enabled: boolean;
  limit: Paise;
}

/** The control a switch or a limit change is about. */
export interface ControlChoice {
  region: CardRegion;
  channel: CardChannel;
}

type CardChoice = { cardId: string };

/** The calls' inputs: a switch and the state asked for, a limit, a lock and its reason. */
export type SwitchInput = CardChoice & ControlChoice & { enabled: boolean };
export type LimitInput = CardChoice & ControlChoice & { limit: Paise };
export type LockInput = CardChoice & { reason: LockReason };

export interface PaymentCard {
  id: string;
  /** "XXXX XXXX XXXX 1234": the only form of the number the app ever has. */
  maskedNumber: string;
  network: string;
  type: 'virtual' | 'physical';
  status: 'active' | 'locked';
  lockReason: LockReason | null;
  /** §3: `fullKyc` is the one known value; any other means the card still needs it. */
  kycStatus: string;
  pinSet: boolean;
  cardLimit: Paise;
  channels: ChannelControl[];
}
