import type { ReactNode } from 'react';
import type { MandateScreen } from '../../../machines/routing/mandate-screens.ts';
import { useMandateActor, type MandateActorRef } from '../../journeys/mandate/MandateProvider.tsx';
import { JourneyPage } from '../../kit/journey-page.tsx';

// Every mandate page stands in the kit's journey frame (the Loader while home and the status
// load, the load failure with Retry). The address is kept in step with the journey by MandateProvider.

const LOAD_FAILURE = 'We could not load your repayment set-up. Please check your connection and try again.';

/** A mandate page: the frame, and the screen once the journey is on it. */
export function MandatePage({
  screen,
  children,
}: {
  screen: MandateScreen;
  children: (actor: MandateActorRef) => ReactNode;
}) {
  return (
    <JourneyPage actor={useMandateActor()} screen={screen} loadFailure={LOAD_FAILURE}>
      {children}
    </JourneyPage>
  );
}
