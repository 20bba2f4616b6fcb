import { assign, setup } from 'xstate';
import { appCall, messageOf } from '../kit/app-call.ts';
import { chartTypes } from '../kit/chart-types.ts';
import { callStep } from '../kit/call-step.ts';
import { REWARDS_PATHS } from './screens.ts';
import type { Rewards, RewardsContext, RewardsEvent, RewardsInput, SchemeDetails } from './types.ts';

// The customer's rewards (issue 32, ADR 054): one read of the points statement with the schemes in
// brief, then its screens; a scheme's details and terms are read when it opens. A scheme the lender
// does not list (a typed or stale address) is said so, with the way back to the schemes.

type Ctx = { context: RewardsContext };

const { statement, schemes, details } = REWARDS_PATHS;

/** A screen the address bar may lead to (Back, Forward, a typed address): XState's routable state. */
const routable = <const I extends string>(id: I, path: string) => ({ id, route: {}, meta: { route: { path } } });

const schemeInput = ({ context }: Ctx) => ({ schemeId: context.schemeId ?? '' });

export const rewardsMachine = setup({
  types: chartTypes<RewardsContext, RewardsEvent, RewardsInput>(),
  actors: {
    // Real implementations: src/journeys/rewards/actors.ts.
    getRewards: appCall<Rewards, void>('getRewards'),
    getScheme: appCall<SchemeDetails, { schemeId: string }>('getScheme'),
  },
  guards: {
    opensSchemes: ({ context }) => context.place === 'schemes',
    opensDetails: ({ context }) => context.place === 'details',
    listed: ({ context }) => context.rewards?.schemes.some((scheme) => scheme.id === context.schemeId) ?? false,
  },
  actions: {
    keepRewards: assign((_, params: Rewards) => ({ rewards: params, error: null })),
    keepScheme: assign((_, params: SchemeDetails) => ({ scheme: params, error: null })),
    selectScheme: assign(({ event }) =>
      event.type === 'VIEW_SCHEME' ? { schemeId: event.schemeId, scheme: null, error: null } : {},
    ),
    clearError: assign({ error: null }),
    showCallError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
  },
}).createMachine({
  id: 'rewards',
  initial: 'loading',
  context: ({ input }) => ({ ...input, rewards: null, scheme: null, error: null }),
  states: {
    // The Loader on the address opened while the statement is read.
    loading: callStep('getRewards', undefined, ['routing', 'keepRewards'], ['failed', 'showCallError']),
    // Nothing shown: the address the chart was opened on decides the screen (/rewards: the statement).
    routing: {
      always: [
        { guard: 'opensSchemes', target: 'schemes' },
        { guard: 'opensDetails', target: 'details' },
        { target: 'statement' },
      ],
    },
    // "We could not load your rewards", the reason and Retry.
    failed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
    // The balance and every line (earned, redeemed, expired, with its date and what it was for), or
    // "No reward points yet" with how to earn them; the way to the schemes.
    statement: { ...routable('statement', statement), on: { OPEN_SCHEMES: { target: 'schemes' } } },
    // Every scheme in brief, each leading to its details; the way back to the statement.
    schemes: {
      ...routable('schemes', schemes),
      on: { VIEW_SCHEME: { target: 'details', actions: 'selectScheme' }, OPEN_STATEMENT: { target: 'statement' } },
    },
    // One scheme: how its points are earned, the cap, the expiry and its terms.
    details: {
      meta: {
        route: { path: details, params: (context: RewardsContext) => ({ id: context.schemeId ?? '' }) },
      },
      initial: 'checking',
      on: { BACK: { target: 'schemes', actions: 'clearError' } },
      states: {
        // Nothing shown: a scheme the lender lists is read, any other is unknown.
        checking: { always: [{ guard: 'listed', target: 'reading' }, { target: 'unknown' }] },
        // The Loader while its terms are read.
        reading: callStep('getScheme', schemeInput, ['shown', 'keepScheme'], ['failed', 'showCallError']),
        // "We could not load this scheme", the reason, Retry and Back to the schemes.
        failed: { on: { RETRY: { target: 'reading', actions: 'clearError' } } },
        // "We do not run this scheme" and Back to the schemes.
        unknown: {},
        // The scheme's terms and Back to the schemes.
        shown: {},
      },
    },
  },
});

export type RewardsMachine = typeof rewardsMachine;
