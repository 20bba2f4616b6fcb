import type { Hono } from 'hono';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import type { Migration } from '../db/migrations.ts';

/** Routes built with the sandbox's deps. */
export type RouteGroup = (deps: SandboxDeps) => Hono<SandboxEnv>;

/**
 * What a folder of the sandbox brings to it, declared once in its own `journey.ts`: server/journeys.ts
 * lists the declarations, server/app.ts mounts their routes and the database runs their schema steps.
 */
export type SandboxJourney = {
  /** Its folder under server/, for reading and for messages. */
  readonly name: string;
  /** API routes, tried in this order after every earlier journey's. */
  readonly routes: readonly RouteGroup[];
  /** /__sandbox routes QA and tests steer it with; mounted only in sandbox mode. */
  readonly controlRoutes?: readonly RouteGroup[];
  /** The schema steps that made its tables (versions interleave with other journeys'). */
  readonly migrations?: readonly Migration[];
};
