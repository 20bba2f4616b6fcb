import { useSelector } from '@xstate/react';
import { Button } from '../../../../ui/index.ts';
import type { OnboardingRef } from './onboarding-ref.ts';
import * as styles from './outcome.css.ts';
import { DashboardLink, OutcomePage } from './OutcomePage.tsx';

/** /not-service-area (public): the address is outside the lender's area; logged in, Change address. */
export function NotServiceableView({ onboarding }: { onboarding: OnboardingRef | null }) {
  const canChange = useSelector(
    onboarding ?? undefined,
    (snapshot) => snapshot?.can({ type: 'CHANGE_ADDRESS' }) ?? false,
  );
  return (
    <OutcomePage id="not-serviceable" title="We do not serve your area yet">
      <p className={styles.lead}>
        Our lender does not offer credit at your current address yet. If you run your business from another address,
        change it and we will check again.
      </p>
      <div className={styles.actions}>
        {onboarding ? (
          <Button fullWidth disabled={!canChange} onClick={() => onboarding.send({ type: 'CHANGE_ADDRESS' })}>
            Change address
          </Button>
        ) : null}
        <DashboardLink />
      </div>
    </OutcomePage>
  );
}
