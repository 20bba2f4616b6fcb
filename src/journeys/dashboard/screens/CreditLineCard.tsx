import { Link } from 'react-router-dom';
import { screenAddress } from '../../../routes/declared-addresses.ts';
import type { Figure } from '../projection.ts';
import { Card } from '../../../ui/index.ts';
import * as styles from './dashboard.css.ts';

/** The live credit line (limit, available, used), in place of the application card once it exists. */
export function CreditLineCard({ figures }: { figures: readonly Figure[] }) {
  return (
    <Card aria-labelledby="dashboard-credit-line">
      <h2 id="dashboard-credit-line" className={styles.cardTitle}>
        Your credit line
      </h2>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.fact}>
            <dt className={styles.factLabel}>{figure.label}</dt>
            <dd className={styles.factValue}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.links}>
        <Link className={styles.textLink} to={screenAddress('LoanAutoActivation')}>
          Loan details and cooling-off
        </Link>
        <Link className={styles.textLink} to={screenAddress('EdiKfs')}>
          Key Fact Statement
        </Link>
        <Link className={styles.textLink} to={screenAddress('LoanAgreementDocument')}>
          Signed loan agreement
        </Link>
      </div>
    </Card>
  );
}
