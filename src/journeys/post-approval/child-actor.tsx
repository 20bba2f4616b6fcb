import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';

// Where the bank statement and documents screens find their child journey: the post-approval
// parent invokes each with its own id ('bankStatement', 'documents'), and whoever runs the parent
// puts it in this context. The screens read only `snapshot.children[id]`, so they do not depend on
// how the parent is built.

export type PostApprovalChildId = 'bankStatement' | 'documents';

const ParentContext = createContext<AnyActorRef | null>(null);

/** Mount around the post-approval screens with the parent's actor (null while it does not exist). */
export function PostApprovalChildHost({ parent, children }: { parent: AnyActorRef | null; children: ReactNode }) {
  return <ParentContext.Provider value={parent}>{children}</ParentContext.Provider>;
}

const none = { subscribe: () => () => {}, current: () => null };

function childOf(parent: AnyActorRef, id: PostApprovalChildId): AnyActorRef | null {
  const snapshot = parent.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> };
  return snapshot.children?.[id] ?? null;
}

/** The parent's child `id` while it runs, else null (the screen shows its Loader). */
export function usePostApprovalChild(id: PostApprovalChildId): AnyActorRef | null {
  const parent = useContext(ParentContext);
  const source = parent
    ? {
        subscribe: (notify: () => void) => {
          const subscription = parent.subscribe({ next: notify, error: notify, complete: notify });
          return () => subscription.unsubscribe();
        },
        current: () => childOf(parent, id),
      }
    : none;
  return useSyncExternalStore(source.subscribe, source.current, source.current);
}
