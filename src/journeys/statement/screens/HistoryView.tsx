import { filterPayments, monthsOf } from '../../../../machines/statement/history-filter.ts';
import type { StatusFilter, Transaction } from '../../../../machines/statement/types.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { Button, DateText, Loader, Money, SelectField } from '../../../ui/index.ts';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Fact, Facts, PaymentTimes } from '../../../kit/facts.tsx';
import { RetryRead, Ways, type Way } from '../../../kit/ways.tsx';
import { METHOD_TEXT, STATUS_TEXT, type StatementViewProps } from './statement-snapshot.ts';
import * as styles from './statement.css.ts';
import { ReceiptDownload } from '../../receipt/screens/ReceiptDownload.tsx';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  { value: 'success', label: STATUS_TEXT.success },
  { value: 'pending', label: STATUS_TEXT.pending },
  { value: 'failed', label: STATUS_TEXT.failed },
  { value: 'created', label: STATUS_TEXT.created },
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;

function methodText(payment: Transaction): string {
  if (payment.paymentMethod === 'DEBIT_CARD' && payment.cardLast4) return `Debit Card •••• ${payment.cardLast4}`;
  if (payment.paymentMethod === 'NET_BANKING' && payment.bankCode) return `Net Banking (${payment.bankCode})`;
  if (payment.paymentMethod === 'UPI' && payment.vpa) return `UPI (${payment.vpa})`;
  return METHOD_TEXT[payment.paymentMethod];
}

/** One payment's details, its status read again. */
function DetailView({ actor, snapshot }: StatementViewProps) {
  const { context } = snapshot;
  const back: Way = {
    label: 'Back to payment history',
    variant: 'secondary',
    onClick: () => actor.send({ type: 'BACK' }),
  };
  const payment = context.payment;
  if (snapshot.matches({ history: { detail: 'failed' } })) {
    return <RetryRead actor={actor} title="We could not load this payment" error={context.error} ways={[back]} />;
  }
  if (!payment) {
    return (
      <PageFrame title="Payment details" busy>
        <Loader />
      </PageFrame>
    );
  }
  return (
    <PageFrame title="Payment details">
      <Facts>
        <Fact label="Amount">
          <Money amount={payment.amount} />
        </Fact>
        <Fact label="Status">{STATUS_TEXT[payment.status]}</Fact>
        {payment.reason ? <Fact label="Reason">{payment.reason}</Fact> : null}
        <Fact label="Method">{methodText(payment)}</Fact>
        <Fact label="Paid for">{payment.purpose === 'processingFee' ? 'Processing fee' : 'Repayment'}</Fact>
        <Fact label="Transaction ID">{payment.transactionId}</Fact>
        <PaymentTimes createdAt={payment.createdAt} updatedAt={payment.updatedAt} />
      </Facts>
      {payment.status === 'success' ? <ReceiptDownload transactionId={payment.transactionId} fullWidth /> : null}
      <Ways ways={[back]} />
    </PageFrame>
  );
}

/** Payment History: every payment with its status, method, amount and date, filtered by status and month. */
export function HistoryView({ actor, snapshot }: StatementViewProps) {
  const { context } = snapshot;
  if (snapshot.matches({ history: 'detail' })) return <DetailView actor={actor} snapshot={snapshot} />;
  if (snapshot.matches({ history: 'failed' })) {
    return <RetryRead actor={actor} title="We could not load your payments" error={context.error} />;
  }
  if (snapshot.matches({ history: 'loading' })) {
    return (
      <PageFrame title="Payment history" busy>
        <Loader />
      </PageFrame>
    );
  }
  if (snapshot.matches({ history: 'empty' })) {
    return (
      <PageFrame title="Payment history">
        <p className={styles.note}>You have made no payments yet.</p>
      </PageFrame>
    );
  }
  const shown = filterPayments(context.payments, context.statusFilter, context.monthFilter);
  const monthOptions = [
    { value: 'all', label: 'All months' },
    ...monthsOf(context.payments).map((month) => ({ value: month, label: monthLabel(month) })),
  ];
  return (
    <PageFrame title="Payment history" heading="plain">
      <div className={styles.range}>
        <SelectField
          label="Status"
          name="status"
          placeholder="All statuses"
          value={context.statusFilter}
          options={STATUS_OPTIONS}
          onValueChange={(status) => actor.send({ type: 'FILTER_STATUS', status: (status || 'all') as StatusFilter })}
        />
        <SelectField
          label="Month"
          name="month"
          placeholder="All months"
          value={context.monthFilter}
          options={monthOptions}
          onValueChange={(month) => actor.send({ type: 'FILTER_MONTH', month: month || 'all' })}
        />
      </div>
      {shown.length === 0 ? (
        <p className={styles.note} role="status">
          No payments match these filters.
        </p>
      ) : (
        <ul className={styles.list} aria-label="Payments">
          {shown.map((payment) => {
            const when = formatDate(payment.createdAt, { withWeekdayAndTime: true });
            return (
              <li key={payment.transactionId} className={styles.item}>
                <div className={styles.itemHead}>
                  <Money className={styles.factValue} amount={payment.amount} />
                  <span>{STATUS_TEXT[payment.status]}</span>
                </div>
                <span className={styles.note}>{methodText(payment)}</span>
                <DateText className={styles.note} value={payment.createdAt} withWeekdayTime />
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={`Details of the payment of ${when}`}
                  onClick={() => actor.send({ type: 'VIEW_PAYMENT', transactionId: payment.transactionId })}
                >
                  Details
                </Button>
                {payment.status === 'success' ? (
                  <ReceiptDownload
                    transactionId={payment.transactionId}
                    label={`Download receipt for the payment of ${when}`}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </PageFrame>
  );
}
