import type { PurchaseScreenProps } from './purchase-screen.ts';
import { AmountStep } from './amount-step.tsx';

/** Make Invoice Payment: the total the invoices will add up to; Continue to the invoices. */
export function MakeInvoicePayment(props: PurchaseScreenProps) {
  const { context } = props.snapshot;
  return (
    <AmountStep
      {...props}
      title={`Pay ${context.supplier?.name ?? 'your supplier'}'s invoices`}
      hint="The total of the invoices you pay now"
      back="Back"
    />
  );
}
