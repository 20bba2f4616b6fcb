import type { MandateScreen } from '../../../../machines/mandate/screens.ts';
import { mandateJourney, type MandateActorRef } from '../runtime.ts';
import { useJourney } from '../../runtime/JourneyRuntime.tsx';
import { journeyPage } from '../../../kit/journey-page.tsx';

/**
 * A mandate page: the kit's journey frame (the Loader while home and the status load, the load
 * failure with Retry), and the screen once the journey is on it. The address is kept in step with
 * the journey by the journey runtime's host.
 */
export const MandatePage = journeyPage<MandateScreen, MandateActorRef>(
  () => useJourney(mandateJourney),
  'We could not load your repayment set-up. Please check your connection and try again.',
);
