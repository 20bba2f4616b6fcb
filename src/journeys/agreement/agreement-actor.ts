import { useSyncExternalStore } from 'react';
import type { Actor } from 'xstate';
import { createLazyJourneyHolder } from '../lazy-journey.ts';
import type { AgreementLogic } from './provide.ts';

// The applicant's one agreement actor, held outside React: AgreementHost creates and stops it,
// screens read it. Kept out of the login route's bundle: only the host and the screens load it.

export type AgreementActorRef = Actor<AgreementLogic>;

export const agreementActorHolder = createLazyJourneyHolder<AgreementActorRef>();

/** The applicant's agreement actor; null before it exists. */
export function useAgreementActor(): AgreementActorRef | null {
  return useSyncExternalStore(
    agreementActorHolder.subscribe,
    agreementActorHolder.current,
    agreementActorHolder.current,
  );
}
