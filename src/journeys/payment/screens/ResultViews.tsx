import { Money } from '../../../ui/index.ts';
import { Fact, Facts, PaymentTimes } from '../../../kit/facts.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { METHOD_LABEL, type PaymentViewProps } from './payment-snapshot.ts';
import * as styles from './payment.css.ts';
import type { Transaction } from '../../../../rules/payment/types.ts';
import { ReceiptDownload } from '../../receipt/screens/ReceiptDownload.tsx';

function methodText(transaction: Transaction): string {
  if (transaction.paymentMethod === 'DEBIT_CARD' && transaction.cardLast4)
    return `Debit Card •••• ${transaction.cardLast4}`;
  if (transaction.paymentMethod === 'NET_BANKING' && transaction.bankCode)
    return `Net Banking (${transaction.bankCode})`;
  if (transaction.paymentMethod === 'UPI' && transaction.vpa) return `UPI (${transaction.vpa})`;
  return METHOD_LABEL[transaction.paymentMethod];
}

const STATUS_TEXT = { created: 'Started', pending: 'Pending', success: 'Successful', failed: 'Failed' } as const;

function TransactionFacts({ transaction, full }: { transaction: Transaction; full?: boolean }) {
  return (
    <Facts>
      <Fact label="Amount">
        <Money amount={transaction.amount} />
      </Fact>
      <Fact label="Transaction ID">{transaction.transactionId}</Fact>
      <Fact label="Method">{methodText(transaction)}</Fact>
      {full ? (
        <>
          <Fact label="Status">{STATUS_TEXT[transaction.status]}</Fact>
          <PaymentTimes createdAt={transaction.createdAt} updatedAt={transaction.updatedAt} />
        </>
      ) : null}
    </Facts>
  );
}

/** Payment Success: what was paid, and a late confirmation said as such. */
export function SuccessView({ actor, snapshot }: PaymentViewProps) {
  const { transaction, fee } = snapshot.context;
  if (!transaction) return null;
  // A paid processing fee has its GST tax invoice beside the payment's receipt (ADR 049).
  const invoiceOf = transaction.purpose === 'processingFee' ? fee?.processingFeeId : undefined;
  return (
    <PageFrame
      title="Payment successful"
      lead={
        transaction.lateAfterFailure
          ? 'Your bank confirmed this payment after it first reported a failure. It has been paid once.'
          : 'Thank you. Your payment has been received.'
      }
    >
      <TransactionFacts transaction={transaction} />
      <ReceiptDownload transactionId={transaction.transactionId} fullWidth />
      {invoiceOf ? <ReceiptDownload processingFeeId={invoiceOf} fullWidth /> : null}
      <Ways
        ways={[
          { label: 'Done', onClick: () => actor.send({ type: 'DONE' }) },
          { label: 'Transaction details', onClick: () => actor.send({ type: 'VIEW_DETAILS' }) },
        ]}
      />
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
      <TransactionFacts transaction={transaction} />
      <p className={styles.note}>No money was taken for this payment unless your bank confirms it later.</p>
      <Ways
        pending={rechecking}
        ways={[
          { label: 'Try again', onClick: () => actor.send({ type: 'RETRY' }) },
          { label: 'Check the status again', busy: rechecking, onClick: () => actor.send({ type: 'CHECK_AGAIN' }) },
          { label: 'Transaction details', onClick: () => actor.send({ type: 'VIEW_DETAILS' }) },
          { label: 'Back to where I started', variant: 'link', onClick: () => actor.send({ type: 'DONE' }) },
        ]}
      />
    </PageFrame>
  );
}

/** Transaction Details: every fact of the payment. */
export function DetailsView({ actor, snapshot }: PaymentViewProps) {
  const transaction = snapshot.context.transaction;
  if (!transaction) return null;
  return (
    <PageFrame title="Transaction details">
      <TransactionFacts transaction={transaction} full />
      {transaction.reason ? <p className={styles.note}>{transaction.reason}</p> : null}
      <Ways ways={[{ label: 'Back', onClick: () => actor.send({ type: 'BACK' }) }]} />
    </PageFrame>
  );
}
