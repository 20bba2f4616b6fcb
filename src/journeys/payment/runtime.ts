import type { Actor } from 'xstate';
import type { paymentMachine } from '../../../machines/payment/payment.machine.ts';
import type { PaymentFlow } from '../../../machines/payment/types.ts';
import { PAYMENT_SCREENS } from '../../../machines/payment/screens.ts';
import { bestMatch } from '../../../machines/routing/paths.ts';
import { addressesOf } from '../../../machines/routing/screen-places.ts';
import { apiClient } from '../api-client.ts';
import type { JourneySpec } from '../runtime/spec.ts';
import { forgetAttempt, keepAttempt, storedAttempt } from './attempt-store.ts';
import { detailsIdOf } from './details-address.ts';
import { postPaymentForm } from './post-form.ts';
import { providePayment } from './provide.ts';

// The payment actor of the place a payment was opened from (/dashboard, /credit-statement,
// /supplier/:id/payment-history), created by the first payment screen that opens and kept while
// the customer pays there. A payment left pending is remembered by its id only, so a reload reads
// its status again (and the lender lists every payment in flight, which the start resumes: ADR 028);
// the card's details live in the actor's memory and nowhere else.

export type PaymentLogic = ReturnType<typeof providePayment>;
export type PaymentActorRef = Actor<typeof paymentMachine>;

export interface PaymentPlace {
  flow: PaymentFlow;
  supplierId: string | null;
}

const ADDRESSES = Object.values(PAYMENT_SCREENS).flatMap((spec) => addressesOf(spec));

/** The place a payment address belongs to, read off the payment's screen table (ADR 036). */
export function placeOf(pathname: string): PaymentPlace {
  const found = bestMatch(ADDRESSES, ({ path }) => path, pathname);
  const place = found?.candidate.place;
  // The processing fee's screens have an address of their own, no place: they are its place.
  if (found && place === null) return { flow: 'processingFee', supplierId: null };
  if (place === 'supplier') return { flow: 'supplier', supplierId: found?.params['id'] ?? null };
  return { flow: place === 'creditStatement' ? 'creditStatement' : 'dashboard', supplierId: null };
}

/**
 * Keeps the id of a payment from the moment it starts (its OTP, the gateway's page, the wait);
 * forgets it once its result shows. The lender's list of payments in flight finds it too, but not
 * once the bank has answered: a reload or a Back after a late answer still shows that answer. A
 * stopped actor ends its subscriptions, so the runtime's stop is all the clean-up this needs.
 */
function rememberPending(actor: Actor<PaymentLogic>): void {
  actor.subscribe((snapshot) => {
    const { flow, transaction } = snapshot.context;
    if (snapshot.matches('success') || snapshot.matches('failure')) forgetAttempt();
    // An abandoned card payment is over: a reload now shows the methods, not its failure.
    else if (transaction === null && snapshot.matches({ methods: 'loading' })) forgetAttempt();
    else if (transaction && snapshot.matches('methods')) {
      keepAttempt({ transactionId: transaction.transactionId, flow });
    }
  });
}

/**
 * One payment at a time, keyed by its place (a payment's details opened by address get an actor of
 * their own, whatever else is under way) while the customer is signed in; a new one once the last
 * finished.
 */
export const paymentJourney: JourneySpec<PaymentLogic> = {
  id: 'payment',
  key({ pathname, search, session }) {
    if (!session.matches('loggedIn')) return null;
    const place = placeOf(pathname);
    return `${place.flow}|${place.supplierId ?? ''}|${detailsIdOf(pathname, search) ?? ''}`;
  },
  logic({ entry }) {
    const place = placeOf(entry.pathname);
    const detailsId = detailsIdOf(entry.pathname, entry.search);
    const returned = new URLSearchParams(window.location.search).get('transactionId');
    return providePayment(apiClient, {
      flow: () => place,
      resumeId: () => (detailsId ? null : (returned ?? storedAttempt(place.flow))),
      detailsId: () => detailsId,
      origin: () => window.location.origin,
      postForm: (form) => postPaymentForm(form),
    });
  },
  input: () => ({ keySeed: crypto.randomUUID(), openedAt: Date.now() }),
  over: (snapshot) => snapshot.status !== 'active',
  attach: rememberPending,
  // A finished payment's actor is still held when Pay now opens the next one (it is replaced after
  // the render): its address is its hand-over, which the host followed once, and keeping it in
  // step would send the new payment's address back there.
  syncsUrl: (_where, snapshot) => snapshot.status === 'active',
};
