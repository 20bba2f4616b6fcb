import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Fact } from '../../../kit/facts.tsx';
import { RetryRead, Ways, type Way } from '../../../kit/ways.tsx';
import { STATUS_TEXT } from '../projection.ts';
import { sender, type PurchaseScreenProps } from './purchase-screen.ts';
import { Reading, SpendFacts } from './parts.tsx';

/** Payment status: the disbursement as the rails report it, read again from the lender, never guessed. */
export function PaymentStatus(props: PurchaseScreenProps) {
  const { actor, snapshot } = props;
  const { context } = snapshot;
  const { send, can } = sender(props);
  const done: Way = { label: 'Back to dashboard', variant: 'link', onClick: () => send({ type: 'DONE' }) };
  if (snapshot.matches({ disbursement: 'readFailed' })) {
    return (
      <RetryRead actor={actor} title="We could not read your payment's status" error={context.error} ways={[done]} />
    );
  }
  const transaction = context.transaction;
  const reading = snapshot.matches({ disbursement: 'reading' });
  const cancelling = snapshot.matches({ disbursement: 'cancelling' });
  const confirming = snapshot.matches({ disbursement: 'confirmingDelivery' });
  const held = snapshot.matches({ disbursement: 'held' }) || confirming;
  if (!transaction) return <Reading title="Payment status" />;
  const busy = reading || cancelling || confirming;
  const ways: Way[] = [
    ...(held
      ? [
          {
            label: 'Confirm delivery',
            busy: confirming,
            disabled: !confirming && !can({ type: 'CONFIRM_DELIVERY' }),
            onClick: () => send({ type: 'CONFIRM_DELIVERY' }),
          },
        ]
      : []),
    {
      label: 'Check again',
      variant: held ? 'secondary' : 'primary',
      busy: reading,
      disabled: !reading && !can({ type: 'CHECK_AGAIN' }),
      onClick: () => send({ type: 'CHECK_AGAIN' }),
    },
    {
      label: 'Cancel this payment',
      variant: 'secondary',
      busy: cancelling,
      disabled: !cancelling && !can({ type: 'CANCEL' }),
      onClick: () => send({ type: 'CANCEL' }),
    },
    done,
  ];
  return (
    <PageFrame title="Payment status" error={context.error} busy={busy}>
      <SpendFacts transaction={transaction} payee="Paying">
        <Fact label="Status">
          <span role="status">{STATUS_TEXT[transaction.status]}</span>
        </Fact>
        {transaction.reason ? <Fact label="Why">{transaction.reason}</Fact> : null}
      </SpendFacts>
      <Ways pending={busy} ways={ways} />
    </PageFrame>
  );
}
