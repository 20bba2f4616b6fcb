// Holds one journey's actor outside React state, for the providers that start a journey lazily
// (onboarding, post-approval, guarantor, mandate, agreement): the provider's effect creates and
// stops it (an external system), and renders read it through useSyncExternalStore with
// `subscribe` and `current`.

interface Startable {
  start(): unknown;
  stop(): unknown;
}

export interface LazyJourneyHolder<TActor extends Startable> {
  current(): TActor | null;
  subscribe(listener: () => void): () => void;
  /**
   * Creates and starts the actor once. `create` may load the journey's code first (a promise): a
   * stop while it loads cancels the start, and a second `ensure` meanwhile creates nothing.
   */
  ensure(create: () => TActor | Promise<TActor>): void;
  /** Stops the actor (or a start still loading); the next `ensure` creates a new one. */
  stop(): void;
}

export function createLazyJourneyHolder<TActor extends Startable>(): LazyJourneyHolder<TActor> {
  let actor: TActor | null = null;
  let pending: object | null = null;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const begin = (created: TActor) => {
    actor = created;
    actor.start();
    changed();
  };
  return {
    current: () => actor,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ensure(create) {
      if (actor || pending) return;
      const made = create();
      if (!(made instanceof Promise)) return begin(made);
      const ticket = (pending = {});
      void made.then((created) => {
        if (pending !== ticket) return;
        pending = null;
        begin(created);
      });
    },
    stop() {
      pending = null;
      if (!actor) return;
      actor.stop();
      actor = null;
      changed();
    },
  };
}
