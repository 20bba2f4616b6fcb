import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { activeRoute, isHandOver, routedNodes } from '../../../machines/routing.ts';

/**
 * Whether the app can send this event: an `xstate.route` only when the address moves away from
 * the screen the machine shows (src/journeys/journey-routing.tsx offers nothing when the new
 * address is the one it shows). A plan that sends a route to the screen it stands on takes a
 * transition the app never takes, which observed coverage finds (docs/testing.md). For a
 * spec's `filterEvents`. Screens are compared by their path pattern: the parameters come from the
 * same context either way.
 */
export function addressMoves(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  if (event.type !== 'xstate.route' || typeof event['to'] !== 'string') return true;
  const targetId = event['to'].replace(/^#/, '');
  const target = routedNodes(snapshot.machine).find(({ node }) => node.id === targetId);
  const shown = activeRoute(snapshot);
  if (!target || !shown || isHandOver(target.route) || isHandOver(shown.route)) return true;
  return target.route.path !== shown.route.path;
}
