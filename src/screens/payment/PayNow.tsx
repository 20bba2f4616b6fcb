import { PaymentView } from './PaymentView.tsx';

/** PayNow: the payment chart draws its current screen (PaymentView.tsx). */
export default function PayNow() {
  return <PaymentView />;
}
