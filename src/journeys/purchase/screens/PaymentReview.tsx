import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Fact, Facts } from '../../../kit/facts.tsx';
import { RetryRead, Ways } from '../../../kit/ways.tsx';
import { MoneyFact, Reading } from './parts.tsx';
import { reviewFigures } from '../projection.ts';
import { sender, type PurchaseScreenProps } from './purchase-screen.ts';

/** Payment review: the payee, the amount, the limit before and after, the interest-free days, the due date, the fee. */
export function PaymentReview(props: PurchaseScreenProps) {
  const { actor, snapshot } = props;
  const { context } = snapshot;
  const { send } = sender(props);
  const back = { label: 'Back', onClick: () => send({ type: 'BACK' }) };
  if (snapshot.matches({ review: 'quoteFailed' })) {
    return (
      <RetryRead actor={actor} title="We could not load this payment's terms" error={context.error} ways={[back]} />
    );
  }
  const figures = reviewFigures(context);
  const busy = snapshot.matches({ review: 'creating' }) || snapshot.matches({ review: 'rereading' });
  if (!figures || snapshot.matches({ review: 'quoting' })) return <Reading title="Review your payment" />;
  return (
    <PageFrame title="Review your payment" heading="plain" error={context.error} busy={busy}>
      <Facts label="Payment">
        <Fact label="Paying">{figures.payee}</Fact>
        <MoneyFact label="Amount" amount={figures.amount} />
        {figures.fee === 0 ? <Fact label="Fee">No fee</Fact> : <MoneyFact label="Fee" amount={figures.fee} />}
        <MoneyFact label="Available now" amount={figures.availableBefore} />
        <MoneyFact label="Available after this payment" amount={figures.availableAfter} />
        <Fact label="Interest-free">
          {figures.interestFreeDays > 0 ? `${figures.interestFreeDays} days` : 'No interest-free days'}
        </Fact>
        <Fact label="Repay by">{figures.dueDate}</Fact>
      </Facts>
      <Ways
        pending={busy}
        ways={[
          {
            label: 'Pay',
            busy,
            disabled: !busy && !snapshot.can({ type: 'PAY' }),
            onClick: () => send({ type: 'PAY' }),
          },
          { ...back, variant: 'link' },
        ]}
      />
    </PageFrame>
  );
}
