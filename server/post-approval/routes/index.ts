import type { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../../context.ts';
import { joinRoutes } from '../../http/join-routes.ts';
import { offerRoutes } from './offers.ts';
import { bankRoutes } from './bank.ts';
import { questionnaireRoutes } from './questionnaire.ts';
import { linkingRoutes } from './linking.ts';

/** Every post-approval endpoint of the parent journey (docs/sandbox.md, "Post-approval"). */
export function postApprovalRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  return joinRoutes(deps, [offerRoutes, bankRoutes, questionnaireRoutes, linkingRoutes]);
}
