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

/** The chart's top state: a screen state of its table, or a step before one (the read, the routing). */
const topOf = (snapshot: SupplierScreenProps['snapshot']): string =>
  typeof snapshot.value === 'string' ? snapshot.value : (Object.keys(snapshot.value)[0] ?? '');

function SupplierState(props: SupplierScreenProps): ReactNode {
  if (props.snapshot.matches('failed')) {
    return (
      <RetryRead actor={props.actor} title="We could not load this supplier" error={props.snapshot.context.error} />
    );
  }
  const top = topOf(props.snapshot);
  const Screen = top in SCREENS ? SCREENS[top as keyof typeof SCREENS] : null;
  return Screen ? <Screen {...props} /> : <Loader />;
}
