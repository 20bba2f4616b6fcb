import { sender, type PurchaseScreenProps } from './purchase-screen.ts';
import { FormFrame, type FormCopy, MpinField } from './parts.tsx';

const COPY: FormCopy = {
  title: 'Set your mPIN',
  lead: 'Choose 4 or 6 digits. You will enter them to confirm each scan-and-pay payment. Do not share them.',
  submit: 'Set mPIN',
  back: 'Cancel this payment',
};

/** Set your mPIN: 4 or 6 digits, typed twice; scan-and-pay payments are confirmed with it. */
export function SetMpin(props: PurchaseScreenProps) {
  const { send, context } = sender(props);
  const saving = props.snapshot.matches({ setMpin: 'saving' });
  return (
    <FormFrame {...props} copy={COPY} saving={saving} backBy="CANCEL">
      {(
        [
          ['New mPIN', context.mpin, context.mpinErrors.mpin, 'TYPE_MPIN'],
          ['Enter it again', context.repeat.mpin, context.mpinErrors.confirm, 'TYPE_MPIN_AGAIN'],
        ] as const
      ).map(([label, value, error, type]) => (
        <MpinField
          key={type}
          label={label}
          value={value}
          error={error ?? null}
          disabled={saving}
          onDigits={(mpin) => send({ type, mpin })}
        />
      ))}
    </FormFrame>
  );
}
