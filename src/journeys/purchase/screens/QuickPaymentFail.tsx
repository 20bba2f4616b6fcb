import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Fact, Facts } from '../../../kit/facts.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { Money } from '../../../ui/index.ts';
import { failureText } from '../projection.ts';
import { sender, type PurchaseScreenProps } from './purchase-screen.ts';

/** Quick Payment Fail: why the payment did not go through; Try again (a new payment) or Done. */
export function QuickPaymentFail(props: PurchaseScreenProps) {
  const { context } = props.snapshot;
  const { send } = sender(props);
  const transaction = context.transaction;
  return (
    <PageFrame title="Not paid">
      <p role="alert">{failureText(context)}</p>
      {transaction ? (
        <Facts label="Payment">
          <Fact label="Paying">{transaction.supplierName}</Fact>
          <Fact label="Amount">
            <Money amount={transaction.amount} />
          </Fact>
          <Fact label="Transaction ID">{transaction.transactionId}</Fact>
        </Facts>
      ) : null}
      <Ways
        ways={[
          { label: 'Try again', onClick: () => send({ type: 'TRY_AGAIN' }) },
          { label: 'Back to dashboard', variant: 'secondary', onClick: () => send({ type: 'DONE' }) },
        ]}
      />
    </PageFrame>
  );
}
