import { useReloadOnRestore } from '../reload-on-restore.ts';
import { paymentJourney } from '../runtime.ts';
import { JourneyScreen } from '../../../screens/JourneyScreen.tsx';
import { Loader } from '../../../ui/index.ts';
import { RetryFrame } from '../../../screens/PageFrame.tsx';
import { MethodsView } from './MethodsView.tsx';
import { PayNowView } from './PayNowView.tsx';
import { CouponPaidView, FeeView } from './FeeView.tsx';
import { DetailsView, FailureView, SuccessView } from './ResultViews.tsx';
import { screenOf, type PaymentSnapshot } from './payment-snapshot.ts';
import type { PaymentActorRef } from '../runtime.ts';

/**
 * Every payment address draws the payment chart's own state, so whichever is open the customer
 * sees where the payment is (the chart keeps the address in step, ADR 003).
 */
export function PaymentView() {
  useReloadOnRestore();
  return (
    <JourneyScreen journey={paymentJourney}>
      {(actor, snapshot) => <PaymentViewScreen actor={actor} snapshot={snapshot} />}
    </JourneyScreen>
  );
}

function PaymentViewScreen({ actor, snapshot }: { actor: PaymentActorRef; snapshot: PaymentSnapshot }) {
  if (snapshot.matches('startFailed')) {
    return (
      <>
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
  const view = screen ? views[screen] : undefined;
  return <>{view ? view() : <Loader />}</>;
}
