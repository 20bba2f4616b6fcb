import { GuarantorView } from './GuarantorView.tsx';

/** GuarantorDetails: the guarantor journey draws its current screen (src/screens/guarantor/GuarantorView.tsx). */
export default function GuarantorDetails() {
  return <GuarantorView />;
}
