import type { AnyActorRef, AnyStateMachine } from 'xstate';
import { createLazyJourneyHolder, type LazyJourneyHolder } from '../lazy-journey.ts';

// The app's journey actors (ADR 034): one slot per journey id, each holding at most one actor
// and the key it was created for. The app root creates one store (src/app/App.tsx); nothing of it
// lives at module level, so two apps (or two tests) never share an actor.

export type JourneySlot = LazyJourneyHolder<AnyActorRef & { start(): unknown; stop(): unknown }, string>;

export interface JourneyStore {
  slot(id: string): JourneySlot;
  /** A chart that replaces the journey's own (tests' fakes), if any. */
  logicOf(id: string): AnyStateMachine | undefined;
}

export function createJourneyStore(logic: Readonly<Record<string, AnyStateMachine>> = {}): JourneyStore {
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
    logicOf: (id) => logic[id],
  };
}
