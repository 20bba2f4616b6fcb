import type { Actor } from 'xstate';
import { REWARDS_SCREENS } from '../../../machines/rewards/screens.ts';
import type { RewardsInput } from '../../../machines/rewards/types.ts';
import { matchPath } from '../../../machines/routing/paths.ts';
import { stateOfPath } from '../../../machines/routing/screen-table.ts';
import { apiClient } from '../api-client.ts';
import type { JourneySpec } from '../runtime/spec.ts';
import { provideRewards, type RewardsLogic } from './provide.ts';

// The rewards actor (ADR 054): one while the customer moves between the statement and the schemes
// (the statement is read once), a new one each time they come back to rewards from elsewhere.

export type RewardsActorRef = Actor<RewardsLogic>;

/** The screen and scheme an address names (null: not one of the rewards screens). */
export function placeOf(pathname: string): RewardsInput | null {
  const place = stateOfPath(REWARDS_SCREENS, pathname);
  if (place === null) return null;
  const params = matchPath(REWARDS_SCREENS[place].path, pathname);
  return { place, schemeId: params?.['id'] ?? null };
}

export const rewardsJourney: JourneySpec<RewardsLogic> = {
  id: 'rewards',
  key({ pathname, session }) {
    if (!session.matches('loggedIn')) return null;
    return placeOf(pathname) === null ? undefined : 'rewards';
  },
  logic: () => provideRewards(apiClient),
  input: ({ entry }): RewardsInput => placeOf(entry.pathname) ?? { place: 'statement', schemeId: null },
  perPage: true,
};
