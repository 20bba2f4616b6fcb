import { GuarantorView } from './GuarantorView.tsx';

/** GuarantorKyc: the guarantor journey draws its current screen (GuarantorView.tsx). */
export default function GuarantorKyc() {
  return <GuarantorView />;
}
