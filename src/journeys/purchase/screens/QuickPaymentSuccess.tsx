import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Fact, Facts } from '../../../kit/facts.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { DateText, Money } from '../../../ui/index.ts';
import { sender, type PurchaseScreenProps } from './purchase-screen.ts';

/** Quick Payment Success: the transaction id, the supplier, the amount and the date to repay by. */
export function QuickPaymentSuccess(props: PurchaseScreenProps) {
  const { transaction } = props.snapshot.context;
  const { send } = sender(props);
  return (
    <PageFrame title="Payment successful" lead="Your supplier has been paid from your credit line.">
      {transaction ? (
        <Facts label="Payment">
          <Fact label="Paid to">{transaction.supplierName}</Fact>
          <Fact label="Amount">
            <Money amount={transaction.amount} />
          </Fact>
          {transaction.dueDate ? (
            <Fact label="Repay by">
              <DateText value={transaction.dueDate} />
            </Fact>
          ) : null}
          <Fact label="Transaction ID">{transaction.transactionId}</Fact>
        </Facts>
      ) : null}
      <Ways
        ways={[
          { label: 'Back to dashboard', onClick: () => send({ type: 'DONE' }) },
          { label: 'Pay another supplier', onClick: () => send({ type: 'PAY_ANOTHER' }) },
        ]}
      />
    </PageFrame>
  );
}
