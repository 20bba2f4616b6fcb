import { createHash } from 'node:crypto';
import { TestModel, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, EventFromLogic, InputFrom } from 'xstate';
import { routedNodes } from '../../../machines/routing.ts';
import {
  activeStateNodes,
  allStateNodes,
  leafStatesOf,
  statePath,
  transitionsOf,
} from '../../../scripts/journey-graph/transitions.ts';
import { simulate } from './simulate.ts';
import type { SimulatedStep } from './simulate.ts';

// Path plans for model-based tests (ADR 001): shortest paths of an xstate/graph TestModel, then
// one extra path for each transition those paths miss (shortest path to a state where the
// transition is enabled + the event that takes it). Runners replay the plan; coverage is counted
// from the transitions XState reports while simulating.

type SampleEvents<M extends AnyStateMachine> = readonly (EventFromLogic<M> | AnyEventObject)[];

export interface PlanOptions<M extends AnyStateMachine> {
  /**
   * Sample events with payloads. Event types without samples are sent as `{ type }`. Invoked
   * actors' results go here too: `{ type: 'xstate.done.actor.<invokeId>', output }` and
   * `{ type: 'xstate.error.actor.<invokeId>', error }`. `xstate.route` events for every routable
   * state are added unless given.
   */
  events: SampleEvents<M> | ((snapshot: AnyMachineSnapshot) => SampleEvents<M>);
  /** Identity of a state for the traversal; default is value + context. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  input?: InputFrom<M>;
  /**
   * Several inputs, one traversal each, planned as one: a machine whose first transient choice
   * reads its input (logged in or not, a deep link or not) cannot reach both branches from one
   * input. Coverage is counted over the union. Overrides `input`.
   */
  inputs?: readonly InputFrom<M>[];
  /**
   * Leaves events out of the traversal (xstate/graph's option of the same name). An event type
   * a state handles but no sample covers is otherwise sent bare, so this is the only way to say
   * that a root-level event (a 401, say) can happen in some states and not in others. A
   * transition only the left-out events take is reported uncovered.
   */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean;
  /** Traversal bound (xstate/graph throws when exceeded). */
  limit?: number;
}

export interface PlannedPath {
  id: string;
  description: string;
  initial: AnyMachineSnapshot;
  initialTransitions: string[];
  steps: SimulatedStep[];
  /** The input the path starts the machine with. */
  input: unknown;
  /** Added because the shortest paths missed one of its transitions. */
  extra: boolean;
}

export interface PathPlan {
  machineId: string;
  paths: PlannedPath[];
  transitions: { total: number; covered: number; coveredByShortestPaths: number; uncovered: string[] };
  states: { total: number; covered: number; uncovered: string[] };
}

/** The line a run prints about its plan: how many paths, and how much of the machine they take. */
export function planSummary(name: string, plan: PathPlan): string {
  const { transitions, states } = plan;
  const taken = `transitions ${transitions.covered}/${transitions.total}, states ${states.covered}/${states.total}`;
  return `${name} paths: ${plan.paths.length} paths, ${taken}`;
}

export function defaultSerializeState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as Record<string, unknown> | undefined;
  return JSON.stringify({
    value: snapshot.value,
    context: context && Object.keys(context).length ? context : undefined,
  });
}

function descriptorsOf(snapshot: AnyMachineSnapshot): string[] {
  const types = new Set<string>();
  for (const node of activeStateNodes(snapshot)) for (const type of node.transitions.keys()) types.add(type);
  return [...types];
}

function matchesDescriptor(descriptor: string, type: string): boolean {
  if (descriptor === '*') return true;
  if (descriptor.endsWith('.*')) return type.startsWith(descriptor.slice(0, -1));
  return descriptor === type;
}

export function eventSource<M extends AnyStateMachine>(
  machine: M,
  options: PlanOptions<M>,
): (snapshot: AnyMachineSnapshot) => AnyEventObject[] {
  const routeEvents: AnyEventObject[] = routedNodes(machine)
    .filter(({ node }) => Boolean(node.config.route))
    .map(({ node }) => ({ type: 'xstate.route', to: `#${node.id}` }));
  return (snapshot) => {
    // A finished or failed actor takes no more events (the traversal would otherwise carry on).
    if (snapshot.status !== 'active') return [];
    const samples = [
      ...(typeof options.events === 'function' ? options.events(snapshot) : options.events),
    ] as AnyEventObject[];
    if (!samples.some((event) => event.type === 'xstate.route')) samples.push(...routeEvents);
    const events = descriptorsOf(snapshot).flatMap((descriptor) => {
      const matching = samples.filter((event) => matchesDescriptor(descriptor, event.type));
      if (matching.length) return matching;
      return descriptor.includes('*') ? [] : [{ type: descriptor }];
    });
    return options.filterEvents ? events.filter((event) => options.filterEvents?.(snapshot, event)) : events;
  };
}

function formatEvent(event: AnyEventObject): string {
  const { type, ...rest } = event;
  return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type;
}

function describePath(events: readonly AnyEventObject[], end: AnyMachineSnapshot): string {
  const value = JSON.stringify(end.value);
  return events.length ? `reaches ${value} via ${events.map(formatEvent).join(' → ')}` : `starts in ${value}`;
}

export function toPlannedPath(
  machine: AnyStateMachine,
  allEvents: AnyEventObject[],
  input: unknown,
  extra: boolean,
): PlannedPath {
  // xstate/graph starts each path with a step for the initial state; runners start the actor instead.
  const events = allEvents.filter((event) => event.type !== 'xstate.init');
  const run = simulate(machine, events, input);
  const end = run.steps.at(-1)?.state ?? run.initial;
  // The input is part of the identity only when given, so single-input plans keep their ids.
  const identity = input === undefined ? JSON.stringify(events) : JSON.stringify({ events, input });
  const id = createHash('sha1').update(identity).digest('hex').slice(0, 12);
  return {
    id,
    description: describePath(events, end),
    initial: run.initial,
    initialTransitions: run.initialTransitions,
    steps: run.steps,
    input,
    extra,
  };
}

export function coveredBy(paths: readonly PlannedPath[]): Set<string> {
  const covered = new Set<string>();
  for (const path of paths) {
    for (const key of path.initialTransitions) covered.add(key);
    for (const step of path.steps) for (const key of step.transitions) covered.add(key);
  }
  return covered;
}

/** The fewest paths (greedily) that take every transition in `wanted` that `paths` take. */
export function greedyCover(paths: readonly PlannedPath[], wanted: ReadonlySet<string>): PlannedPath[] {
  const remaining = paths.map((path) => ({ path, takes: [...coveredBy([path])].filter((key) => wanted.has(key)) }));
  const covered = new Set<string>();
  const kept: PlannedPath[] = [];
  for (;;) {
    let best: (typeof remaining)[number] | undefined;
    let bestGain = 0;
    for (const candidate of remaining) {
      const gain = candidate.takes.filter((key) => !covered.has(key)).length;
      // More new transitions first; on a tie the shorter path, as it is quicker to replay.
      if (
        gain > bestGain ||
        (gain === bestGain && gain > 0 && best && candidate.path.steps.length < best.path.steps.length)
      ) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best) return kept;
    kept.push(best.path);
    for (const key of best.takes) covered.add(key);
    remaining.splice(remaining.indexOf(best), 1);
  }
}

/**
 * The fewest shortest paths (greedily) that still take every transition the whole plan takes:
 * each kept path takes at least one transition no earlier kept path took.
 */
export function shortestCover(plan: PathPlan): PathPlan {
  return { ...plan, paths: greedyCover(plan.paths, coveredBy(plan.paths)) };
}

function statesCoveredBy(paths: readonly PlannedPath[]): Set<string> {
  const covered = new Set<string>();
  const add = (snapshot: AnyMachineSnapshot): void => {
    for (const node of activeStateNodes(snapshot))
      if (node.type === 'atomic' || node.type === 'final') covered.add(statePath(node));
  };
  for (const path of paths) {
    add(path.initial);
    for (const step of path.steps) add(step.state);
  }
  return covered;
}

export function buildPathPlan<M extends AnyStateMachine>(machine: M, options: PlanOptions<M>): PathPlan {
  const inputs: readonly unknown[] = options.inputs ?? [options.input];
  const defined = transitionsOf(machine).map((transition) => transition.key);
  const paths: PlannedPath[] = [];
  let baseCovered = new Set<string>();
  for (const input of inputs) {
    const planned = planForInput(machine, options, input, defined, coveredBy(paths));
    paths.push(...planned.paths);
    baseCovered = new Set([...baseCovered, ...planned.coveredByShortestPaths]);
  }
  const covered = coveredBy(paths);
  const leaves = leafStatesOf(machine);
  const reached = statesCoveredBy(paths);
  // A transient leaf (only `always` transitions) is never a resting snapshot; it counts as
  // reached when one of its own transitions was taken.
  const pathById = new Map(allStateNodes(machine).map((node) => [node.id, statePath(node)]));
  for (const key of covered) {
    const path = pathById.get(key.slice(0, key.indexOf('|')));
    if (path !== undefined) reached.add(path);
  }
  return {
    machineId: machine.id,
    paths,
    transitions: {
      total: defined.length,
      covered: defined.filter((key) => covered.has(key)).length,
      coveredByShortestPaths: defined.filter((key) => baseCovered.has(key)).length,
      uncovered: defined.filter((key) => !covered.has(key)),
    },
    states: {
      total: leaves.length,
      covered: leaves.filter((leaf) => reached.has(leaf)).length,
      uncovered: leaves.filter((leaf) => !reached.has(leaf)),
    },
  };
}

function planForInput<M extends AnyStateMachine>(
  machine: M,
  options: PlanOptions<M>,
  input: unknown,
  defined: readonly string[],
  alreadyCovered: ReadonlySet<string>,
): { paths: PlannedPath[]; coveredByShortestPaths: Set<string> } {
  const serialize = options.serializeState ?? defaultSerializeState;
  const events = eventSource(machine, options);
  const limit = options.limit ?? 50_000;
  const logic: AnyStateMachine = machine;

  // Like createTestModel: a state reached by a different event from a different state is a
  // different vertex, so shortest paths end on edges, not just states. Unlike it, the model
  // accepts machines with invoke/after (their events come from `events`).
  const model = new TestModel(machine, {
    events,
    input: input as InputFrom<M>,
    limit,
    serializeState: (state, event, previous) => {
      const here = serialize(state);
      if (!event || !previous || serialize(previous) === here) return here;
      return `${here} via ${JSON.stringify(event)} from ${serialize(previous)}`;
    },
  });
  const paths = model.getShortestPaths().map((path) =>
    toPlannedPath(
      machine,
      path.steps.map((step) => step.event),
      input,
      false,
    ),
  );
  const coveredByShortestPaths = coveredBy(paths);

  let missing = defined.filter((key) => !coveredByShortestPaths.has(key) && !alreadyCovered.has(key));
  if (missing.length) {
    // Every reachable state (plain identity) with the shortest way to it, and every edge out of it.
    const routes = new Map<string, AnyEventObject[]>();
    for (const path of getShortestPaths(logic, { events, input, limit, serializeState: (state) => serialize(state) })) {
      routes.set(
        serialize(path.state),
        path.steps.map((step) => step.event),
      );
    }
    const adjacency = getAdjacencyMap(logic, { events, input, limit, serializeState: (state) => serialize(state) });
    for (const [vertex, { transitions }] of Object.entries(adjacency)) {
      if (!missing.length) break;
      const prefix = routes.get(vertex);
      if (!prefix) continue;
      for (const { event } of Object.values(transitions) as Array<{ event: AnyEventObject }>) {
        const candidate = toPlannedPath(machine, [...prefix, event], input, true);
        const last = candidate.steps.at(-1);
        if (!last?.transitions.some((key) => missing.includes(key))) continue;
        paths.push(candidate);
        const nowCovered = coveredBy([candidate]);
        missing = missing.filter((key) => !nowCovered.has(key));
        if (!missing.length) break;
      }
    }
  }
  return { paths, coveredByShortestPaths };
}
