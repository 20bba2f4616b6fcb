import type { Rewards, SchemeDetails } from '../../rules/rewards/types.ts';
import type { RewardsScreen } from './screens.ts';

export type * from '../../rules/rewards/types.ts';

// The rewards chart's input, context and events (ADR 054).

export interface RewardsInput {
  /** The screen the address opened. */
  place: RewardsScreen;
  /** The scheme a details address names. */
  schemeId: string | null;
}

export interface RewardsContext {
  place: RewardsScreen;
  schemeId: string | null;
  rewards: Rewards | null;
  /** The scheme on the details screen, once read. */
  scheme: SchemeDetails | null;
  /** The failed read's sentence (§8: the lender's message, else the heavy-load one). */
  error: string | null;
}

export type RewardsEvent =
  { type: 'RETRY' | 'OPEN_SCHEMES' | 'OPEN_STATEMENT' | 'BACK' } | { type: 'VIEW_SCHEME'; schemeId: string };
