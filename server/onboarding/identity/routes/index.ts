import type { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../../../context.ts';
import { joinRoutes } from '../../../http/join-routes.ts';
import { digiLockerRoutes } from './digilocker.ts';
import { gstRoutes } from './gst.ts';
import { udyamRoutes } from './udyam.ts';
import { declarationRoutes } from './declarations.ts';
import { discrepancyRoutes } from './discrepancy.ts';

/** The identity providers the sandbox plays (docs/api-contract.md, "Identity and KYC"). */
export function identityRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  return joinRoutes(deps, [digiLockerRoutes, gstRoutes, udyamRoutes, declarationRoutes, discrepancyRoutes]);
}
