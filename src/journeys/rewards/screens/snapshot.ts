import type { SnapshotFrom } from 'xstate';
import type { rewardsMachine } from '../../../../machines/rewards/rewards.machine.ts';
import type { RewardLine } from '../../../../machines/rewards/types.ts';
import type { RewardsActorRef } from '../runtime.ts';

export type RewardsSnapshot = SnapshotFrom<typeof rewardsMachine>;

export interface RewardsScreenProps {
  actor: RewardsActorRef;
  snapshot: RewardsSnapshot;
}

const count = new Intl.NumberFormat('en-IN');

/** "1 point", "1,250 points". */
export const pointsText = (points: number): string => `${count.format(points)} ${points === 1 ? 'point' : 'points'}`;

/** A line's movement in words, signed the way a statement reads. */
export const LINE_TEXT: Readonly<Record<RewardLine['kind'], { label: string; sign: string }>> = {
  earned: { label: 'Earned', sign: '+' },
  redeemed: { label: 'Redeemed', sign: '−' },
  expired: { label: 'Expired', sign: '−' },
};
