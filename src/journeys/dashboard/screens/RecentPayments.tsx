import { Link } from 'react-router-dom';
import type { RecentPayment } from '../projection.ts';
import { screenAddress } from '../../../routes/declared-addresses.ts';
import { Card, VisuallyHidden } from '../../../ui/index.ts';
import * as styles from './dashboard.css.ts';

/** The latest payments, each with its details, and the way to all of them. */
export function RecentPayments({ payments }: { payments: readonly RecentPayment[] }) {
  return (
    <Card aria-labelledby="dashboard-recent">
      <h2 id="dashboard-recent" className={styles.cardTitle}>
        Recent payments
      </h2>
      {payments.length === 0 ? (
        <p className={styles.note}>You have not made any payments yet.</p>
      ) : (
        <>
          <ul className={styles.payments}>
            {payments.map((payment) => (
              <li key={payment.id} className={styles.payment}>
                <div className={styles.paymentMain}>
                  <span className={styles.paymentTitle}>{payment.title}</span>
                  <span className={styles.paymentAmount}>{payment.amount}</span>
                </div>
                <div className={styles.paymentMeta}>
                  <span>{payment.when}</span>
                  <span>{payment.method}</span>
                  <span>{payment.status}</span>
                </div>
                <Link className={styles.textLink} to={payment.href}>
                  Details
                  <VisuallyHidden>
                    {' '}
                    of the {payment.title.toLowerCase()} of {payment.amount}
                  </VisuallyHidden>
                </Link>
              </li>
            ))}
          </ul>
          <Link className={styles.textLink} to={screenAddress('PaymentHistory')}>
            View all payments
          </Link>
        </>
      )}
    </Card>
  );
}
