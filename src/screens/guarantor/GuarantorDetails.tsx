import { GuarantorView } from './GuarantorView.tsx';

/** GuarantorDetails: the guarantor journey draws its current screen (GuarantorView.tsx). */
export default function GuarantorDetails() {
  return <GuarantorView />;
}
