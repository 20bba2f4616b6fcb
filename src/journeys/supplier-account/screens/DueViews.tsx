import { Link } from 'react-router-dom';
import { Button, DateText, Money } from '../../../ui/index.ts';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Fact, Facts } from '../../../kit/facts.tsx';
import { Ways, type Way } from '../../../kit/ways.tsx';
import { buildPath } from '../../../../machines/routing/paths.ts';
import { SUPPLIER_ACCOUNT_PATHS } from '../../../../machines/supplier-account/screens.ts';
import { dueOf, mayClear, overdueDues } from '../../../../rules/supplier-account/account.ts';
import type { SupplierDue } from '../../../../rules/supplier-account/types.ts';
import { whose, type SupplierScreenProps } from './snapshot.ts';
import * as styles from './supplier-account.css.ts';

// A supplier's dues (ADR 047): what is owed the lender for each drawdown made at the supplier, with
// its due date from the agreement; clearing them is a repayment through the payment chart.

const back = (props: SupplierScreenProps, label = 'Back'): Way => ({
  label,
  variant: 'secondary',
  onClick: () => props.actor.send({ type: 'BACK' }),
});

function DueLine({ due }: { due: SupplierDue }) {
  return (
    <span className={due.overdue ? styles.overdue : styles.note}>
      {due.overdue ? 'Overdue since ' : 'Due by '}
      <DateText value={due.dueDate} />
    </span>
  );
}

/** Pending Payments: every due, the overdue first in words; Clear payment due. */
export function SupplierPendingPayments(props: SupplierScreenProps) {
  const { actor, snapshot } = props;
  const account = snapshot.context.account;
  if (!account) return null;
  const overdue = overdueDues(account).length;
  const ways: Way[] = [
    ...(mayClear(account) ? [{ label: 'Clear payment due', onClick: () => actor.send({ type: 'CLEAR' }) }] : []),
    back(props),
  ];
  return (
    <PageFrame title={`Pending payments: ${whose(snapshot)}`}>
      <p className={styles.strong}>
        You owe <Money amount={account.owed} /> for payments made from your credit line
        {account.supplier ? ' to this supplier' : ' to your suppliers'}.
      </p>
      {overdue > 0 ? (
        <p className={styles.overdue} role="status">
          {overdue === 1 ? 'One payment is' : `${overdue} payments are`} past the due date. Until you repay, you cannot
          make new payments from your credit line.
        </p>
      ) : null}
      {account.dues.length === 0 ? (
        <p className={styles.note}>Nothing is due. Payments you make here appear once they reach the supplier.</p>
      ) : (
        <ul className={styles.list} aria-label="Pending payments">
          {account.dues.map((due) => (
            <li key={due.transactionId} className={styles.item}>
              <div className={styles.itemHead}>
                <Money className={styles.strong} amount={due.outstanding} />
                <DueLine due={due} />
              </div>
              {account.supplier ? null : <span>{due.supplier.name}</span>}
              <Button
                type="button"
                variant="secondary"
                aria-label={`Details of the payment due by ${due.dueDate}`}
                onClick={() => actor.send({ type: 'VIEW_DUE', transactionId: due.transactionId })}
              >
                Details
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Ways ways={ways} />
    </PageFrame>
  );
}

/** Pending Payment Details: one due as the agreement and the ledger have it. */
export function PendingPaymentDetails(props: SupplierScreenProps) {
  const { actor, snapshot } = props;
  const { account, dueId } = snapshot.context;
  const due = dueOf(account, dueId);
  if (!account || !due) return null;
  const ways: Way[] = [
    ...(mayClear(account) ? [{ label: 'Clear payment due', onClick: () => actor.send({ type: 'CLEAR' }) }] : []),
    back(props, 'Back to pending payments'),
  ];
  return (
    <PageFrame title="Payment due">
      <Facts>
        <Fact label="Supplier">{due.supplier.name}</Fact>
        <Fact label="Paid to the supplier">
          <Money amount={due.amount} />
        </Fact>
        <Fact label="Paid on">
          <DateText value={due.drawnAt} />
        </Fact>
        <Fact label="Interest-free until">
          {due.interestFreeUntil ? <DateText value={due.interestFreeUntil} /> : 'No interest-free days'}
        </Fact>
        <Fact label="Due date">
          <DueLine due={due} />
        </Fact>
        <Fact label="Still to repay">
          <Money amount={due.outstanding} />
        </Fact>
        {due.invoiceNumbers.length > 0 ? <Fact label="Invoices">{due.invoiceNumbers.join(', ')}</Fact> : null}
        <Fact label="Transaction ID">{due.transactionId}</Fact>
      </Facts>
      {account.supplier ? null : (
        <Link to={buildPath(SUPPLIER_ACCOUNT_PATHS.clearDue, { id: due.supplier.id })}>
          Clear what you owe for {due.supplier.name}
        </Link>
      )}
      <Ways ways={ways} />
    </PageFrame>
  );
}

/** Clear Payment Due: what is owed for the supplier's payments, and how a repayment here is applied. */
export function ClearPaymentDue(props: SupplierScreenProps) {
  const { actor, snapshot } = props;
  const account = snapshot.context.account;
  if (!account) return null;
  return (
    <PageFrame title={`Clear payment due: ${whose(snapshot)}`}>
      <Facts>
        <Fact label="Owed for your payments here">
          <Money amount={account.owed} />
        </Fact>
        <Fact label="Next due date">
          {account.nextDueDate ? <DateText value={account.nextDueDate} /> : 'Nothing is due'}
        </Fact>
      </Facts>
      <p className={styles.note}>
        You repay your lender, not the supplier: the supplier was paid when you made each payment. A repayment made here
        goes to this supplier’s payments first, oldest first; any interest or fees due are settled before them.
      </p>
      <Ways ways={[{ label: 'Pay now', onClick: () => actor.send({ type: 'PAY' }) }, back(props)]} />
    </PageFrame>
  );
}
