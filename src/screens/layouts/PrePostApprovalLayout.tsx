import { Outlet } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { useStepActor } from '../../journeys/onboarding/OnboardingProvider.tsx';
import { useCurrentRoute } from '../../routes/route-handle.ts';
import { StepIndicator } from '../../ui/index.ts';
import { welcomeRewardOf, type WelcomeReward } from '../onboarding/pre-approval/step-data.ts';
import { MainLandmark } from './MainLandmark.tsx';
import { RewardsBanner } from './RewardsBanner.tsx';
import * as styles from './pre-approval-layout.css.ts';

/** §9: onboarding has 4 steps; the 4th (the mandate) comes after approval. */
const STEP_LABELS = ['Personal details', 'KYC', 'Business profile', 'Mandate'] as const;

type StepSnapshot = ReturnType<AnyActorRef['getSnapshot']>;

// Any step child may be current (DigiLocker, GST...); only form steps load a welcome reward.
function rewardOf(snapshot: StepSnapshot | undefined): WelcomeReward | null {
  const context: unknown = snapshot?.context;
  return typeof context === 'object' && context !== null && 'data' in context ? welcomeRewardOf(context.data) : null;
}

const sameReward = (a: WelcomeReward | null, b: WelcomeReward | null) =>
  a?.points === b?.points && a?.title === b?.title;

/**
 * Wraps the pre- and post-approval wizard steps inside the onboarding layout: the step
 * indicator from the route's totalSteps/currentStep (§2 route metadata), and the rewards
 * banner on the steps that show it when the step's read carried a welcome reward.
 */
export default function PrePostApprovalLayout() {
  const route = useCurrentRoute();
  const step = useStepActor();
  const reward = useSelector(step ?? undefined, rewardOf, sameReward);
  const total = route?.meta.totalSteps;
  const current = route?.meta.currentStep;
  return (
    <MainLandmark>
      <div className={styles.frame}>
        {total && current ? <StepIndicator total={total} current={current} labels={STEP_LABELS} /> : null}
        {route?.meta.showRewardsBanner && reward ? <RewardsBanner points={reward.points} title={reward.title} /> : null}
        <Outlet />
      </div>
    </MainLandmark>
  );
}
