import { PaymentView } from './PaymentView.tsx';

/** PaymentSuccess: the payment chart draws its current screen (PaymentView.tsx). */
export default function PaymentSuccess() {
  return <PaymentView />;
}
