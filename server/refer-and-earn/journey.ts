import type { SandboxJourney } from '../kit/journey.ts';
import { referAndEarnRoutes } from './routes.ts';
import { referAndEarnTermsRoutes } from './terms.ts';
import { referAndEarnControlRoutes } from './control.ts';
import { referAndEarnMigrations } from './migrations.ts';

/** Refer and earn (issue 32, ADR 055): referral codes, webflow short links, referrals and their rewards. */
export const referAndEarnJourney: SandboxJourney = {
  name: 'refer-and-earn',
  routes: [referAndEarnRoutes, referAndEarnTermsRoutes],
  controlRoutes: [referAndEarnControlRoutes],
  migrations: referAndEarnMigrations,
};
