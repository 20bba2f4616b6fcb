import type { SandboxJourney } from '../kit/journey.ts';
import { termsRoutes } from './routes.ts';

/** The terms page every login accepts. */
export const termsPart: SandboxJourney = {
  name: 'terms',
  routes: [termsRoutes],
};
