import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { TextField } from '../../../ui/index.ts';
import { sender, type PurchaseScreenProps } from './purchase-screen.ts';
import { MPIN_INPUT } from './ScanPayMpin.tsx';

/** Set your mPIN: 4 or 6 digits, typed twice; scan-and-pay payments are confirmed with it. */
export function SetMpin(props: PurchaseScreenProps) {
  const { snapshot } = props;
  const { context } = snapshot;
  const { send } = sender(props);
  const saving = snapshot.matches({ setMpin: 'saving' });
  return (
    <PageFrame
      title="Set your mPIN"
      lead="Choose 4 or 6 digits. You will enter them to confirm each scan-and-pay payment. Do not share them."
      error={context.error}
      busy={saving}
      onSubmit={() => send({ type: 'SUBMIT' })}
    >
      <TextField
        label="New mPIN"
        {...MPIN_INPUT}
        value={context.mpin}
        error={context.mpinErrors.mpin ?? null}
        disabled={saving}
        onChange={(event) => send({ type: 'TYPE_MPIN', mpin: event.target.value.replace(/\D/g, '') })}
      />
      <TextField
        label="Enter it again"
        {...MPIN_INPUT}
        value={context.repeat.mpin}
        error={context.mpinErrors.confirm ?? null}
        disabled={saving}
        onChange={(event) => send({ type: 'TYPE_MPIN_AGAIN', mpin: event.target.value.replace(/\D/g, '') })}
      />
      <Ways
        pending={saving}
        ways={[
          { label: 'Set mPIN', submit: true, busy: saving },
          { label: 'Cancel this payment', variant: 'link', onClick: () => send({ type: 'CANCEL' }) },
        ]}
      />
    </PageFrame>
  );
}
