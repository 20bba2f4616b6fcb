import { Outlet } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { useStepActor } from '../../journeys/onboarding/use-onboarding.ts';
import { useCurrentRoute } from '../../routes/route-handle.ts';
import { welcomeRewardOf, type WelcomeReward } from '../../journeys/onboarding/screens/pre-approval/step-data.ts';
import { MainLandmark } from './MainLandmark.tsx';
import { RewardsBanner } from './RewardsBanner.tsx';
import * as styles from './pre-approval-layout.css.ts';

type StepSnapshot = ReturnType<AnyActorRef['getSnapshot']>;

// Any step child may be current (DigiLocker, GST...); only form steps load a welcome reward.
function rewardOf(snapshot: StepSnapshot | undefined): WelcomeReward | null {
  const context: unknown = snapshot?.context;
  return typeof context === 'object' && context !== null && 'data' in context ? welcomeRewardOf(context.data) : null;
}

const sameReward = (a: WelcomeReward | null, b: WelcomeReward | null) =>
  a?.points === b?.points && a?.title === b?.title;

/**
 * Wraps the pre- and post-approval wizard steps inside the onboarding layout: the rewards
 * banner on the steps that show it when the step's read carried a welcome reward. (The step
 * indicator is the onboarding gate's, above every onboarding screen: StepHeader.)
 */
export default function PrePostApprovalLayout() {
  const route = useCurrentRoute();
  const step = useStepActor();
  const reward = useSelector(step ?? undefined, rewardOf, sameReward);
  return (
    <MainLandmark>
      <div className={styles.frame}>
        {route?.meta.showRewardsBanner && reward ? <RewardsBanner points={reward.points} title={reward.title} /> : null}
        <Outlet />
      </div>
    </MainLandmark>
  );
}
