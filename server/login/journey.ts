import type { SandboxJourney } from '../kit/journey.ts';
import { sessionRoutes } from './session-routes.ts';
import { referralRoutes } from './referral-routes.ts';
import { customerRoutes } from './customer-routes.ts';

/** Login: sessions, referral starts, the customer's code and token. */
export const loginJourney: SandboxJourney = {
  name: 'login',
  routes: [sessionRoutes, referralRoutes, customerRoutes],
};
