import type { SandboxJourney } from '../kit/journey.ts';
import { rewardRoutes } from './routes.ts';
import { rewardControlRoutes } from './control.ts';
import { rewardMigrations } from './migrations.ts';

/** Rewards (issue 32, ADR 054): the points ledger, its schemes and QA's rewards desk. */
export const rewardsJourney: SandboxJourney = {
  name: 'rewards',
  routes: [rewardRoutes],
  controlRoutes: [rewardControlRoutes],
  migrations: rewardMigrations,
};
