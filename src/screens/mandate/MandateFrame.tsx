import type { MandateScreen } from '../../../machines/routing/mandate-screens.ts';
import { useMandateActor, type MandateActorRef } from '../../journeys/mandate/MandateProvider.tsx';
import { journeyPage } from '../../kit/journey-page.tsx';

/**
 * A mandate page: the kit's journey frame (the Loader while home and the status load, the load
 * failure with Retry), and the screen once the journey is on it. The address is kept in step with
 * the journey by MandateProvider.
 */
export const MandatePage = journeyPage<MandateScreen, MandateActorRef>(
  useMandateActor,
  'We could not load your repayment set-up. Please check your connection and try again.',
);
