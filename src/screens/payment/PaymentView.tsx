import { useSelector } from '@xstate/react';
import { useReloadOnRestore } from '../../journeys/payment/reload-on-restore.ts';
import { paymentJourney } from '../../journeys/payment/runtime.ts';
import { JourneyHost, useJourney } from '../../journeys/runtime/JourneyRuntime.tsx';
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
  const actor = useJourney(paymentJourney);
  useReloadOnRestore();
  const snapshot = useSelector(actor ?? undefined, (current: PaymentSnapshot | undefined) => current);
  const url = <JourneyHost journey={paymentJourney} />;
  if (!actor || !snapshot)
    return (
      <>
        {url}
        <Loader />
      </>
    );
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
