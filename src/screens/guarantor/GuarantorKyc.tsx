import { GuarantorView } from './GuarantorView.tsx';

/** GuarantorKyc: the guarantor journey draws its current screen (src/screens/guarantor/GuarantorView.tsx). */
export default function GuarantorKyc() {
  return <GuarantorView />;
}
