import { StatementView } from './StatementView.tsx';

/** PaymentHistory: the statement chart draws the history (StatementView.tsx). */
export default function PaymentHistory() {
  return <StatementView />;
}
