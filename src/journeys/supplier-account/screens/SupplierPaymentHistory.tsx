import { DateText, Money } from '../../../ui/index.ts';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Ways, type Way } from '../../../kit/ways.tsx';
import { mayClear } from '../../../../rules/supplier-account/account.ts';
import { SPEND_STATUS_TEXT, whose, type SupplierScreenProps } from './snapshot.ts';
import * as styles from './supplier-account.css.ts';

/** The spends at the supplier and the repayments made from its page; Pay what is owed for them. */
export function SupplierPaymentHistory({ actor, snapshot }: SupplierScreenProps) {
  const account = snapshot.context.account;
  if (!account) return null;
  const all = account.supplier === null;
  const ways: Way[] = [
    ...(mayClear(account) ? [{ label: 'Pay now', onClick: () => actor.send({ type: 'PAY' }) }] : []),
    { label: 'Back', variant: 'secondary', onClick: () => actor.send({ type: 'BACK' }) },
  ];
  return (
    <PageFrame title={`Payment history: ${whose(snapshot)}`}>
      <p className={styles.strong}>
        Owed for these payments: <Money amount={account.owed} />
      </p>
      <section className={styles.section} aria-labelledby="spends-heading">
        <h2 id="spends-heading" className={styles.subheading}>
          Your payments {all ? 'to suppliers' : 'here'}
        </h2>
        {account.spends.length === 0 ? (
          <p className={styles.note}>
            You have not paid {all ? 'a supplier' : 'this supplier'} from your credit line yet.
          </p>
        ) : (
          <ul className={styles.list} aria-label="Payments to suppliers">
            {account.spends.map((spend) => (
              <li key={spend.transactionId} className={styles.item}>
                <div className={styles.itemHead}>
                  <Money className={styles.strong} amount={spend.amount} />
                  <span>{SPEND_STATUS_TEXT[spend.status]}</span>
                </div>
                {all ? <span>{spend.supplier.name}</span> : null}
                <DateText className={styles.note} value={spend.createdAt} withWeekdayTime />
                {spend.outstanding !== null && spend.dueDate ? (
                  <span className={styles.note}>
                    {spend.outstanding > 0 ? (
                      <>
                        <Money amount={spend.outstanding} /> to repay by <DateText value={spend.dueDate} />
                      </>
                    ) : (
                      'Repaid'
                    )}
                  </span>
                ) : null}
                {spend.reason ? <span className={styles.note}>{spend.reason}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="repayments-heading">
        <h2 id="repayments-heading" className={styles.subheading}>
          Repayments made here
        </h2>
        {account.repayments.length === 0 ? (
          <p className={styles.note}>No repayments made from this page yet.</p>
        ) : (
          <ul className={styles.list} aria-label="Repayments">
            {account.repayments.map((repayment) => (
              <li key={repayment.transactionId} className={styles.item}>
                <Money className={styles.strong} amount={repayment.amount} />
                <DateText className={styles.note} value={repayment.paidAt} withWeekdayTime />
              </li>
            ))}
          </ul>
        )}
      </section>
      <Ways ways={ways} />
    </PageFrame>
  );
}
