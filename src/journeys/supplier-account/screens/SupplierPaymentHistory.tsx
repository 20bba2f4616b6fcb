import { DateText, Money } from '../../../ui/index.ts';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Ways, type Way } from '../../../kit/ways.tsx';
import { mayClear } from '../../../../rules/supplier-account/account.ts';
import type { AccountSpend } from '../../../../rules/supplier-account/types.ts';
import { Part } from './Part.tsx';
import { SPEND_STATUS_TEXT, whose, type SupplierScreenProps } from './snapshot.ts';
import * as styles from './supplier-account.css.ts';

/** What is left to repay of a spend once drawn: by when, or that it is repaid. */
function Repayable({ spend }: { spend: AccountSpend }) {
  if (spend.outstanding === null || spend.dueDate === null) return null;
  if (spend.outstanding === 0) return <span className={styles.note}>Repaid</span>;
  return (
    <span className={styles.note}>
      <Money amount={spend.outstanding} /> to repay by <DateText value={spend.dueDate} />
    </span>
  );
}

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
      <Part
        title="Payments to suppliers"
        items={account.spends}
        empty={`You have not paid ${all ? 'a supplier' : 'this supplier'} from your credit line yet.`}
        row={(spend) => (
          <li key={spend.transactionId} className={styles.row}>
            <div className={styles.rowHead}>
              <Money className={styles.strong} amount={spend.amount} />
              <span>{SPEND_STATUS_TEXT[spend.status]}</span>
            </div>
            {all ? <span>{spend.supplier.name}</span> : null}
            <DateText className={styles.note} value={spend.createdAt} withWeekdayTime />
            <Repayable spend={spend} />
            {spend.reason ? <span className={styles.note}>{spend.reason}</span> : null}
          </li>
        )}
      />
      <Part
        title="Repayments"
        items={account.repayments}
        empty="No repayments made from this page yet."
        row={(repayment) => (
          <li key={repayment.transactionId} className={styles.row}>
            <Money className={styles.strong} amount={repayment.amount} />
            <DateText className={styles.note} value={repayment.paidAt} withWeekdayTime />
          </li>
        )}
      />
      <Ways ways={ways} />
    </PageFrame>
  );
}
