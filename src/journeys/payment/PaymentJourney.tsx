import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { createActor, type Actor } from 'xstate';
import type { paymentMachine } from '../../../machines/payment/payment.machine.ts';
import type { PaymentFlow } from '../../../machines/payment/types.ts';
import { apiClient } from '../api-client.ts';
import { getInspect } from '../inspect.ts';
import { createLazyJourneyHolder } from '../lazy-journey.ts';
import { useSessionActor } from '../session/SessionProvider.tsx';
import { forgetAttempt, keepAttempt, storedAttempt } from './attempt-store.ts';
import { detailsIdOf } from './details-address.ts';
import { postPaymentForm } from './post-form.ts';
import { providePayment } from './provide.ts';

// The payment actor of the place a payment was opened from (/dashboard, /credit-statement,
// /supplier/:id/payment-history), created by the first payment screen that opens and kept while
// the customer pays there. A payment left pending is remembered by its id only, so a reload reads
// its status again (and the lender lists every payment in flight, which the start resumes: ADR 028);
// the card's details live in the actor's memory and nowhere else.

export type PaymentActorRef = Actor<typeof paymentMachine>;

export interface PaymentPlace {
  flow: PaymentFlow;
  supplierId: string | null;
}

/** The place a payment address belongs to. */
export function placeOf(pathname: string): PaymentPlace {
  const [first, second, third] = pathname.split('/').filter(Boolean);
  if (first === 'dashboard' && (second === 'processing-fee' || second === 'processing-fee-result')) {
    return { flow: 'processingFee', supplierId: null };
  }
  if (first === 'credit-statement') return { flow: 'creditStatement', supplierId: null };
  if (first === 'supplier' && second && third === 'payment-history') {
    return { flow: 'supplier', supplierId: decodeURIComponent(second) };
  }
  return { flow: 'dashboard', supplierId: null };
}

// A payment's details opened by address get an actor of their own, whatever else is under way.
const keyOf = (place: PaymentPlace, detailsId: string | null) =>
  `${place.flow}|${place.supplierId ?? ''}|${detailsId ?? ''}`;

/**
 * Keeps the id of a payment from the moment it starts (its OTP, the gateway's page, the wait);
 * forgets it once its result shows. The lender's list of payments in flight finds it too, but not
 * once the bank has answered: a reload or a Back after a late answer still shows that answer. A
 * stopped actor ends its subscriptions, so the holder's stop is all the clean-up this needs.
 */
function rememberPending(actor: PaymentActorRef): PaymentActorRef {
  actor.subscribe((snapshot) => {
    const { flow, transaction } = snapshot.context;
    if (snapshot.matches('success') || snapshot.matches('failure')) forgetAttempt();
    // An abandoned card payment is over: a reload now shows the methods, not its failure.
    else if (transaction === null && snapshot.matches({ methods: 'loading' })) forgetAttempt();
    else if (transaction && snapshot.matches('methods')) {
      keepAttempt({ transactionId: transaction.transactionId, flow });
    }
  });
  return actor;
}

const holder = createLazyJourneyHolder<PaymentActorRef, string>();

/** The payment actor for the address open now; a new one when the place changes or the last finished. */
export function usePaymentJourney(): PaymentActorRef | null {
  const session = useSessionActor();
  const location = useLocation();
  const signedIn = useSelector(session, (snapshot) => snapshot.matches('loggedIn'));
  const actor = useSyncExternalStore(holder.subscribe, holder.current, holder.current);
  const place = placeOf(location.pathname);
  const detailsId = detailsIdOf(location.pathname, location.search);
  const key = keyOf(place, detailsId);

  useEffect(() => {
    if (!signedIn) {
      holder.stop();
      return;
    }
    const current = holder.current();
    // The last payment here finished: the next one gets an actor of its own.
    if (current && current.getSnapshot().status !== 'active') holder.stop();
    holder.ensure(() => {
      const returned = new URLSearchParams(window.location.search).get('transactionId');
      const machine = providePayment(apiClient, {
        flow: () => place,
        resumeId: () => (detailsId ? null : (returned ?? storedAttempt(place.flow))),
        detailsId: () => detailsId,
        origin: () => window.location.origin,
        postForm: (form) => postPaymentForm(form),
      });
      const input = { keySeed: crypto.randomUUID(), openedAt: Date.now() };
      return rememberPending(createActor(machine, { input, inspect: getInspect() }));
    }, key);
    // `place` is read through `key`, which names it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, key]);

  // Back from the gateway's page may show this page again from the back-forward cache, the chart
  // still "taking you to your bank" as it was when the page left. It is loaded anew instead, so a
  // restore and a reload take one path: the start asks the lender for the payment in flight (ADR 028).
  useEffect(() => {
    const returned = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', returned);
    return () => window.removeEventListener('pageshow', returned);
  }, []);

  return actor && holder.key() === key ? actor : null;
}
