import { GuarantorView } from './GuarantorView.tsx';

/** GuarantorKycFailure: the guarantor journey draws its current screen (GuarantorView.tsx). */
export default function GuarantorKycFailure() {
  return <GuarantorView />;
}
