import { Outlet, useLocation } from 'react-router-dom';
import { isPostApprovalAddress } from '../../../machines/routing/post-approval-screens.ts';
import { journeyOfAddress } from '../../routes/declared-addresses.ts';
import { useOnboardingActor } from '../../journeys/onboarding/use-onboarding.ts';
import { JourneyUrl } from '../../journeys/journey-routing.tsx';
import { AppHeader } from './AppHeader.tsx';
import { MainLandmark } from './MainLandmark.tsx';
import { OnboardingGate } from '../../journeys/onboarding/screens/layouts/OnboardingGate.tsx';
import { PlainShell } from './PlainShell.tsx';
import * as styles from './layout.css.ts';
import { screenAddress } from '../../routes/declared-addresses.ts';

/**
 * Shell around the /signup onboarding screens. It keeps the address bar and the onboarding
 * journey in step (ADR 003) and stands in for the journey's states that have no screen.
 */
export default function OnBoardingLayout() {
  const onboarding = useOnboardingActor();
  // The post-approval and agreement journeys' pages under /signup follow their own journey.
  const { pathname } = useLocation();
  if (isPostApprovalAddress(pathname) || journeyOfAddress(pathname) === 'agreement') {
    return <PlainShell />;
  }
  return (
    <div className={styles.shell}>
      <AppHeader home={screenAddress('Dashboard')} />
      {onboarding ? <JourneyUrl actorRef={onboarding} /> : null}
      <MainLandmark className={styles.content}>
        <OnboardingGate actor={onboarding}>
          <Outlet />
        </OnboardingGate>
      </MainLandmark>
    </div>
  );
}
