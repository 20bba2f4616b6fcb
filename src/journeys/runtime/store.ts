import type { AnyActorRef, AnyStateMachine } from 'xstate';
import { createLazyJourneyHolder, type LazyJourneyHolder } from '../lazy-journey.ts';
import type { JourneySpec } from './spec.ts';

// The app's journey actors (ADR 034): one slot per journey id, each holding at most one actor
// and the key it was created for. The app root creates one store (src/app/App.tsx); nothing of it
// lives at module level, so two apps (or two tests) never share an actor.

export type JourneySlot = LazyJourneyHolder<AnyActorRef & { start(): unknown; stop(): unknown }, string>;

export interface JourneyStore {
  slot(id: string): JourneySlot;
  /** The spec with the parts this app replaces (tests' fake charts and inputs). */
  specOf<TLogic extends AnyStateMachine>(spec: JourneySpec<TLogic>): JourneySpec<TLogic>;
}

/** Parts of journeys' specs replaced by their id. */
export type JourneyOverrides = Readonly<Record<string, Partial<JourneySpec<AnyStateMachine>>>>;

export function createJourneyStore(overrides: JourneyOverrides = {}): JourneyStore {
  const slots = new Map<string, JourneySlot>();
  return {
    slot(id) {
      let slot = slots.get(id);
      if (!slot) {
        slot = createLazyJourneyHolder();
        slots.set(id, slot);
      }
      return slot;
    },
    specOf<TLogic extends AnyStateMachine>(spec: JourneySpec<TLogic>) {
      const override = overrides[spec.id] as Partial<JourneySpec<TLogic>> | undefined;
      return override ? { ...spec, ...override } : spec;
    },
  };
}
