import { PaymentView } from './PaymentView.tsx';

/** ProcessingFee: the payment chart's processing fee place draws its current screen (PaymentView.tsx). */
export default function ProcessingFee() {
  return <PaymentView />;
}
