import type { PaymentFlow } from '../../../../machines/payment/types.ts';
import type { Transaction } from '../../../../rules/payment/types.ts';
import { Money } from '../../../ui/index.ts';
import { Ways } from '../../../kit/ways.tsx';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { METHOD_LABEL, methodsStep, type PaymentViewProps } from './payment-snapshot.ts';
import * as styles from './payment.css.ts';

// A payment in flight, as the chart resumed it (a reload on any payment step, a Back from the
// gateway's page: ADR 028) or as it waits in this tab: what was started, for how much and with
// which coupon, and the ways on. No Pay here: a second payment cannot start while this one runs.

/** Where Done goes from each place, said on its button. */
export const HOME_LABEL: Record<PaymentFlow, string> = {
  dashboard: 'Back to dashboard',
  creditStatement: 'Back to statement',
  supplier: 'Back to payment history',
  processingFee: 'Back to dashboard',
};

/** "A card payment of ₹1,180 for your processing fee, with the coupon FEE50" — once the lender has said. */
function Started({ transaction }: { transaction: Transaction }) {
  return (
    <>
      A {METHOD_LABEL[transaction.paymentMethod]} payment of <Money amount={transaction.amount} />
      {transaction.purpose === 'processingFee' ? ' for your processing fee' : ''}
      {transaction.couponCode ? `, with the coupon ${transaction.couponCode},` : ''}
      {transaction.paymentMethod === 'DEBIT_CARD' && transaction.cardLast4
        ? ` from the card ending ${transaction.cardLast4}`
        : ''}{' '}
      has started.
    </>
  );
}

/** A resumed payment is known by its id only until its first read. */
const readYet = (transaction: Transaction | null): transaction is Transaction =>
  transaction !== null && transaction.createdAt !== '';

/** Processing: "We are confirming your payment", read again every few seconds, or now. */
export function ConfirmingView({ actor, snapshot }: PaymentViewProps) {
  const { transaction, flow } = snapshot.context;
  const reading = methodsStep(snapshot) === 'processing';
  return (
    <PageFrame title="We are confirming your payment" busy={reading}>
      <p role="status" className={styles.note}>
        {readYet(transaction) ? <Started transaction={transaction} /> : null}{' '}
        {transaction?.paymentMethod === 'UPI'
          ? `Approve the request for ${transaction.vpa ?? 'your UPI ID'} in your UPI app. `
          : ''}
        Your bank has not answered yet. We keep checking; please do not pay again. If the bank does not confirm it
        within 15 minutes of its start, it is cancelled and nothing is charged.
      </p>
      <Ways
        ways={[
          {
            label: 'Check the status again',
            busy: reading,
            disabled: !snapshot.can({ type: 'CHECK_AGAIN' }),
            onClick: () => actor.send({ type: 'CHECK_AGAIN' }),
          },
          {
            label: HOME_LABEL[flow],
            disabled: !snapshot.can({ type: 'DONE' }),
            onClick: () => actor.send({ type: 'DONE' }),
          },
        ]}
      />
    </PageFrame>
  );
}

/** A resumed card payment still waiting for its OTP: enter it, check its status, or leave it. */
export function AwaitingOtpView({ actor, snapshot }: PaymentViewProps) {
  const { transaction, flow } = snapshot.context;
  return (
    <PageFrame
      title="Your card payment is waiting for its OTP"
      lead={
        <>
          {readYet(transaction) ? <Started transaction={transaction} /> : null} Enter the OTP your bank sent to finish
          it, or choose another way to pay, which cancels it. Until then nothing is charged.
        </>
      }
    >
      <Ways
        ways={[
          { label: 'Enter the OTP', onClick: () => actor.send({ type: 'CONTINUE' }) },
          { label: 'Check the status again', onClick: () => actor.send({ type: 'CHECK_AGAIN' }) },
          // The card payment is cancelled first (it never reached the bank), so another way may start.
          { label: 'Choose another way to pay', onClick: () => actor.send({ type: 'BACK' }) },
          { label: HOME_LABEL[flow], variant: 'link', onClick: () => actor.send({ type: 'DONE' }) },
        ]}
      />
    </PageFrame>
  );
}
