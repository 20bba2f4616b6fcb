import { useSyncExternalStore } from 'react';
import type { AnyActorRef } from 'xstate';

// A journey's invoked child by its invoke id (onboarding's 'step', post-approval's bank statement
// and documents): the screens that draw it read `snapshot.children[id]`, not how the parent is run.

const none = { subscribe: () => () => {}, current: () => null };

/** The parent's child `id` while it runs, else null (the screen shows its Loader). */
export function useJourneyChild(parent: AnyActorRef | null, id: string): AnyActorRef | null {
  const source = parent
    ? {
        subscribe: (notify: () => void) => {
          const subscription = parent.subscribe({ next: notify, error: notify, complete: notify });
          return () => subscription.unsubscribe();
        },
        current: () =>
          (parent.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> }).children?.[id] ?? null,
      }
    : none;
  return useSyncExternalStore(source.subscribe, source.current, source.current);
}
