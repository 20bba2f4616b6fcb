import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Fact, Facts } from '../../../kit/facts.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { payToText } from '../projection.ts';
import { sender, type PurchaseScreenProps } from './purchase-screen.ts';
import { AvailableLead } from './Suppliers.tsx';

/** Select Supplier: the chosen supplier, and how to pay it: a quick payment or against its invoices. */
export function SelectSupplier(props: PurchaseScreenProps) {
  const { context } = props.snapshot;
  const { send } = sender(props);
  const supplier = context.supplier;
  return (
    <PageFrame title="Pay a supplier" lead={<AvailableLead amount={context.line?.available ?? null} />}>
      {supplier ? (
        <Facts label="Supplier">
          <Fact label="Supplier">{supplier.name}</Fact>
          {supplier.gstin ? <Fact label="GSTIN">{supplier.gstin}</Fact> : null}
          <Fact label="Paid to">{payToText(supplier.payTo)}</Fact>
        </Facts>
      ) : null}
      <Ways
        ways={[
          { label: 'Quick payment', onClick: () => send({ type: 'PAY_QUICK' }) },
          { label: 'Pay against invoices', onClick: () => send({ type: 'PAY_INVOICES' }) },
          { label: 'Back to suppliers', variant: 'link', onClick: () => send({ type: 'BACK' }) },
        ]}
      />
    </PageFrame>
  );
}
