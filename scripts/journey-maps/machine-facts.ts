import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { FLAT_ROUTES, type FlatRoute } from '../../src/routes/route-lookup.ts';
import { allStateNodes } from '../journey-graph/transitions.ts';
import { isHandOver, routePatterns, type RouteMeta } from '../../machines/routing.ts';

// What the maps read off a machine definition: screens (states declaring meta.route) with the
// route-table entry for their path, the actors it invokes, and which registered machines it
// runs as children.

export interface ScreenState {
  node: AnyStateNode;
  path: string;
  /** XState's `route` config: the address bar may enter this state. */
  routable: boolean;
  route: FlatRoute | null;
}

export interface Invocation {
  node: AnyStateNode;
  id: string;
  src: string;
}

/** A screen state's path patterns: its one, or one per place it is drawn for (ADR 030). */
function routePathsOf(node: AnyStateNode): string[] {
  const route = (node.meta as { route?: RouteMeta<unknown> } | undefined)?.route;
  return route && !isHandOver(route) ? routePatterns(route).map(({ path }) => path) : [];
}

// Parameter names and optional markers do not make another address: '/x/:phone' is '/x/:phone?'.
const shape = (path: string): string => path.replace(/:[^/]+/g, ':');

export function routeForPath(path: string): FlatRoute | null {
  return FLAT_ROUTES.find((route) => route.node.kind === 'screen' && shape(route.fullPath) === shape(path)) ?? null;
}

export function screenStates(machine: AnyStateMachine): ScreenState[] {
  return allStateNodes(machine).flatMap((node) =>
    routePathsOf(node).map((path) => ({ node, path, routable: Boolean(node.config.route), route: routeForPath(path) })),
  );
}

/** States that hand the address bar over to another journey's screen (`meta.route.handOver`). */
export function handOverStates(machine: AnyStateMachine): AnyStateNode[] {
  return allStateNodes(machine).filter((node) => {
    const route = (node.meta as { route?: object } | undefined)?.route;
    return route !== undefined && 'handOver' in route;
  });
}

export function invocations(machine: AnyStateMachine): Invocation[] {
  return allStateNodes(machine).flatMap((node) =>
    node.invoke.map((invoke) => ({
      node,
      id: String(invoke.id),
      src: typeof invoke.src === 'string' ? invoke.src : String(invoke.id),
    })),
  );
}

/** The registered journeys among a machine's declared actors (invoked or spawned), by actor name. */
export function childJourneys(
  machine: AnyStateMachine,
  journeys: Record<string, AnyStateMachine>,
): Map<string, string> {
  const found = new Map<string, string>();
  const actors = machine.implementations.actors as Record<string, unknown>;
  for (const [actor, logic] of Object.entries(actors)) {
    const journey = Object.entries(journeys).find(([, candidate]) => candidate === logic)?.[0];
    if (journey) found.set(actor, journey);
  }
  return found;
}

/** A machine and every registered machine it runs, transitively. */
export function journeyClosure(start: string, journeys: Record<string, AnyStateMachine>): string[] {
  const seen: string[] = [];
  const queue = [start];
  while (queue.length > 0) {
    const journey = queue.shift() as string;
    const machine = journeys[journey];
    if (seen.includes(journey) || !machine) continue;
    seen.push(journey);
    queue.push(...childJourneys(machine, journeys).values());
  }
  return seen;
}

/** Every state at or below `node`. */
export function subtree(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(subtree)];
}

/** Whether a machine reacts to an event type anywhere. */
export function handles(machine: AnyStateMachine, eventType: string): boolean {
  return allStateNodes(machine).some((node) => node.transitions.has(eventType));
}
