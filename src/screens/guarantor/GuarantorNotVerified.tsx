import { GuarantorView } from './GuarantorView.tsx';

/** GuarantorNotVerified: the guarantor journey draws its current screen (GuarantorView.tsx). */
export default function GuarantorNotVerified() {
  return <GuarantorView />;
}
