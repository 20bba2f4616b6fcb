import { pathsOf, type ScreenTable } from '../routing/screen-table.ts';

// The rewards journey's screens (§2 /rewards with statement and schemes, schemes with :id; issue 32,
// ADR 054), written once: per screen state of the `rewards` chart, its §2 name and address, in the
// Home layout. /rewards itself is the Rewards screen: the chart opens the statement from it, so the
// bare address lands on the statement as §2's redirect does (and the legacy /reward-points too).

/** A screen at `path`, in the Home layout. */
const home = <const N extends string, const P extends string>(name: N, path: P) =>
  ({ name, path, layout: 'Home' }) as const;

export const REWARDS_SCREENS = {
  landing: { ...home('Rewards', '/rewards'), title: 'Rewards' },
  statement: { ...home('RewardStatement', '/rewards/statement'), title: 'Your reward points' },
  schemes: { ...home('RewardSchemes', '/rewards/schemes'), title: 'Reward schemes' },
  details: { ...home('RewardSchemeDetails', '/rewards/schemes/:id'), title: 'Reward scheme' },
} as const satisfies ScreenTable;

export const REWARDS_PATHS = pathsOf(REWARDS_SCREENS);

export type RewardsScreen = keyof typeof REWARDS_SCREENS;
