import type { SandboxJourney } from '../kit/journey.ts';
import { homeRoutes } from './home-routes.ts';
import { notificationRoutes } from './notification-routes.ts';
import { homeMigrations } from './migrations.ts';

/**
 * Home and notifications: the lender's summary across every journey (ADR 031, addendum), composed
 * from the journeys' published fields and records like server/app.ts composes their routes; no
 * journey of its own.
 */
export const homePart: SandboxJourney = {
  name: 'home',
  routes: [homeRoutes, notificationRoutes],
  migrations: homeMigrations,
};
