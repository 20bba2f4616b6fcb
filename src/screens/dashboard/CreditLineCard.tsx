import { Link } from 'react-router-dom';
import type { HomeResponse } from '../../api/home/schemas.ts';
import { AGREEMENT_PATHS } from '../../../machines/routing/agreement-screens.ts';
import { Card, Money } from '../../ui/index.ts';
import * as styles from './dashboard.css.ts';

type CreditAccount = NonNullable<HomeResponse['creditAccountInfo']>;

/** The live credit line (limit, available), in place of the application card once it exists. */
export function CreditLineCard({ account }: { account: CreditAccount }) {
  return (
    <Card aria-labelledby="dashboard-credit-line">
      <h2 id="dashboard-credit-line" className={styles.cardTitle}>
        Your credit line
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Credit limit</dt>
          <dd className={styles.factValue}>
            {account.creditLimit === undefined ? 'Shown by your lender' : <Money amount={account.creditLimit} />}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Available</dt>
          <dd className={styles.factValue}>
            {account.availableLimit === undefined ? 'Shown by your lender' : <Money amount={account.availableLimit} />}
          </dd>
        </div>
      </dl>
      <Link className={styles.continueLink} to={AGREEMENT_PATHS.activated}>
        Loan details and cooling-off
      </Link>
      <Link className={styles.continueLink} to={AGREEMENT_PATHS.kfs}>
        Key Fact Statement
      </Link>
      <Link className={styles.continueLink} to={AGREEMENT_PATHS.agreementDocument}>
        Signed loan agreement
      </Link>
    </Card>
  );
}
