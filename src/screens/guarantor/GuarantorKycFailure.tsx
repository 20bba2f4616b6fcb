import { GuarantorView } from './GuarantorView.tsx';

/** GuarantorKycFailure: the guarantor journey draws its current screen (src/screens/guarantor/GuarantorView.tsx). */
export default function GuarantorKycFailure() {
  return <GuarantorView />;
}
