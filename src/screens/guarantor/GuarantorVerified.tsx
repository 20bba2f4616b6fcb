import { GuarantorView } from './GuarantorView.tsx';

/** GuarantorVerified: the guarantor journey draws its current screen (GuarantorView.tsx). */
export default function GuarantorVerified() {
  return <GuarantorView />;
}
