import { PaymentView } from './PaymentView.tsx';

/** TransactionDetails: the payment chart draws its current screen (PaymentView.tsx). */
export default function TransactionDetails() {
  return <PaymentView />;
}
