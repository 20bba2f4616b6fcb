import { PaymentView } from './PaymentView.tsx';

/** ProcessingFeeResult: the payment chart's processing fee place draws its current screen (PaymentView.tsx). */
export default function ProcessingFeeResult() {
  return <PaymentView />;
}
