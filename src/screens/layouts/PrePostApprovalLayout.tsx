import { Outlet } from 'react-router-dom';
import { useCurrentRoute } from '../../routes/route-handle.ts';
import { StepIndicator } from '../../ui/index.ts';
import { MainLandmark } from './MainLandmark.tsx';
import * as styles from './pre-approval-layout.css.ts';

/** §9: onboarding has 4 steps; the 4th (the mandate) comes after approval. */
const STEP_LABELS = ['Personal details', 'KYC', 'Business profile', 'Mandate'] as const;

/**
 * Wraps the pre- and post-approval wizard steps inside the onboarding layout: the step
 * indicator from the route's totalSteps/currentStep (§2 route metadata).
 */
export default function PrePostApprovalLayout() {
  const route = useCurrentRoute();
  const total = route?.meta.totalSteps;
  const current = route?.meta.currentStep;
  return (
    <MainLandmark>
      <div className={styles.frame}>
        {total && current ? <StepIndicator total={total} current={current} labels={STEP_LABELS} /> : null}
        <Outlet />
      </div>
    </MainLandmark>
  );
}
