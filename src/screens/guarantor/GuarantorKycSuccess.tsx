import { GuarantorView } from './GuarantorView.tsx';

/** GuarantorKycSuccess: the guarantor journey draws its current screen (src/screens/guarantor/GuarantorView.tsx). */
export default function GuarantorKycSuccess() {
  return <GuarantorView />;
}
