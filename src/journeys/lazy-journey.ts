// One slot of the journey runtime's store (./runtime/store.ts, ADR 034): holds one journey's actor
// outside React state, with the key it was created for. The runtime's hook creates and stops it (an
// external system), and renders read it through useSyncExternalStore with `subscribe` and `current`.

interface Startable {
  start(): unknown;
  stop(): unknown;
}

export interface LazyJourneyHolder<TActor extends Startable, TKey = never> {
  current(): TActor | null;
  /** The key the actor (or the start still loading) was created for. */
  key(): TKey | undefined;
  subscribe(listener: () => void): () => void;
  /**
   * Creates and starts the actor once. `create` may load the journey's code first (a promise): a
   * stop while it loads cancels the start, and a second `ensure` meanwhile creates nothing. Given
   * another `key` than the actor's, it stops that actor and creates one for the new key.
   */
  ensure(create: () => TActor | Promise<TActor>, key?: TKey): void;
  /** Stops the actor (or a start still loading); the next `ensure` creates a new one. */
  stop(): void;
}

export function createLazyJourneyHolder<TActor extends Startable, TKey = never>(): LazyJourneyHolder<TActor, TKey> {
  let actor: TActor | null = null;
  let actorKey: TKey | undefined;
  let pending: object | null = null;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const begin = (created: TActor) => {
    actor = created;
    actor.start();
    changed();
  };
  const stop = () => {
    pending = null;
    actorKey = undefined;
    if (!actor) return;
    actor.stop();
    actor = null;
    changed();
  };
  return {
    current: () => actor,
    key: () => actorKey,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ensure(create, key) {
      if ((actor || pending) && key === actorKey) return;
      stop();
      actorKey = key;
      const made = create();
      if (!(made instanceof Promise)) return begin(made);
      const ticket = (pending = {});
      void made.then((created) => {
        if (pending !== ticket) return;
        pending = null;
        begin(created);
      });
    },
    stop,
  };
}
