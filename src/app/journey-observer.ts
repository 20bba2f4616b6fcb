import type { AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { getInspect, setInspect } from '../journeys/inspect.ts';

// The browser suite's view of the journeys (test builds only): every transition a journey actor
// takes, so a path's transition counts as covered when the app took it, not when its screen
// passed (docs/testing.md, "Observed coverage"). main.tsx loads this module only when the build
// sets VITE_JOURNEY_OBSERVER=1 (playwright.config.ts's servers do); a production build has none
// of it, which scripts/check-bundle.ts checks by this module's marker, JOURNEY_TRANSITIONS_BINDING.
// A record holds ids and event types only: never an event's payload (a card number, an OTP).

/** One transition an actor took: ids and types, nothing the user typed. */
export interface ObservedTransition {
  /** The machine the transition belongs to (a child machine, like the OTP chart, has its own). */
  machine: string;
  /** The actor's session id: a reload or a re-invoked child is a new actor. */
  actor: string;
  /** `<source state id>|<event type or "always">|<branch index>`, as scripts/journey-graph names it. */
  key: string;
  source: string;
  /** The event type the transition is defined for ('always' for an eventless one). */
  eventType: string;
  /** The type of the event the actor was processing (for an eventless one, the event before it). */
  trigger: string;
  targets: string[];
}

/** The page function Playwright exposes to receive each transition as it is taken. */
export const JOURNEY_TRANSITIONS_BINDING = '__journeyTransition';
/** Where transitions wait when no page function is exposed (a test build opened by hand). */
export const JOURNEY_TRANSITIONS_BUFFER = '__journeyTransitions';

type Sink = (transition: ObservedTransition) => void;

function keyOf(transition: AnyTransitionDefinition): string | null {
  const { source, eventType } = transition;
  const list: readonly AnyTransitionDefinition[] | undefined =
    eventType === '' ? source.always : source.transitions.get(eventType);
  const index = list ? list.indexOf(transition) : -1;
  return index < 0 ? null : `${source.id}|${eventType === '' ? 'always' : eventType}|${index}`;
}

/** Turns XState's microstep inspection events into transition records (and forwards every event to `next`). */
export function transitionObserver(sink: Sink, next?: (event: InspectionEvent) => void) {
  return {
    next(event: InspectionEvent): void {
      next?.(event);
      if (event.type !== '@xstate.microstep') return;
      for (const transition of event._transitions) {
        const key = keyOf(transition);
        if (!key) continue;
        sink({
          machine: transition.source.machine.id,
          actor: event.actorRef.sessionId,
          key,
          source: transition.source.id,
          eventType: transition.eventType === '' ? 'always' : transition.eventType,
          trigger: event.event.type,
          targets: (transition.target ?? []).map((target) => target.id),
        });
      }
    },
  };
}

type ObservedWindow = Window & {
  [JOURNEY_TRANSITIONS_BINDING]?: (transition: ObservedTransition) => unknown;
  [JOURNEY_TRANSITIONS_BUFFER]?: ObservedTransition[];
};

/** Plugs the observer into the journeys' inspection slot, keeping any observer already there. */
export function startJourneyObserver(target: Window): void {
  const page = target as ObservedWindow;
  const buffer: ObservedTransition[] = (page[JOURNEY_TRANSITIONS_BUFFER] ??= []);
  const previous = getInspect();
  const sink: Sink = (transition) => {
    const binding = page[JOURNEY_TRANSITIONS_BINDING];
    if (binding) void binding(transition);
    else buffer.push(transition);
  };
  setInspect(transitionObserver(sink, previous ? (event) => previous.next?.(event) : undefined));
}
