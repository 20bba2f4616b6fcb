import type { SandboxJourney } from '../kit/journey.ts';
import { marketplaceRoutes } from './routes.ts';

/** The marketplaces' names and logos, which login and post-approval read. */
export const marketplacesPart: SandboxJourney = {
  name: 'marketplaces',
  routes: [marketplaceRoutes],
};
