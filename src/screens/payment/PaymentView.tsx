import { useSelector } from '@xstate/react';
import { JourneyUrl, useJourneyHandOver } from '../../journeys/journey-routing.tsx';
import { usePaymentJourney } from '../../journeys/payment/PaymentJourney.tsx';
import { Loader } from '../../ui/index.ts';
import { RetryFrame } from '../PageFrame.tsx';
import { MethodsView } from './MethodsView.tsx';
import { PayNowView } from './PayNowView.tsx';
import { CouponPaidView, FeeView } from './FeeView.tsx';
import { DetailsView, FailureView, SuccessView } from './ResultViews.tsx';
import { screenOf, type PaymentSnapshot } from './payment-snapshot.ts';

/**
 * Every payment address draws the payment chart's own state, so whichever is open the customer
 * sees where the payment is (the chart keeps the address in step, ADR 003).
 */
export function PaymentView() {
  const actor = usePaymentJourney();
  const snapshot = useSelector(actor ?? undefined, (current: PaymentSnapshot | undefined) => current);
  useJourneyHandOver(actor);
  if (!actor || !snapshot) return <Loader />;
  // A finished payment's actor is still held when Pay now opens the next one (it is replaced
  // after this render): its address is its hand-over, which useJourneyHandOver followed once, and
  // keeping it in step would send the new payment's address back there.
  const url = snapshot.status === 'active' ? <JourneyUrl actorRef={actor} /> : null;
  if (snapshot.matches('startFailed')) {
    return (
      <>
        {url}
        <RetryFrame
          title={snapshot.context.detailsId ? 'We could not load this payment' : 'We could not load what you owe'}
          error={snapshot.context.error}
          onRetry={() => actor.send({ type: 'RETRY' })}
        />
      </>
    );
  }
  const props = { actor, snapshot };
  const screen = screenOf(snapshot);
  const views: Record<string, () => React.ReactNode> = {
    payNow: () => <PayNowView {...props} />,
    fee: () => <FeeView {...props} />,
    paidByCoupon: () => <CouponPaidView {...props} />,
    methods: () => <MethodsView {...props} />,
    success: () => <SuccessView {...props} />,
    failure: () => <FailureView {...props} />,
    details: () => <DetailsView {...props} />,
  };
  const view = views[screen];
  return (
    <>
      {url}
      {view ? view() : <Loader />}
    </>
  );
}
