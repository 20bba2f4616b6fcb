import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import { allEventTypesOf, drivenEventTypesOf, leafStatesOf } from '../../../scripts/journey-graph/transitions.ts';

// Handler objects map every leaf state and every event of a machine to test code. The mapped
// types below make a missing (or misspelt) key a compile error when the object is written with
// `satisfies MachineHandlers<typeof machine>`; `assertHandlersCoverMachine` is the runtime
// counterpart (cf. kiesraad/abacus assertMachineAndImplementationMatches).

/** Dotted paths of the leaf states in a state value type: 'idle' | 'form.step1' | ... */
export type LeafStatePaths<V> = V extends string
  ? V
  : V extends Record<string, unknown>
    ? { [K in keyof V & string]: `${K}.${LeafStatePaths<V[K]>}` }[keyof V & string]
    : never;

export type StateKeys<M extends AnyStateMachine> = LeafStatePaths<SnapshotFrom<M>['value']>;
export type EventTypes<M extends AnyStateMachine> = EventFromLogic<M>['type'];
export type EventOf<M extends AnyStateMachine, T extends string> = Extract<EventFromLogic<M>, { type: T }>;

/** One handler per leaf state and per event; the context type each runner passes is `S` / `E`. */
export interface HandlerMap<M extends AnyStateMachine, S, E> {
  states: { [K in StateKeys<M>]: (context: S) => void | Promise<void> };
  events: { [K in EventTypes<M>]: (context: E & { event: EventOf<M, K> }) => void | Promise<void> };
}

export class HandlerCoverageError extends Error {
  constructor(
    readonly missingStates: string[],
    readonly missingEvents: string[],
    readonly unknownStates: string[],
    readonly unknownEvents: string[],
  ) {
    const parts = [
      missingStates.length && `states without a handler: ${missingStates.join(', ')}`,
      missingEvents.length && `events without a handler: ${missingEvents.join(', ')}`,
      unknownStates.length && `handlers for states the machine does not have: ${unknownStates.join(', ')}`,
      unknownEvents.length && `handlers for events the machine does not have: ${unknownEvents.join(', ')}`,
    ].filter(Boolean);
    super(`Handlers do not match the machine: ${parts.join('; ')}`);
    this.name = 'HandlerCoverageError';
  }
}

export interface CoverageCheckOptions {
  /** Also require handlers for runner-driven built-ins (invoke done/error, delays): the browser runner needs them. */
  builtInEvents?: boolean;
}

export function assertHandlersCoverMachine(
  machine: AnyStateMachine,
  handlers: { states: Record<string, unknown>; events: Record<string, unknown> },
  options: CoverageCheckOptions = {},
): void {
  const states = leafStatesOf(machine);
  const events = options.builtInEvents ? allEventTypesOf(machine) : drivenEventTypesOf(machine);
  const stateKeys = Object.keys(handlers.states);
  const eventKeys = Object.keys(handlers.events);
  const knownEvents = new Set(allEventTypesOf(machine));
  const error = new HandlerCoverageError(
    states.filter((state) => !stateKeys.includes(state)),
    events.filter((event) => !eventKeys.includes(event)),
    stateKeys.filter((key) => !states.includes(key)),
    eventKeys.filter((key) => !knownEvents.has(key)),
  );
  if (
    error.missingStates.length ||
    error.missingEvents.length ||
    error.unknownStates.length ||
    error.unknownEvents.length
  )
    throw error;
}
