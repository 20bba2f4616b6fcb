import type { SandboxJourney } from '../kit/journey.ts';
import { acceptedTermsRoutes } from './routes.ts';

/** The offers-and-terms journey's sandbox: the terms a customer accepted. */
export const offersAndTermsJourney: SandboxJourney = {
  name: 'offers-and-terms',
  routes: [acceptedTermsRoutes],
};
