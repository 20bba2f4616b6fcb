import { GuarantorView } from './GuarantorView.tsx';

/** GuarantorPanVerification: the guarantor journey draws its current screen (src/screens/guarantor/GuarantorView.tsx). */
export default function GuarantorPanVerification() {
  return <GuarantorView />;
}
