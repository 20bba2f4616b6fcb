import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { Money } from '../../../ui/index.ts';
import { MpinField } from './parts.tsx';
import { payeeName } from '../projection.ts';
import { sender, type PurchaseScreenProps } from './purchase-screen.ts';

/** Enter your mPIN: it confirms the scanned payment; a wrong one says the tries left; Cancel cancels it. */
export function ScanPayMpin(props: PurchaseScreenProps) {
  const { snapshot } = props;
  const { context } = snapshot;
  const { send } = sender(props);
  const verifying = snapshot.matches({ mpin: 'verifying' });
  const locked = snapshot.matches({ mpin: 'locked' });
  const cancel = { label: 'Cancel this payment', variant: 'link' as const, onClick: () => send({ type: 'CANCEL' }) };
  return (
    <PageFrame
      title="Enter your mPIN"
      lead={
        <>
          To pay <Money amount={context.amount ?? context.transaction?.amount ?? null} /> to {payeeName(context)}.
        </>
      }
      error={context.error}
      busy={verifying}
      onSubmit={locked ? undefined : () => send({ type: 'SUBMIT' })}
    >
      {locked ? null : (
        <MpinField
          label="mPIN"
          value={context.mpin}
          error={context.mpinErrors.mpin ?? null}
          disabled={verifying}
          onDigits={(mpin) => send({ type: 'TYPE_MPIN', mpin })}
        />
      )}
      <Ways pending={verifying} ways={locked ? [cancel] : [{ label: 'Pay', submit: true, busy: verifying }, cancel]} />
    </PageFrame>
  );
}
