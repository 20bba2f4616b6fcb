import { GuarantorView } from './GuarantorView.tsx';

/** LoanInformation: the guarantor journey draws its current screen (src/screens/guarantor/GuarantorView.tsx). */
export default function LoanInformation() {
  return <GuarantorView />;
}
