import { GuarantorView } from './GuarantorView.tsx';

/** GuarantorVerified: the guarantor journey draws its current screen (src/screens/guarantor/GuarantorView.tsx). */
export default function GuarantorVerified() {
  return <GuarantorView />;
}
