import { Button, DateText, Money } from '../../ui/index.ts';
import { Actions, PageFrame } from '../PageFrame.tsx';
import { METHOD_LABEL, type PaymentViewProps } from './payment-snapshot.ts';
import * as styles from './payment.css.ts';
import type { Transaction } from '../../api/payment/schemas.ts';
import { ReceiptDownload } from '../receipt/ReceiptDownload.tsx';

function methodText(transaction: Transaction): string {
  if (transaction.paymentMethod === 'DEBIT_CARD' && transaction.cardLast4)
    return `Debit Card •••• ${transaction.cardLast4}`;
  if (transaction.paymentMethod === 'NET_BANKING' && transaction.bankCode)
    return `Net Banking (${transaction.bankCode})`;
  if (transaction.paymentMethod === 'UPI' && transaction.vpa) return `UPI (${transaction.vpa})`;
  return METHOD_LABEL[transaction.paymentMethod];
}

const STATUS_TEXT = { created: 'Started', pending: 'Pending', success: 'Successful', failed: 'Failed' } as const;

function Facts({ transaction, full }: { transaction: Transaction; full?: boolean }) {
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt className={styles.factLabel}>Amount</dt>
        <dd className={styles.factValue}>
          <Money amount={transaction.amount} />
        </dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.factLabel}>Transaction ID</dt>
        <dd className={styles.factValue}>{transaction.transactionId}</dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.factLabel}>Method</dt>
        <dd className={styles.factValue}>{methodText(transaction)}</dd>
      </div>
      {full ? (
        <>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>Status</dt>
            <dd className={styles.factValue}>{STATUS_TEXT[transaction.status]}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>Started</dt>
            <dd className={styles.factValue}>
              <DateText value={transaction.createdAt} withWeekdayTime />
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>Last updated</dt>
            <dd className={styles.factValue}>
              <DateText value={transaction.updatedAt} withWeekdayTime />
            </dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}

/** Payment Success: what was paid, and a late confirmation said as such. */
export function SuccessView({ actor, snapshot }: PaymentViewProps) {
  const transaction = snapshot.context.transaction;
  if (!transaction) return null;
  return (
    <PageFrame
      title="Payment successful"
      lead={
        transaction.lateAfterFailure
          ? 'Your bank confirmed this payment after it first reported a failure. It has been paid once.'
          : 'Thank you. Your payment has been received.'
      }
    >
      <Facts transaction={transaction} />
      <ReceiptDownload transactionId={transaction.transactionId} fullWidth />
      <Actions>
        <Button type="button" fullWidth onClick={() => actor.send({ type: 'DONE' })}>
          Done
        </Button>
        <Button type="button" variant="secondary" fullWidth onClick={() => actor.send({ type: 'VIEW_DETAILS' })}>
          Transaction details
        </Button>
      </Actions>
    </PageFrame>
  );
}

/** Payment Failure: the bank's reason, Retry, and Check again for a late confirmation. */
export function FailureView({ actor, snapshot }: PaymentViewProps) {
  const { transaction, error } = snapshot.context;
  if (!transaction) return null;
  const rechecking = snapshot.matches({ failure: 'rechecking' });
  return (
    <PageFrame
      title="Payment failed"
      lead={transaction.reason ?? 'Your bank did not take the payment.'}
      error={error}
      busy={rechecking}
    >
      <Facts transaction={transaction} />
      <p className={styles.note}>No money was taken for this payment unless your bank confirms it later.</p>
      <Actions>
        <Button type="button" fullWidth disabled={rechecking} onClick={() => actor.send({ type: 'RETRY' })}>
          Try again
        </Button>
        <Button
          type="button"
          variant="secondary"
          fullWidth
          busy={rechecking}
          onClick={() => actor.send({ type: 'CHECK_AGAIN' })}
        >
          Check the status again
        </Button>
        <Button
          type="button"
          variant="secondary"
          fullWidth
          disabled={rechecking}
          onClick={() => actor.send({ type: 'VIEW_DETAILS' })}
        >
          Transaction details
        </Button>
        <Button type="button" variant="link" disabled={rechecking} onClick={() => actor.send({ type: 'DONE' })}>
          Back to where I started
        </Button>
      </Actions>
    </PageFrame>
  );
}

/** Transaction Details: every fact of the payment. */
export function DetailsView({ actor, snapshot }: PaymentViewProps) {
  const transaction = snapshot.context.transaction;
  if (!transaction) return null;
  return (
    <PageFrame title="Transaction details">
      <Facts transaction={transaction} full />
      {transaction.reason ? <p className={styles.note}>{transaction.reason}</p> : null}
      <Actions>
        <Button type="button" fullWidth onClick={() => actor.send({ type: 'BACK' })}>
          Back
        </Button>
      </Actions>
    </PageFrame>
  );
}
