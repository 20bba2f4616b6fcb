import { PaymentView } from './PaymentView.tsx';

/** PaymentFailure: the payment chart draws its current screen (PaymentView.tsx). */
export default function PaymentFailure() {
  return <PaymentView />;
}
