import { Link } from 'react-router-dom';
import type { HomeResponse } from '../../api/home/schemas.ts';
import { paymentPath } from '../../../machines/payment/paths.ts';
import { Card, Money } from '../../ui/index.ts';
import * as styles from './dashboard.css.ts';

/** "Pay processing fee" while home says a fee is due (§3 processingFeeDetails); nothing otherwise. */
export function PayFeeLink({ home }: { home: HomeResponse }) {
  const fee = home.processingFeeDetails;
  if (!fee) return null;
  return (
    <Card aria-labelledby="dashboard-processing-fee">
      <h2 id="dashboard-processing-fee" className={styles.cardTitle}>
        Processing fee due
      </h2>
      <p>
        <Money amount={fee.total} /> including GST. Have a coupon? Apply it before you pay.
      </p>
      <Link className={styles.continueLink} to={paymentPath('processingFee', 'payNow')}>
        Pay processing fee
      </Link>
    </Card>
  );
}
