import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { coveredBy, defaultSerializeState, eventSource, greedyCover, toPlannedPath } from './plan.ts';
import type { PathPlan, PlanOptions, PlannedPath } from './plan.ts';
import { simulate, transitionsTaken } from './simulate.ts';

// Covering walks for the browser (ADR 007): a browser path pays about 1.7 s before its first
// step (a context, a seeded applicant, a login, the app's boot) and tens of milliseconds a step,
// so fewer, longer paths replay the same transitions in less time than the shortest paths do.
// A walk starts where the machine starts and keeps taking the nearest transition no walk has
// taken yet (breadth first from the snapshot it stands on, so a context the serialized state
// leaves out is never mistaken) until none is in reach or the walk is `maxSteps` long; the next
// walk starts afresh. Whatever no walk reaches keeps the fewest plan paths that take it.

/** Up to this many steps a walk: a failure still points at a short stretch of the chart. */
export const WALK_MAX_STEPS = 30;

interface Step {
  event: AnyEventObject;
  state: AnyMachineSnapshot;
  keys: string[];
}

type Wanted = Set<string>;

/** The shortest run of steps from `from` whose last step takes a transition in `wanted`. */
function nearestWanted(
  machine: AnyStateMachine,
  eventsOf: (snapshot: AnyMachineSnapshot) => AnyEventObject[],
  serialize: (snapshot: AnyMachineSnapshot) => string,
  from: AnyMachineSnapshot,
  wanted: Wanted,
  maxDepth: number,
): Step[] | undefined {
  const seen = new Set([serialize(from)]);
  let frontier: { state: AnyMachineSnapshot; route: Step[] }[] = [{ state: from, route: [] }];
  for (let depth = 0; depth < maxDepth && frontier.length; depth++) {
    const next: typeof frontier = [];
    const found: Step[][] = [];
    for (const { state, route } of frontier) {
      for (const event of eventsOf(state)) {
        const taken = transitionsTaken(machine, state, event);
        const step = { event, state: taken.state, keys: taken.transitions };
        if (step.keys.some((key) => wanted.has(key))) found.push([...route, step]);
        const vertex = serialize(taken.state);
        if (seen.has(vertex)) continue;
        seen.add(vertex);
        next.push({ state: taken.state, route: [...route, step] });
      }
    }
    // Of the nearest, one that leaves the walk somewhere it can go on from (not a final state).
    if (found.length) return found.find((route) => eventsOf(route.at(-1)!.state).length > 0) ?? found[0];
    frontier = next;
  }
  return undefined;
}

function walksForInput<M extends AnyStateMachine>(
  machine: M,
  options: PlanOptions<M>,
  input: unknown,
  wanted: Wanted,
  maxSteps: number,
): PlannedPath[] {
  const serialize = options.serializeState ?? defaultSerializeState;
  const eventsOf = eventSource(machine, options);
  const walks: PlannedPath[] = [];
  for (;;) {
    const start = simulate(machine, [], input);
    const startsWanted = start.initialTransitions.some((key) => wanted.has(key));
    const events: AnyEventObject[] = [];
    let at = start.initial;
    for (;;) {
      const route = nearestWanted(machine, eventsOf, serialize, at, wanted, maxSteps - events.length);
      if (!route) break;
      for (const step of route) for (const key of step.keys) wanted.delete(key);
      events.push(...route.map((step) => step.event));
      at = route.at(-1)!.state;
    }
    if (!events.length && !startsWanted) return walks;
    const walk = toPlannedPath(machine, events, input, false);
    for (const key of coveredBy([walk])) wanted.delete(key);
    walks.push(walk);
  }
}

/** Walks that take every transition the paths of `plan` take. */
export function coveringWalks<M extends AnyStateMachine>(
  machine: M,
  options: PlanOptions<M>,
  plan: PathPlan,
  maxSteps = WALK_MAX_STEPS,
): PathPlan {
  const inputs: readonly unknown[] = options.inputs ?? [options.input];
  const wanted = coveredBy(plan.paths);
  const walks = inputs.flatMap((input) => walksForInput(machine, options, input, wanted, maxSteps));
  const kept = greedyCover(plan.paths, wanted);
  return { ...plan, paths: [...walks, ...kept] };
}
