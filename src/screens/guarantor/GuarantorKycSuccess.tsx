import { GuarantorView } from './GuarantorView.tsx';

/** GuarantorKycSuccess: the guarantor journey draws its current screen (GuarantorView.tsx). */
export default function GuarantorKycSuccess() {
  return <GuarantorView />;
}
