import { fromPromise } from 'xstate';
import type { AcceptedTerms, Offer } from '../../../machines/offers-and-terms/offers-and-terms.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { getOffers } from '../../api/notifications/notifications.ts';
import { getAcceptedTerms } from './calls.ts';

// The journey's only injected pieces: its two reads. The answers are parsed by the calls' schemas.

export function createOffersAndTermsActors(client: ApiClient) {
  return {
    getOffers: fromPromise<{ offers: Offer[] }, void>(() => getOffers(client)),
    getAcceptedTerms: fromPromise<{ terms: AcceptedTerms[] }, void>(() => getAcceptedTerms(client)),
  };
}
