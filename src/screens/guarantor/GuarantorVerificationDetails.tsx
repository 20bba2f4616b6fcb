import { GuarantorView } from './GuarantorView.tsx';

/** GuarantorVerificationDetails: the guarantor journey draws its current screen (GuarantorView.tsx). */
export default function GuarantorVerificationDetails() {
  return <GuarantorView />;
}
