import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { failureText } from '../projection.ts';
import { sender, type PurchaseScreenProps } from './purchase-screen.ts';
import { SpendFacts } from './parts.tsx';

/** Quick Payment Fail: why the payment did not go through; Try again (a new payment) or Done. */
export function QuickPaymentFail(props: PurchaseScreenProps) {
  const { way, context } = sender(props);
  return (
    <PageFrame title="Not paid">
      <p role="alert">{failureText(context)}</p>
      {context.transaction ? <SpendFacts transaction={context.transaction} payee="Paying" /> : null}
      <Ways ways={[way('Try again', 'TRY_AGAIN'), way('Back to dashboard', 'DONE')]} />
    </PageFrame>
  );
}
