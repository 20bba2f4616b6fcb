import { useSyncExternalStore } from 'react';
import type { Actor } from 'xstate';
import type { AgreementLogic } from './provide.ts';

// The applicant's one agreement actor, held outside React: AgreementHost creates and stops it,
// screens read it. Kept out of the login route's bundle: only the host and the screens load it.

export type AgreementActorRef = Actor<AgreementLogic>;

let actor: AgreementActorRef | null = null;
const listeners = new Set<() => void>();

export const agreementActorHolder = {
  current: (): AgreementActorRef | null => actor,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(next: AgreementActorRef | null): void {
    if (actor === next) return;
    actor?.stop();
    actor = next;
    actor?.start();
    listeners.forEach((listener) => listener());
  },
};

/** The applicant's agreement actor; null before it exists. */
export function useAgreementActor(): AgreementActorRef | null {
  return useSyncExternalStore(
    agreementActorHolder.subscribe,
    agreementActorHolder.current,
    agreementActorHolder.current,
  );
}
