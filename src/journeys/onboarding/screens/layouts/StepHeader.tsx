import { Link, useLocation } from 'react-router-dom';
import { screenOfPath } from '../../../../../machines/routing/onboarding-screens.ts';
import { useCurrentRoute } from '../../../../routes/route-handle.ts';
import { StepIndicator } from '../../../../ui/index.ts';
import { PRE_APPROVAL_PLACES, STEP_LABELS } from '../pre-approval-steps.ts';
import * as styles from './step-header.css.ts';

/**
 * Above every onboarding screen the gate shows: the 4-step indicator and, where the screen has
 * none of its own, Back. The step is the route's (§2 metadata) or the pre-approval table's.
 */
export function StepHeader() {
  const { pathname } = useLocation();
  const route = useCurrentRoute();
  const screen = screenOfPath(pathname);
  const place = screen ? PRE_APPROVAL_PLACES[screen] : undefined;
  const current = route?.meta.currentStep ?? place?.step;
  const total = route?.meta.totalSteps ?? STEP_LABELS.length;
  if (!current && !place?.back) return null;
  return (
    <div className={styles.header}>
      {place?.back ? (
        <Link to={place.back} className={styles.back}>
          Back
        </Link>
      ) : null}
      {current ? <StepIndicator total={total} current={current} labels={STEP_LABELS} /> : null}
    </div>
  );
}
