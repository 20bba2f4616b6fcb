import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Fact, Facts } from '../../../kit/facts.tsx';
import { RetryRead, Ways } from '../../../kit/ways.tsx';
import { Loader, Money } from '../../../ui/index.ts';
import { reviewFigures } from '../projection.ts';
import { sender, type PurchaseScreenProps } from './purchase-screen.ts';

/** Payment review: the payee, the amount, the limit before and after, the interest-free days, the due date, the fee. */
export function PaymentReview(props: PurchaseScreenProps) {
  const { actor, snapshot } = props;
  const { context } = snapshot;
  const { send } = sender(props);
  if (snapshot.matches({ review: 'quoteFailed' })) {
    return (
      <RetryRead
        actor={actor}
        title="We could not load this payment's terms"
        error={context.error}
        ways={[{ label: 'Back', onClick: () => send({ type: 'BACK' }) }]}
      />
    );
  }
  const figures = reviewFigures(context);
  const busy = snapshot.matches({ review: 'creating' }) || snapshot.matches({ review: 'rereading' });
  if (!figures || snapshot.matches({ review: 'quoting' })) {
    return (
      <PageFrame title="Review your payment" busy>
        <Loader />
      </PageFrame>
    );
  }
  return (
    <PageFrame title="Review your payment" heading="plain" error={context.error} busy={busy}>
      <Facts label="Payment">
        <Fact label="Paying">{figures.payee}</Fact>
        <Fact label="Amount">
          <Money amount={figures.amount} />
        </Fact>
        <Fact label="Fee">{figures.fee === 0 ? 'No fee' : <Money amount={figures.fee} />}</Fact>
        <Fact label="Available now">
          <Money amount={figures.availableBefore} />
        </Fact>
        <Fact label="Available after this payment">
          <Money amount={figures.availableAfter} />
        </Fact>
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
          { label: 'Back', variant: 'link', onClick: () => send({ type: 'BACK' }) },
        ]}
      />
    </PageFrame>
  );
}
