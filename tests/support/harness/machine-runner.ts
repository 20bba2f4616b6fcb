import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import type {
  Actor,
  AnyActorLogic,
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  InspectionEvent,
  SnapshotFrom,
} from 'xstate';
import { routeOf } from '../../../machines/routing.ts';
import { assertHandlersCoverMachine } from './handlers.ts';
import type { HandlerMap } from './handlers.ts';
import { buildPathPlan, planSummary, shortestCover } from './plan.ts';
import type { PathPlan, PlanOptions, PlannedPath } from './plan.ts';
import { definitionHash, writeRunRecord } from '../../../scripts/journey-graph/run-records.ts';
import {
  activeStateNodes,
  allStateNodes,
  statePath,
  transitionKey,
} from '../../../scripts/journey-graph/transitions.ts';

// Machine-level runner: replays each planned path on a real actor. Invoked sources are replaced
// (via `.provide()`) by promises the path settles with the sample output/error of its
// `xstate.done.actor.*` / `xstate.error.actor.*` steps, unless `actors` gives a real
// implementation; `after` delays run on a SimulatedClock advanced exactly to the due time.

export interface MachineStateContext<M extends AnyStateMachine> {
  snapshot: SnapshotFrom<M>;
  actor: Actor<M>;
  path: PlannedPath;
}

export interface MachineEventContext<M extends AnyStateMachine> {
  actor: Actor<M>;
  snapshot: SnapshotFrom<M>;
  send: (event: AnyEventObject) => void;
}

export type MachineHandlers<M extends AnyStateMachine> = HandlerMap<M, MachineStateContext<M>, MachineEventContext<M>>;

/** The usual event handler at machine level: send the planned event as it is. */
export function sendEvent({ send, event }: { send: (event: AnyEventObject) => void; event: AnyEventObject }): void {
  send(event);
}

export interface MachineRunOptions<M extends AnyStateMachine> extends PlanOptions<M> {
  /** Real implementations for some invoked sources; their results are awaited instead of settled by the path. */
  actors?: Record<string, AnyActorLogic>;
  /** Journey name for run records; default the machine id. */
  name?: string;
  /** Write run records under reports/ (default true). */
  record?: boolean;
  /** How long to wait for a real invoked actor to finish a step (ms). */
  settleTimeoutMs?: number;
}

export interface PathRunResult {
  transitions: string[];
  passed: boolean;
}

const BUILT_IN_DONE = 'xstate.done.actor.';
const BUILT_IN_ERROR = 'xstate.error.actor.';
const BUILT_IN_AFTER = 'xstate.after.';

function invokeSources(machine: AnyStateMachine): string[] {
  const sources = new Set<string>();
  for (const node of allStateNodes(machine))
    for (const invoke of node.invoke) if (typeof invoke.src === 'string') sources.add(invoke.src);
  return [...sources];
}

function invokeSourceById(machine: AnyStateMachine): Map<string, string> {
  const byId = new Map<string, string>();
  for (const node of allStateNodes(machine))
    for (const invoke of node.invoke) if (typeof invoke.src === 'string') byId.set(invoke.id, invoke.src);
  return byId;
}

function completedInvokeId(event: AnyEventObject): string | null {
  if (event.type.startsWith(BUILT_IN_DONE)) return event.type.slice(BUILT_IN_DONE.length);
  if (event.type.startsWith(BUILT_IN_ERROR)) return event.type.slice(BUILT_IN_ERROR.length);
  return null;
}

// One turn of the event loop: promise callbacks and pending I/O (a sandbox actor's answer) run
// before it ends. setImmediate, not setTimeout(0), which Node clamps to 1 ms: with thousands of
// ticks per file that clamp was most of the machine paths' time (50 s of test time, now 14 s).
function tick(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

interface Settler {
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

// The settlers of each running actor's controlled invocations, by the actor system they run in.
const pendingBySystem = new WeakMap<object, Map<string, Settler>>();

const NO_ACTORS: Record<string, AnyActorLogic> = {};

// `.provide()` rebuilds the machine's whole state-node tree (about 10 ms for the payment chart on
// this machine), so a machine is provided once per set of real actors, not once per path: its
// controlled invocations find their path's settlers through the actor system they run in.
const providedMachines = new WeakMap<AnyStateMachine, WeakMap<object, AnyStateMachine>>();

function provideControlled<M extends AnyStateMachine>(machine: M, actors: Record<string, AnyActorLogic>): M {
  const byActors = providedMachines.get(machine) ?? new WeakMap<object, AnyStateMachine>();
  providedMachines.set(machine, byActors);
  const cached = byActors.get(actors);
  if (cached) return cached as M;
  const controlled: Record<string, AnyActorLogic> = {};
  for (const src of invokeSources(machine)) {
    if (actors[src]) continue;
    controlled[src] = fromPromise(
      ({ self, system }) =>
        new Promise((resolve, reject) => pendingBySystem.get(system)?.set(self.id, { resolve, reject })),
    );
  }
  const provided = machine.provide({ actors: { ...controlled, ...actors } } as never) as M;
  byActors.set(actors, provided);
  return provided;
}

export async function runMachinePath<M extends AnyStateMachine>(
  machine: M,
  path: PlannedPath,
  handlers: MachineHandlers<M>,
  options: Pick<MachineRunOptions<M>, 'actors' | 'input' | 'settleTimeoutMs'> = {},
): Promise<PathRunResult> {
  const clock = new SimulatedClock();
  const pending = new Map<string, Settler>();
  const provided = provideControlled(machine, options.actors ?? NO_ACTORS);
  const taken: string[] = [];
  const completed: string[] = [];
  const inspect = (event: InspectionEvent): void => {
    if (event.type !== '@xstate.microstep' || event.rootId !== event.actorRef.sessionId) return;
    for (const transition of event._transitions) {
      const key = transitionKey(transition);
      if (key) taken.push(key);
    }
  };
  const input = path.input !== undefined ? path.input : options.input;
  const actor = createActor(provided, { clock, input, inspect } as never) as Actor<M>;
  pendingBySystem.set(actor.system, pending);
  const dueAt = new Map<string, { type: string; due: number }>();
  const noteSchedule = (): void => {
    for (const [id, scheduled] of Object.entries(actor.system.getSnapshot()._scheduledEvents)) {
      if (!dueAt.has(id)) dueAt.set(id, { type: scheduled.event.type, due: clock.now() + scheduled.delay });
    }
  };
  const sourceById = invokeSourceById(machine);
  // A real invoked actor may finish before we look, so the busy state before its result is not asserted.
  const settlesByItself = (index: number): boolean => {
    const next = path.steps[index + 1];
    const id = next ? completedInvokeId(next.event) : null;
    const src = id ? sourceById.get(id) : undefined;
    return src !== undefined && Boolean(options.actors?.[src]);
  };
  const snapshot = (): AnyMachineSnapshot => actor.getSnapshot() as AnyMachineSnapshot;
  const where = (index: number): string =>
    index < 0 ? 'initial state' : `step ${index + 1} (${path.steps[index]?.event.type})`;

  const checkState = async (expected: AnyMachineSnapshot, index: number): Promise<void> => {
    const current = snapshot();
    if (current.status === 'error') throw new Error(`${where(index)}: the actor errored: ${String(current.error)}`);
    if (!isDeepStrictEqual(current.value, expected.value)) {
      throw new Error(
        `${where(index)}: expected state ${JSON.stringify(expected.value)}, got ${JSON.stringify(current.value)}`,
      );
    }
    try {
      routeOf(current);
    } catch (error) {
      throw new Error(
        `${where(index)}: the route of ${JSON.stringify(current.value)} cannot be derived: ${(error as Error).message}`,
      );
    }
    for (const node of activeStateNodes(current)) {
      if (node.type !== 'atomic' && node.type !== 'final') continue;
      const handler = (handlers.states as Record<string, (context: MachineStateContext<M>) => unknown>)[
        statePath(node)
      ];
      if (!handler) throw new Error(`${where(index)}: no handler for state ${statePath(node)}`);
      await handler({ snapshot: current as SnapshotFrom<M>, actor, path });
    }
  };

  // The states a step may have settled in: its own, or, when real actors finish the steps after
  // it by themselves, any of theirs (the state of this step was passed through unobserved, and is
  // not asserted). Waiting for the step's own state alone would wait out the timeout every time.
  const settledStates = (index: number): AnyMachineSnapshot[] => {
    const states = [path.steps[index]!.state];
    for (let next = index; settlesByItself(next); next++) states.push(path.steps[next + 1]!.state);
    return states;
  };
  const waitUntil = async (index: number): Promise<void> => {
    const expected = settledStates(index);
    const limit = Date.now() + (options.settleTimeoutMs ?? 5_000);
    const settled = (): boolean => expected.some((state) => isDeepStrictEqual(snapshot().value, state.value));
    await tick();
    while (!settled() && snapshot().status === 'active' && Date.now() < limit) await tick();
  };

  try {
    actor.start();
    await tick();
    noteSchedule();
    completed.push(...taken.splice(0));
    await checkState(path.initial, -1);
    for (const [index, step] of path.steps.entries()) {
      const { event } = step;
      if (event.type.startsWith(BUILT_IN_DONE) || event.type.startsWith(BUILT_IN_ERROR)) {
        const done = event.type.startsWith(BUILT_IN_DONE);
        const id = event.type.slice((done ? BUILT_IN_DONE : BUILT_IN_ERROR).length);
        const settler = pending.get(id);
        if (settler) {
          pending.delete(id);
          if (done) settler.resolve((event as { output?: unknown }).output);
          else settler.reject((event as { error?: unknown }).error);
        } else if (!Object.keys(options.actors ?? {}).length) {
          throw new Error(`${where(index)}: the machine is not running an invoked actor with id "${id}"`);
        }
        await waitUntil(index);
      } else if (event.type.startsWith(BUILT_IN_AFTER)) {
        const timer = [...dueAt.values()].find((entry) => entry.type === event.type);
        if (!timer) throw new Error(`${where(index)}: no delay scheduled for ${event.type}`);
        clock.increment(Math.max(0, timer.due - clock.now()));
        await tick();
      } else {
        const handler = (
          handlers.events as Record<string, (context: MachineEventContext<M> & { event: AnyEventObject }) => unknown>
        )[event.type];
        if (!handler) throw new Error(`${where(index)}: no handler for event ${event.type}`);
        await handler({ actor, snapshot: actor.getSnapshot(), send: (sent) => actor.send(sent as never), event });
        await tick();
      }
      noteSchedule();
      if (!settlesByItself(index)) await checkState(step.state, index);
      completed.push(...taken.splice(0));
    }
    return { transitions: completed, passed: true };
  } catch (error) {
    (error as Error).message = `${(error as Error).message}\n  path: ${path.description}`;
    Object.assign(error as object, { completedTransitions: completed });
    throw error;
  } finally {
    actor.stop();
  }
}

// Which planned paths run: the fewest shortest paths that take every transition the plan takes
// (the plan's 5,276 paths over all journeys took 86 s of test time against the 20 s),
// or every one of them with MACHINE_PATHS=all (the same transitions reached in every context
// the traversal tells apart, for a deeper run).
const EVERY_PATH = process.env.MACHINE_PATHS === 'all';

/**
 * Registers vitest tests for a machine: handler coverage, 100% transition coverage of the plan,
 * then one test per path replayed. Returns the whole plan (for extra assertions).
 */
export function runMachinePaths<M extends AnyStateMachine>(
  machine: M,
  handlers: MachineHandlers<M>,
  options: MachineRunOptions<M>,
): PathPlan {
  const plan = buildPathPlan(machine, options);
  const name = options.name ?? machine.id;
  const hash = definitionHash(machine);
  console.info(planSummary(name, plan));
  describe(`${name} paths`, () => {
    it('has a handler for every state and event', () => {
      assertHandlersCoverMachine(machine, handlers);
    });
    it('plans paths through every transition and state', () => {
      expect(plan.transitions.uncovered).toEqual([]);
      expect(plan.states.uncovered).toEqual([]);
    });
    for (const path of (EVERY_PATH ? plan : shortestCover(plan)).paths) {
      it(path.description, async () => {
        let result: PathRunResult = { transitions: [], passed: false };
        try {
          result = await runMachinePath(machine, path, handlers, options);
        } catch (error) {
          result = {
            transitions: (error as { completedTransitions?: string[] }).completedTransitions ?? [],
            passed: false,
          };
          throw error;
        } finally {
          if (options.record !== false) {
            writeRunRecord({
              machine: name,
              runner: 'machine',
              definitionHash: hash,
              pathId: path.id,
              description: path.description,
              passed: result.passed,
              transitions: [...new Set(result.transitions)],
              states: [],
              finishedAt: new Date().toISOString(),
            });
          }
        }
      });
    }
  });
  return plan;
}
