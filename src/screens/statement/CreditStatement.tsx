import { useOutlet } from 'react-router-dom';
import { StatementView } from './StatementView.tsx';

/**
 * CreditStatement: the statement chart's screen; a child address (pay-now and the payment chart's
 * other screens, download-statement) draws its own page instead.
 */
export default function CreditStatement() {
  const child = useOutlet();
  return child ?? <StatementView />;
}
