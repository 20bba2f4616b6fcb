import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Ways, type Way } from '../../../kit/ways.tsx';
import { blockedText } from '../projection.ts';
import { sender, type PurchaseScreenProps } from './purchase-screen.ts';

/** Payment not possible: why, in words; Change the amount when it was more than available; Done. */
export function SpendBlocked(props: PurchaseScreenProps) {
  const { snapshot } = props;
  const { send, can } = sender(props);
  const done: Way = { label: 'Back to dashboard', variant: 'secondary', onClick: () => send({ type: 'DONE' }) };
  return (
    <PageFrame title="Payment not possible">
      <p role="alert">{blockedText(snapshot.context)}</p>
      <Ways
        ways={
          can({ type: 'CHANGE_AMOUNT' })
            ? [{ label: 'Change the amount', onClick: () => send({ type: 'CHANGE_AMOUNT' }) }, done]
            : [done]
        }
      />
    </PageFrame>
  );
}
