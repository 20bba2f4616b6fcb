import { Outlet } from 'react-router-dom';
import { GuarantorActorProvider, useGuarantorJourney } from '../../journeys/guarantor/GuarantorJourney.tsx';
import { JourneyUrl } from '../../journeys/journey-routing.tsx';
import { AppHeader } from './AppHeader.tsx';
import { MainLandmark } from './MainLandmark.tsx';
import * as styles from './layout.css.ts';

/**
 * §6: the guarantor's own layout. It owns the guarantor journey's actor while the guarantor is
 * on its screens and keeps the address bar in step with it (ADR 003).
 */
export default function GuarantorOnBoardingLayout() {
  const actor = useGuarantorJourney();
  return (
    <GuarantorActorProvider actor={actor}>
      <div className={styles.shell}>
        <AppHeader />
        {actor ? <JourneyUrl actorRef={actor} /> : null}
        <MainLandmark className={styles.content}>
          <Outlet />
        </MainLandmark>
      </div>
    </GuarantorActorProvider>
  );
}
