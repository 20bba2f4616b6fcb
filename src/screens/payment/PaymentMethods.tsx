import { PaymentView } from './PaymentView.tsx';

/** PaymentMethods: the payment chart draws its current screen (PaymentView.tsx). */
export default function PaymentMethods() {
  return <PaymentView />;
}
