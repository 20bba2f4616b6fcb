import { rewardsMachine } from '../../../machines/rewards/rewards.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { createRewardsActors } from './actors.ts';

/** The rewards chart with its real calls. */
export function provideRewards(client: ApiClient) {
  return rewardsMachine.provide({ actors: createRewardsActors(client) });
}

export type RewardsLogic = ReturnType<typeof provideRewards>;
