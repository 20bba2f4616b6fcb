import { createActor, fromTransition } from 'xstate';
import type {
  AnyActorScope,
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyTransitionDefinition,
  InspectionEvent,
} from 'xstate';
import { transitionKey } from '../../../scripts/journey-graph/transitions.ts';

// Pure stepping of a machine (no actor is started, no side effect runs) that also reports which
// transitions each step took, read from XState's own microstep inspection events.

export interface SimulatedStep {
  event: AnyEventObject;
  state: AnyMachineSnapshot;
  transitions: string[];
}

export interface Simulation {
  initial: AnyMachineSnapshot;
  initialTransitions: string[];
  steps: SimulatedStep[];
}

function keysOf(transitions: readonly AnyTransitionDefinition[]): string[] {
  return transitions.map(transitionKey).filter((key): key is string => key !== null);
}

function recordingScope(sink: { taken: string[] }): AnyActorScope {
  const host = createActor(
    fromTransition((state: null) => state, null),
    {
      inspect: (event: InspectionEvent) => {
        if (event.type === '@xstate.microstep') sink.taken.push(...keysOf(event._transitions));
      },
    },
  );
  return {
    self: host,
    logger: () => {},
    id: '',
    sessionId: 'path-plan',
    defer: () => {},
    system: host.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
}

export function simulate(machine: AnyStateMachine, events: readonly AnyEventObject[], input?: unknown): Simulation {
  const sink = { taken: [] as string[] };
  const scope = recordingScope(sink);
  const initial = machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot;
  const initialTransitions = sink.taken.splice(0);
  let state = initial;
  const steps: SimulatedStep[] = [];
  for (const event of events) {
    state = machine.transition(state, event, scope) as AnyMachineSnapshot;
    steps.push({ event, state, transitions: sink.taken.splice(0) });
  }
  return { initial, initialTransitions, steps };
}

/** Transitions one event takes from a given snapshot. */
export function transitionsTaken(
  machine: AnyStateMachine,
  from: AnyMachineSnapshot,
  event: AnyEventObject,
): { state: AnyMachineSnapshot; transitions: string[] } {
  const sink = { taken: [] as string[] };
  const state = machine.transition(from, event, recordingScope(sink)) as AnyMachineSnapshot;
  return { state, transitions: sink.taken };
}
