import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { eventSource, toPlannedPath } from '../../support/harness/plan.ts';
import type { PathPlan, PlanOptions, PlannedPath } from '../../support/harness/plan.ts';
import { simulate, transitionsTaken } from '../../support/harness/simulate.ts';

// A browser path plan is searched for once per run, not once per process that loads its spec.
// Playwright loads every spec file in its runner to list the tests, then again in each worker
// that runs one; a chart's plan (shortest paths, then covering walks) took up to 87 s of a busy
// worker before its first path could start (purchase; payment 32 s, edi 22 s), the same search
// in every worker. The first process to plan a chart writes what the plan is made of to this
// run's folder (E2E_PLAN_CACHE, set in playwright.config.ts and inherited by the workers): each
// path as its input's place in the plan's inputs and, step by step, the place of its event among
// the events the planner offers in that state (events carry errors and other payloads JSON
// cannot hold). The others rebuild each path by stepping the chart through those events
// (microseconds a step) and check its id, a hash of its events, against the planner's. The folder
// is the run's own, so a plan is never read by a run of other sources.

interface CachedPath {
  id: string;
  input: number;
  events: number[];
  extra: boolean;
}

interface CachedPlan {
  paths: CachedPath[];
  plan: Omit<PathPlan, 'paths'>;
  extras: Record<string, unknown>;
}

type EventsOf = (snapshot: AnyMachineSnapshot) => AnyEventObject[];

/** The path as places (of its input, of each event among those offered), or null if one is not offered. */
function placesOf(machine: AnyStateMachine, eventsOf: EventsOf, inputs: readonly unknown[], path: PlannedPath) {
  const input = inputs.findIndex((candidate) => candidate === path.input || isDeepStrictEqual(candidate, path.input));
  if (input < 0) return null;
  let state = simulate(machine, [], path.input).initial;
  const events: number[] = [];
  for (const step of path.steps) {
    const place = eventsOf(state).findIndex((event) => isDeepStrictEqual(event, step.event));
    if (place < 0) return null;
    events.push(place);
    state = transitionsTaken(machine, state, step.event).state;
  }
  return { id: path.id, input, events, extra: path.extra };
}

function rebuilt(machine: AnyStateMachine, eventsOf: EventsOf, inputs: readonly unknown[], path: CachedPath) {
  const input = inputs[path.input];
  let state = simulate(machine, [], input).initial;
  const events = path.events.map((place) => {
    const event = eventsOf(state)[place];
    if (!event) throw new Error(`the cached plan's path ${path.id} offers no event ${place} here`);
    state = transitionsTaken(machine, state, event).state;
    return event;
  });
  const planned = toPlannedPath(machine, events, input, path.extra);
  if (planned.id !== path.id) throw new Error(`the cached plan's path ${path.id} was rebuilt as ${planned.id}`);
  return planned;
}

/**
 * The plan `key` names (a chart, its options), from this run's folder when a process planned it
 * already, else from `plan()` (written for the next process). `extras` are figures computed with
 * the plan, kept beside it so a reader need not search for them either.
 */
export function cachedPlan<M extends AnyStateMachine, E extends Record<string, unknown>>(
  machine: M,
  options: PlanOptions<M>,
  key: string | null,
  plan: () => { plan: PathPlan; extras: E },
): { plan: PathPlan; extras: E } {
  const folder = process.env.E2E_PLAN_CACHE;
  if (!folder || key === null) return plan();
  const file = join(folder, `${createHash('sha1').update(key).digest('hex').slice(0, 20)}.json`);
  const eventsOf = eventSource(machine, options);
  const inputs: readonly unknown[] = options.inputs ?? [options.input];
  let cached: CachedPlan | undefined;
  try {
    cached = JSON.parse(readFileSync(file, 'utf8')) as CachedPlan;
  } catch {
    cached = undefined;
  }
  if (cached) {
    const paths = cached.paths.map((path) => rebuilt(machine, eventsOf, inputs, path));
    return { plan: { ...cached.plan, paths }, extras: cached.extras as E };
  }
  const fresh = plan();
  const paths = fresh.plan.paths.map((path) => placesOf(machine, eventsOf, inputs, path));
  if (paths.every((path) => path !== null)) {
    const { paths: _planned, ...summary } = fresh.plan;
    const record: CachedPlan = { paths, plan: summary, extras: fresh.extras };
    mkdirSync(folder, { recursive: true });
    // Written whole under another name first, so a process reading beside it never sees half.
    const partial = `${file}.${process.pid}.part`;
    writeFileSync(partial, JSON.stringify(record));
    renameSync(partial, file);
  }
  return fresh;
}

/**
 * What a plan's key is made of besides the chart: its options, functions by their source; null for
 * options JSON cannot write (a cycle), whose plan is then searched in every process as before.
 */
export function optionsKey(options: object): string | null {
  try {
    return JSON.stringify(options, (_name, value: unknown) =>
      typeof value === 'function' ? `function ${value.toString()}` : value,
    );
  } catch {
    return null;
  }
}
