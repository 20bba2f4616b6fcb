import type { Actor } from 'xstate';
import { offersAndTermsMachine } from '../../../machines/offers-and-terms/offers-and-terms.machine.ts';
import { OFFERS_AND_TERMS_SCREENS, type OffersAndTermsPage } from '../../../machines/offers-and-terms/screens.ts';
import { stateOfPath } from '../../../machines/routing/screen-table.ts';
import type { ApiClient } from '../../api/client.ts';
import { apiClient } from '../api-client.ts';
import type { JourneySpec } from '../runtime/spec.ts';
import { createOffersAndTermsActors } from './actors.ts';

// The journey's actor in the one runtime (ADR 034): one per page open now (the offers or the
// terms), created when the page opens and kept while the customer stays on it; the other page
// gets a new one (a new read).

export function provideOffersAndTerms(client: ApiClient) {
  return offersAndTermsMachine.provide({ actors: createOffersAndTermsActors(client) });
}

export type OffersAndTermsLogic = ReturnType<typeof provideOffersAndTerms>;
export type OffersAndTermsActorRef = Actor<OffersAndTermsLogic>;

const pageOf = (pathname: string): OffersAndTermsPage | null => stateOfPath(OFFERS_AND_TERMS_SCREENS, pathname);

export const offersAndTermsRuntime: JourneySpec<OffersAndTermsLogic> = {
  id: 'offersAndTerms',
  key: ({ pathname }) => pageOf(pathname) ?? undefined,
  logic: () => provideOffersAndTerms(apiClient),
  input: ({ entry }) => ({ page: pageOf(entry.pathname) ?? 'offers' }),
  perPage: true,
};
