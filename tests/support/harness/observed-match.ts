import type { ObservedTransition } from '../../../src/app/journey-observer.ts';
import { isRunnerDriven } from '../../../scripts/journey-graph/transitions.ts';
import type { TransitionInfo } from '../../../scripts/journey-graph/transitions.ts';

// Matching what the app's journey actor took (src/app/journey-observer.ts, test builds only)
// against a path's plan, one step at a time. The observed transitions of the journey's machine are
// one stream over the whole path; each step's planned transitions (the event's, then any eventless
// chain after it) must be found in it in order, after the previous step's. Between two of them the
// app may take transitions the plan does not list, when the chart allows them without a test
// driving it: an actor starting (a reload, a re-invoked child), a transition that leaves the state
// configuration as it was (a field's CHANGE), or an automatic one (`always`, `after`, an invoked
// actor's done or error). It fails the path, as the right screen reached the wrong way, when it
// leaves the planned transition's own source state another way, or takes a driven event (a user's,
// a child's, a route) that the plan did not send.

export type StepMatch =
  /** Every planned transition was taken; `next` is where the next step's search starts. */
  | { status: 'matched'; next: number; unplanned: ObservedTransition[] }
  /** Not yet taken (a transition can follow its screen by a moment): look again with more. */
  | { status: 'pending'; missing: string; matched: string[] }
  | { status: 'wrong'; message: string };

const INIT = 'xstate.init';

function describeTransition(key: string, source: string, targets: readonly string[]): string {
  return `${key} (${source} → ${targets.length ? targets.join(', ') : 'stays'})`;
}

function describePlanned(key: string, defined: ReadonlyMap<string, TransitionInfo>): string {
  const info = defined.get(key);
  return info ? describeTransition(key, info.source, info.targets) : key;
}

/** A transition after which the actor is in the same states: no target, or only its own source. */
function stays(observed: ObservedTransition): boolean {
  return observed.targets.every((target) => target === observed.source);
}

/** Why an unplanned transition cannot have happened on the planned path, or null when it can. */
function wrongWay(observed: ObservedTransition, planned: TransitionInfo | undefined): string | null {
  if (observed.trigger === INIT || stays(observed)) return null;
  if (planned && observed.source === planned.source) return `left ${planned.source} another way`;
  if (observed.eventType !== 'always' && !isRunnerDriven(observed.eventType))
    return `took ${observed.eventType}, an event the plan did not send`;
  return null;
}

/**
 * Finds a step's planned transitions in `observed` from index `from` on. `defined` is the chart's
 * transitions by key (scripts/journey-graph/transitions.ts), for the messages and source states.
 */
export function matchStep(
  planned: readonly string[],
  observed: readonly ObservedTransition[],
  from: number,
  defined: ReadonlyMap<string, TransitionInfo>,
): StepMatch {
  let cursor = from;
  const unplanned: ObservedTransition[] = [];
  const matched: string[] = [];
  for (const key of planned) {
    const info = defined.get(key);
    let found = -1;
    for (let index = cursor; index < observed.length; index++) {
      const taken = observed[index]!;
      if (taken.key === key) {
        found = index;
        break;
      }
      const why = wrongWay(taken, info);
      if (why) {
        const seen = observed.slice(from, index + 1).map((t) => describeTransition(t.key, t.source, t.targets));
        return {
          status: 'wrong',
          message:
            `planned ${describePlanned(key, defined)}, but the app ${why}: ` +
            `${describeTransition(taken.key, taken.source, taken.targets)}` +
            (seen.length > 1 ? `; it took, in order: ${seen.join('; ')}` : ''),
        };
      }
      unplanned.push(taken);
    }
    if (found < 0) return { status: 'pending', missing: key, matched };
    matched.push(key);
    cursor = found + 1;
  }
  return { status: 'matched', next: cursor, unplanned };
}

/** The message of a step whose planned transition never came. */
export function missingMessage(
  missing: string,
  observed: readonly ObservedTransition[],
  from: number,
  defined: ReadonlyMap<string, TransitionInfo>,
): string {
  const seen = observed.slice(from).map((t) => describeTransition(t.key, t.source, t.targets));
  return (
    `planned ${describePlanned(missing, defined)}, but the app did not take it; ` +
    (seen.length ? `it took, in order: ${seen.join('; ')}` : 'it took no transition of this journey')
  );
}
