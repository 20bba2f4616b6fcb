import { assign, setup } from 'xstate';
import type { ScreenMeta } from '../routing.ts';
import { withError, withOutput } from '../kit/event-params.ts';
import { appCall, messageOf } from '../kit/app-call.ts';
import { OFFERS_AND_TERMS_PATHS } from './screens.ts';
import type { AcceptedTerms, Offer, OffersAndTermsContext, OffersAndTermsEvent, OffersAndTermsInput } from './types.ts';

export * from './types.ts';

// The customer's offers and the terms they accepted (issue 32): two reading pages, each read from
// the lender when it opens, so what shows is never older than the page. An empty answer is said
// plainly, never an error; a failed read says why and offers Retry. Opening an offer's details is
// a link to the dashboard's offer page (its own chart), not a state of this one.

/** One reading page at `path`: its read, then what it answered (`none` says when that is nothing). */
function readingPage<const TRead extends string, const TNone extends string, const TKeep extends string>(
  path: string,
  read: TRead,
  none: TNone,
  keep: TKeep,
) {
  return {
    meta: { route: { path } },
    initial: 'loading',
    states: {
      // The Loader while the page's read is answered.
      loading: {
        invoke: {
          id: read,
          src: read,
          onDone: [
            { guard: withOutput(none), target: 'empty', actions: withOutput(keep) },
            { target: 'list', actions: withOutput(keep) },
          ],
          onError: { target: 'failed', actions: withError('noteProblem') },
        },
      },
      // "We could not load …", the reason and Retry.
      failed: { on: { RETRY: { target: 'loading', actions: 'clearProblem' } } },
      // The empty sentence: nothing is a plain answer, never an error.
      empty: {},
      // What the lender answered, as it answered it.
      list: {},
    },
  } as const;
}

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
    // Your offers: each offer in a sentence with a link to its details, or "No offers right now".
    offers: readingPage(OFFERS_AND_TERMS_PATHS.offers, 'getOffers', 'noOffers', 'keepOffers'),
    // Terms you accepted: each version, the date accepted and Read the terms, or none on record.
    terms: readingPage(OFFERS_AND_TERMS_PATHS.terms, 'getAcceptedTerms', 'noTerms', 'keepTerms'),
  },
});

export type OffersAndTermsMachine = typeof offersAndTermsMachine;
