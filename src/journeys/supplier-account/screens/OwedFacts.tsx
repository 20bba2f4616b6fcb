import { DateText, Money } from '../../../ui/index.ts';
import { Fact, Facts } from '../../../kit/facts.tsx';
import type { SupplierAccount } from '../../../../rules/supplier-account/types.ts';

/** What is owed the lender for the supplier's payments, and when the next of them falls due. */
export function OwedFacts({ account }: { account: SupplierAccount }) {
  const next = account.nextDueDate;
  return (
    <Facts>
      <Fact label="Owed for your payments here">
        <Money amount={account.owed} />
      </Fact>
      <Fact label="Next due date">{next ? <DateText value={next} /> : 'Nothing is due'}</Fact>
    </Facts>
  );
}
