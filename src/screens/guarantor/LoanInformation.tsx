import { GuarantorView } from './GuarantorView.tsx';

/** LoanInformation: the guarantor journey draws its current screen (GuarantorView.tsx). */
export default function LoanInformation() {
  return <GuarantorView />;
}
