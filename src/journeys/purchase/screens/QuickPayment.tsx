import { TextField } from '../../../ui/index.ts';
import { sender, type PurchaseScreenProps } from './purchase-screen.ts';
import { AmountStep } from './amount-step.tsx';

/** Quick Payment: the amount to pay the supplier and a note for them; Continue to the review. */
export function QuickPayment(props: PurchaseScreenProps) {
  const { context } = props.snapshot;
  const { send } = sender(props);
  return (
    <AmountStep
      {...props}
      title={`Pay ${context.supplier?.name ?? 'your supplier'}`}
      hint="In rupees, up to 2 decimals"
      back="Back"
    >
      <TextField
        label="Note for your supplier (optional)"
        maxLength={100}
        value={context.note}
        onChange={(event) => send({ type: 'TYPE_NOTE', value: event.target.value })}
      />
    </AmountStep>
  );
}
