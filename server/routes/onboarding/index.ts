import { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../../context.ts';
import { personalRoutes } from './personal.ts';
import { kycRoutes } from './kyc.ts';
import { businessRoutes } from './business.ts';
import { verificationRoutes } from './verification.ts';
import { reviewRoutes } from './review.ts';

/** Every onboarding endpoint (docs/api-contract.md, "Onboarding"). */
export function onboardingRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  routes.route('/', personalRoutes(deps));
  routes.route('/', kycRoutes(deps));
  routes.route('/', businessRoutes(deps));
  routes.route('/', verificationRoutes(deps));
  routes.route('/', reviewRoutes(deps));
  return routes;
}
