import type { ReactNode } from 'react';
import { JourneyScreen } from '../../../screens/JourneyScreen.tsx';
import { RetryRead } from '../../../kit/ways.tsx';
import { Loader } from '../../../ui/index.ts';
import { supplierAccountJourney } from '../runtime.ts';
import type { SupplierScreenProps } from './snapshot.ts';
import { SupplierParent } from './SupplierParent.tsx';
import { SupplierPaymentHistory } from './SupplierPaymentHistory.tsx';
import { ClearPaymentDue, PendingPaymentDetails, SupplierPendingPayments } from './DueViews.tsx';
import { PendingRequests } from './PendingRequests.tsx';

/** The screen of each of the chart's screen states (machines/supplier-account/screens.ts). */
const SCREENS = {
  parent: SupplierParent,
  history: SupplierPaymentHistory,
  pending: SupplierPendingPayments,
  dueDetails: PendingPaymentDetails,
  clearDue: ClearPaymentDue,
  requests: PendingRequests,
} as const;

/**
 * Every supplier page address draws the chart's own state (the chart keeps the address in step,
 * ADR 003): the Loader while the account is read, Retry when that read failed.
 */
export default function SupplierAccountView() {
  return (
    <JourneyScreen journey={supplierAccountJourney}>
      {(actor, snapshot) => <SupplierState actor={actor} snapshot={snapshot} />}
    </JourneyScreen>
  );
}

function SupplierState(props: SupplierScreenProps): ReactNode {
  const { actor, snapshot } = props;
  if (snapshot.matches('failed')) {
    return <RetryRead actor={actor} title="We could not load this supplier" error={snapshot.context.error} />;
  }
  const top = (Object.keys(SCREENS) as (keyof typeof SCREENS)[]).find((state) => snapshot.matches(state));
  if (!top) return <Loader />;
  const Screen = SCREENS[top];
  return <Screen {...props} />;
}
