import { GuarantorView } from './GuarantorView.tsx';

/** GuarantorNotVerified: the guarantor journey draws its current screen (src/screens/guarantor/GuarantorView.tsx). */
export default function GuarantorNotVerified() {
  return <GuarantorView />;
}
