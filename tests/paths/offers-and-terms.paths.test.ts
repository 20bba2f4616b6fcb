import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  offersAndTermsMachine,
  type OffersAndTermsContext,
} from '../../machines/offers-and-terms/offers-and-terms.machine.ts';
import { routeOf } from '../../machines/routing.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import {
  INPUTS,
  LOAD_FAILED,
  OFFERS,
  TERMS,
  offersAndTermsEvents,
  serializeOffersAndTermsState,
} from '../support/events/offers-and-terms-events.ts';

// Every transition of the offers-and-terms journey with its reads settled by the harness with the
// sandbox's answers. What this file proves: the address names the page; a failed read says why and
// Retry reads again (the reason cleared); an empty answer is its own state, never a failure; a list
// keeps exactly what the lender answered.

type Context = MachineStateContext<typeof offersAndTermsMachine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as OffersAndTermsContext;

function at(url: string, check?: (context: OffersAndTermsContext, snapshot: AnyMachineSnapshot) => void) {
  return ({ snapshot }: Context) => {
    expect(routeOf(snapshot)).toBe(url);
    check?.(on(snapshot), snapshot);
  };
}

const handlers = {
  states: {
    routing: () => {
      throw new Error('routing is transient and must never be observed');
    },
    'offers.loading': at('/offers', (context, snapshot) => {
      expect(snapshot.children.getOffers).toBeDefined();
      expect(context.problem).toBeNull();
    }),
    'offers.failed': at('/offers', (context, snapshot) => {
      expect(context.problem).toBe(LOAD_FAILED);
      expect(snapshot.can({ type: 'RETRY' })).toBe(true);
    }),
    'offers.empty': at('/offers', (context) => expect(context.offers).toEqual([])),
    'offers.list': at('/offers', (context, snapshot) => {
      expect(context.offers).toEqual(OFFERS.some.offers);
      expect(context.offers.map((offer) => offer.couponCode)).toEqual(['FEE50', 'FLAT500', 'FREEFEE']);
      expect(snapshot.can({ type: 'RETRY' })).toBe(false);
    }),
    'terms.loading': at('/terms', (context, snapshot) => {
      expect(snapshot.children.getAcceptedTerms).toBeDefined();
      expect(context.problem).toBeNull();
    }),
    'terms.failed': at('/terms', (context) => expect(context.problem).toBe(LOAD_FAILED)),
    'terms.empty': at('/terms', (context) => expect(context.terms).toEqual([])),
    'terms.list': at('/terms', (context) => {
      expect(context.terms).toEqual(TERMS.accepted.terms);
      expect(context.terms).toHaveLength(1);
    }),
  },
  events: { RETRY: sendEvent },
} satisfies MachineHandlers<typeof offersAndTermsMachine>;

runMachinePaths(offersAndTermsMachine, handlers, {
  events: offersAndTermsEvents,
  inputs: INPUTS,
  serializeState: serializeOffersAndTermsState,
});
