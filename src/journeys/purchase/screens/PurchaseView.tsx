import type { ReactNode } from 'react';
import { JourneyScreen } from '../../../screens/JourneyScreen.tsx';
import { RetryRead } from '../../../kit/ways.tsx';
import { Loader } from '../../../ui/index.ts';
import { purchaseRuntime } from '../runtime.ts';
import type { PurchaseScreenProps } from './purchase-screen.ts';
import { Suppliers } from './Suppliers.tsx';
import { SelectSupplier } from './SelectSupplier.tsx';
import { AddSupplier } from './AddSupplier.tsx';
import { InviteSupplier } from './InviteSupplier.tsx';
import { SendInviteSupplier } from './SendInviteSupplier.tsx';
import { QuickPayment } from './QuickPayment.tsx';
import { MakeInvoicePayment } from './MakeInvoicePayment.tsx';
import { UploadInvoice } from './UploadInvoice.tsx';
import { ScanPay } from './ScanPay.tsx';
import { PaymentReview } from './PaymentReview.tsx';
import { SpendBlocked } from './SpendBlocked.tsx';
import { QuickPaymentOtp } from './QuickPaymentOtp.tsx';
import { ScanPayMpin } from './ScanPayMpin.tsx';
import { SetMpin } from './SetMpin.tsx';
import { PaymentStatus } from './PaymentStatus.tsx';
import { QuickPaymentSuccess } from './QuickPaymentSuccess.tsx';
import { QuickPaymentFail } from './QuickPaymentFail.tsx';

/** The screen of each of the chart's screen states (machines/purchase/screens.ts). */
const SCREENS = {
  suppliers: Suppliers,
  select: SelectSupplier,
  addSupplier: AddSupplier,
  inviteSupplier: InviteSupplier,
  sentInvite: SendInviteSupplier,
  quickPayment: QuickPayment,
  invoiceAmount: MakeInvoicePayment,
  uploadInvoice: UploadInvoice,
  scan: ScanPay,
  review: PaymentReview,
  blocked: SpendBlocked,
  otp: QuickPaymentOtp,
  mpin: ScanPayMpin,
  setMpin: SetMpin,
  disbursement: PaymentStatus,
  success: QuickPaymentSuccess,
  failure: QuickPaymentFail,
} as const;

/**
 * Every purchase address draws the chart's own state (the chart keeps the address in step, ADR 003);
 * the Loader while the credit line or a payment link is read, Retry when that read failed.
 */
export default function PurchaseView() {
  return (
    <JourneyScreen journey={purchaseRuntime}>
      {(actor, snapshot) => <PurchaseState actor={actor} snapshot={snapshot} />}
    </JourneyScreen>
  );
}

function PurchaseState(props: PurchaseScreenProps): ReactNode {
  const { actor, snapshot } = props;
  if (snapshot.matches('startFailed')) {
    return <RetryRead actor={actor} title="We could not load your credit line" error={snapshot.context.error} />;
  }
  const top = (Object.keys(SCREENS) as (keyof typeof SCREENS)[]).find((state) => snapshot.matches(state));
  if (!top) return <Loader />;
  const Screen = SCREENS[top];
  return <Screen {...props} />;
}
