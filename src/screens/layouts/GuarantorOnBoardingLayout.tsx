import { Outlet } from 'react-router-dom';
import { guarantorJourney } from '../../journeys/guarantor/runtime.ts';
import { JourneyHost } from '../../journeys/runtime/JourneyRuntime.tsx';
import { AppHeader } from './AppHeader.tsx';
import { MainLandmark } from './MainLandmark.tsx';
import * as styles from './layout.css.ts';

/**
 * §6: the guarantor's own layout. It owns the guarantor journey's actor while the guarantor is
 * on its screens and keeps the address bar in step with it (ADR 003).
 */
export default function GuarantorOnBoardingLayout() {
  return (
    <div className={styles.shell}>
      <AppHeader />
      <JourneyHost journey={guarantorJourney} />
      <MainLandmark className={styles.content}>
        <Outlet />
      </MainLandmark>
    </div>
  );
}
