import { GuarantorView } from './GuarantorView.tsx';

/** GuarantorPanVerification: the guarantor journey draws its current screen (GuarantorView.tsx). */
export default function GuarantorPanVerification() {
  return <GuarantorView />;
}
