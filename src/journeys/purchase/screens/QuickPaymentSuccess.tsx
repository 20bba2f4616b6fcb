import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Fact } from '../../../kit/facts.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { DateText } from '../../../ui/index.ts';
import { sender, type PurchaseScreenProps } from './purchase-screen.ts';
import { SpendFacts } from './parts.tsx';

/** Quick Payment Success: the transaction id, the supplier, the amount and the date to repay by. */
export function QuickPaymentSuccess(props: PurchaseScreenProps) {
  const { way, context } = sender(props);
  const { transaction } = context;
  return (
    <PageFrame title="Payment successful" lead="Your supplier has been paid from your credit line.">
      {transaction ? (
        <SpendFacts transaction={transaction} payee="Paid to">
          {transaction.dueDate ? (
            <Fact label="Repay by">
              <DateText value={transaction.dueDate} />
            </Fact>
          ) : null}
        </SpendFacts>
      ) : null}
      <Ways ways={[way('Back to dashboard', 'DONE'), way('Pay another supplier', 'PAY_ANOTHER')]} />
    </PageFrame>
  );
}
