import { GuarantorView } from './GuarantorView.tsx';

/** GuarantorVerificationDetails: the guarantor journey draws its current screen (src/screens/guarantor/GuarantorView.tsx). */
export default function GuarantorVerificationDetails() {
  return <GuarantorView />;
}
