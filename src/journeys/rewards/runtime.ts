import type { Actor } from 'xstate';
import { REWARDS_PATHS, REWARDS_SCREENS } from '../../../machines/rewards/screens.ts';
import type { RewardsInput } from '../../../machines/rewards/types.ts';
import { matchPath } from '../../../machines/routing/paths.ts';
import { stateOfPath } from '../../../machines/routing/screen-table.ts';
import { apiClient } from '../api-client.ts';
import type { JourneySpec } from '../runtime/spec.ts';
import { provideRewards, type RewardsLogic } from './provide.ts';

// The rewards actor (ADR 054): one while the customer moves between the statement, the schemes and
// a scheme's terms (the statement is read once; each screen would otherwise read it again), as the
// supplier page's is; a reload reads it afresh.

export type RewardsActorRef = Actor<RewardsLogic>;

/** The screen and scheme an address names (null: not one of the rewards screens). */
export function placeOf(pathname: string): RewardsInput | null {
  const place = stateOfPath(REWARDS_SCREENS, pathname);
  const schemeId = matchPath(REWARDS_PATHS.details, pathname)?.['id'] ?? null;
  return place === null ? null : { place, schemeId };
}

export const rewardsJourney: JourneySpec<RewardsLogic> = {
  id: 'rewards',
  // Signed out: none; on a rewards address: the one; elsewhere: whatever runs is kept.
  key: ({ pathname, session }) =>
    session.matches('loggedIn') ? ((placeOf(pathname) && 'rewards') ?? undefined) : null,
  logic: () => provideRewards(apiClient),
  input: ({ entry }): RewardsInput => placeOf(entry.pathname) ?? { place: 'statement', schemeId: null },
};
