import { assign, setup } from 'xstate';
import type { ScreenMeta } from '../routing.ts';
import { withError, withOutput } from '../event-params.ts';
import { appCall, messageOf } from '../onboarding/messages.ts';
import { OFFERS_AND_TERMS_PATHS } from './screens.ts';
import type { AcceptedTerms, Offer, OffersAndTermsContext, OffersAndTermsEvent, OffersAndTermsInput } from './types.ts';

export * from './types.ts';

// The customer's offers and the terms they accepted (issue 32): two reading pages, each read from
// the lender when it opens, so what shows is never older than the page. An empty answer is said
// plainly, never an error; a failed read says why and offers Retry. Opening an offer's details is
// a link to the dashboard's offer page (its own chart), not a state of this one.

export const offersAndTermsMachine = setup({
  types: {
    context: {} as OffersAndTermsContext,
    events: {} as OffersAndTermsEvent,
    input: {} as OffersAndTermsInput,
    meta: {} as ScreenMeta<OffersAndTermsContext>,
  },
  actors: {
    // Real implementations: src/journeys/offers-and-terms/actors.ts.
    getOffers: appCall<{ offers: Offer[] }, void>('getOffers'),
    getAcceptedTerms: appCall<{ terms: AcceptedTerms[] }, void>('getAcceptedTerms'),
  },
  guards: {
    isTerms: ({ context }) => context.page === 'terms',
    noOffers: (_, params: { offers: Offer[] }) => params.offers.length === 0,
    noTerms: (_, params: { terms: AcceptedTerms[] }) => params.terms.length === 0,
  },
  actions: {
    keepOffers: assign((_, params: { offers: Offer[] }) => ({ offers: params.offers, problem: null })),
    keepTerms: assign((_, params: { terms: AcceptedTerms[] }) => ({ terms: params.terms, problem: null })),
    clearProblem: assign({ problem: null }),
    noteProblem: assign((_, params: { error: unknown }) => ({ problem: messageOf(params.error) })),
  },
}).createMachine({
  id: 'offersAndTerms',
  initial: 'routing',
  context: ({ input }) => ({ page: input.page, offers: [], terms: [], problem: null }),
  states: {
    // Nothing shown: the address the chart was opened on names the page.
    routing: {
      always: [{ guard: 'isTerms', target: 'terms' }, { target: 'offers' }],
    },
    // Your offers: the heading, then the offers, the empty sentence, or the failure with Retry.
    offers: {
      meta: { route: { path: OFFERS_AND_TERMS_PATHS.offers } },
      initial: 'loading',
      states: {
        // The Loader while the offers are read.
        loading: {
          invoke: {
            id: 'getOffers',
            src: 'getOffers',
            onDone: [
              { guard: withOutput('noOffers'), target: 'empty', actions: withOutput('keepOffers') },
              { target: 'list', actions: withOutput('keepOffers') },
            ],
            onError: { target: 'failed', actions: withError('noteProblem') },
          },
        },
        // "We could not load your offers", the reason and Retry.
        failed: { on: { RETRY: { target: 'loading', actions: 'clearProblem' } } },
        // "No offers right now."
        empty: {},
        // Each offer in a sentence, with a link to its details.
        list: {},
      },
    },
    // Terms you accepted: each version with the date accepted and a link to read it.
    terms: {
      meta: { route: { path: OFFERS_AND_TERMS_PATHS.terms } },
      initial: 'loading',
      states: {
        // The Loader while the accepted terms are read.
        loading: {
          invoke: {
            id: 'getAcceptedTerms',
            src: 'getAcceptedTerms',
            onDone: [
              { guard: withOutput('noTerms'), target: 'empty', actions: withOutput('keepTerms') },
              { target: 'list', actions: withOutput('keepTerms') },
            ],
            onError: { target: 'failed', actions: withError('noteProblem') },
          },
        },
        // "We could not load your terms", the reason and Retry.
        failed: { on: { RETRY: { target: 'loading', actions: 'clearProblem' } } },
        // "No accepted terms on record."
        empty: {},
        // Each version accepted, its date, and Read the terms.
        list: {},
      },
    },
  },
});

export type OffersAndTermsMachine = typeof offersAndTermsMachine;
