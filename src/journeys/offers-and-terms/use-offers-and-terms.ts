import { useEffect, useSyncExternalStore } from 'react';
import { createActor, type Actor } from 'xstate';
import { offersAndTermsMachine } from '../../../machines/offers-and-terms/offers-and-terms.machine.ts';
import type { OffersAndTermsPage } from '../../../machines/offers-and-terms/screens.ts';
import type { ApiClient } from '../../api/client.ts';
import { apiClient } from '../api-client.ts';
import { getInspect } from '../inspect.ts';
import { createLazyJourneyHolder } from '../lazy-journey.ts';
import { createOffersAndTermsActors } from './actors.ts';

// The actor of the page open now (the offers or the terms), created when the page opens and kept
// while the customer stays on it; a new one (a new read) for the other page. The way the dashboard
// pages hold theirs, until the shared runtime (issue 29) holds every journey's actor.

export function provideOffersAndTerms(client: ApiClient) {
  return offersAndTermsMachine.provide({ actors: createOffersAndTermsActors(client) });
}

export type OffersAndTermsActorRef = Actor<ReturnType<typeof provideOffersAndTerms>>;

const holder = createLazyJourneyHolder<OffersAndTermsActorRef, OffersAndTermsPage>();

/** The journey's actor for `page`; stopped when the page closes. */
export function useOffersAndTerms(page: OffersAndTermsPage): OffersAndTermsActorRef | null {
  const actor = useSyncExternalStore(holder.subscribe, holder.current, holder.current);

  useEffect(() => {
    holder.ensure(
      () => createActor(provideOffersAndTerms(apiClient), { input: { page }, inspect: getInspect() }),
      page,
    );
  }, [page]);

  useEffect(() => () => holder.stop(), []);

  return actor && holder.key() === page ? actor : null;
}
