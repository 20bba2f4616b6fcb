import type { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../../context.ts';
import { joinRoutes } from '../../http/join-routes.ts';
import { personalRoutes } from './personal.ts';
import { kycRoutes } from './kyc.ts';
import { businessRoutes } from './business.ts';
import { verificationRoutes } from './verification.ts';
import { reviewRoutes } from './review.ts';

/** Every onboarding endpoint (docs/api-contract.md, "Onboarding"). */
export function onboardingRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  return joinRoutes(deps, [personalRoutes, kycRoutes, businessRoutes, verificationRoutes, reviewRoutes]);
}
