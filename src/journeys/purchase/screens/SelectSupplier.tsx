import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Fact, Facts } from '../../../kit/facts.tsx';
import { Ways } from '../../../kit/ways.tsx';
import { payToText } from '../projection.ts';
import { sender, type PurchaseScreenProps } from './purchase-screen.ts';
import { AvailableLead } from './Suppliers.tsx';

/** Select Supplier: the chosen supplier, and how to pay it: a quick payment or against its invoices. */
export function SelectSupplier(props: PurchaseScreenProps) {
  const { way, context } = sender(props);
  const supplier = context.supplier;
  return (
    <PageFrame title="Pay a supplier" lead={<AvailableLead amount={context.line?.available ?? null} />}>
      {supplier ? (
        <Facts label="Supplier">
          {(
            [
              ['Supplier', supplier.name],
              ['GSTIN', supplier.gstin],
              ['Paid to', payToText(supplier.payTo)],
            ] as const
          ).map(([label, value]) =>
            value ? (
              <Fact key={label} label={label}>
                {value}
              </Fact>
            ) : null,
          )}
        </Facts>
      ) : null}
      <Ways
        ways={[
          way('Quick payment', 'PAY_QUICK'),
          way('Pay against invoices', 'PAY_INVOICES', 'primary'),
          way('Back to suppliers', 'BACK', 'link'),
        ]}
      />
    </PageFrame>
  );
}
