import type { Actor } from 'xstate';
import { referAndEarnMachine } from '../../../machines/refer-and-earn/refer-and-earn.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { apiClient } from '../api-client.ts';
import { pageJourney } from '../runtime/spec.ts';
import { createReferAndEarnActors, type ShareHost } from './actors.ts';

// The page's own actor (ADR 034): one per showing of /refer-and-earn, so each visit reads the
// referrals afresh (a referral confirmed meanwhile shows on the next visit).

const browserShareHost = (): ShareHost => ({
  ...(typeof navigator.share === 'function' ? { share: (data: ShareData) => navigator.share(data) } : {}),
  ...(navigator.clipboard ? { clipboard: navigator.clipboard } : {}),
});

export function provideReferAndEarn(client: ApiClient, host: () => ShareHost = browserShareHost) {
  return referAndEarnMachine.provide({ actors: createReferAndEarnActors(client, host) });
}

export type ReferAndEarnLogic = ReturnType<typeof provideReferAndEarn>;
export type ReferAndEarnActorRef = Actor<ReferAndEarnLogic>;

export const referAndEarnRuntime = pageJourney('referAndEarn', () => provideReferAndEarn(apiClient));
