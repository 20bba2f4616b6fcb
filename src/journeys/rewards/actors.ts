import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import type { Rewards, SchemeDetails } from '../../../machines/rewards/types.ts';
import { getRewards, getScheme } from './api/rewards.ts';

// The rewards chart's calls: the statement's one read and a scheme's terms.

export function createRewardsActors(client: ApiClient) {
  return {
    getRewards: fromPromise<Rewards, void>(() => getRewards(client)),
    getScheme: fromPromise<SchemeDetails, { schemeId: string }>(async ({ input }) => {
      const { scheme } = await getScheme(client, input);
      return scheme;
    }),
  };
}
