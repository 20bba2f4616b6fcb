// What the settings chart holds, in plain types (no wire schema: the app's calls parse the answers
// into these; docs/api-contract.md, "Settings").

import type { Channel, ConsentKind, ConsentStatus, Language, Withdrawal } from '../../rules/settings/choices.ts';

export * from '../../rules/settings/choices.ts';

export interface Preferences {
  readonly language: Language;
  readonly channels: Readonly<Record<Channel, boolean>>;
}

export interface ConsentRecord {
  readonly kind: ConsentKind;
  readonly status: ConsentStatus;
  /** ISO instant, null when never given. */
  readonly givenAt: string | null;
  /** ISO instant, null unless withdrawn here (or withdrawn at the provider, date unknown). */
  readonly withdrawnAt: string | null;
  readonly withdrawal: Withdrawal;
}

export interface Settings {
  readonly preferences: Preferences;
  readonly consents: readonly ConsentRecord[];
}

/** A change the customer asked for, while it is confirmed, in flight or just failed. */
export type Change =
  | { readonly kind: 'language'; readonly language: Language }
  | { readonly kind: 'channel'; readonly channel: Channel; readonly enabled: boolean }
  | { readonly kind: 'withdraw'; readonly consent: ConsentKind };

export interface SettingsContext {
  preferences: Preferences | null;
  consents: readonly ConsentRecord[];
  /** The change asked for (being confirmed or in flight), or the last one that failed. */
  change: Change | null;
  /** The failed read's sentence, or the failed change's (shown on the control it concerns). */
  problem: string | null;
}

export type SettingsEvent =
  | { type: 'RETRY' | 'CONFIRM_WITHDRAW' | 'KEEP_CONSENT' }
  | { type: 'CHOOSE_LANGUAGE'; language: Language }
  | { type: 'SET_CHANNEL'; channel: Channel; enabled: boolean }
  | { type: 'WITHDRAW'; consent: ConsentKind };
