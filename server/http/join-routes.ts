import { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../context.ts';

/** One app answering every route of the given groups, each built with the sandbox's deps. */
export function joinRoutes(
  deps: SandboxDeps,
  groups: readonly ((deps: SandboxDeps) => Hono<SandboxEnv>)[],
): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  for (const group of groups) routes.route('/', group(deps));
  return routes;
}
