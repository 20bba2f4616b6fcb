import { Button, DateText, Money } from '../../../ui/index.ts';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { Fact, Facts } from '../../../kit/facts.tsx';
import { openRequests } from '../../../../rules/supplier-account/account.ts';
import { whose, type SupplierScreenProps } from './snapshot.ts';
import * as styles from './supplier-account.css.ts';

/** The supplier: what is owed the lender for its spends, the next due date, and its three pages. */
export function SupplierParent({ actor, snapshot }: SupplierScreenProps) {
  const account = snapshot.context.account;
  if (!account) return null;
  const waiting = openRequests(account).length;
  return (
    <PageFrame title={whose(snapshot)}>
      <Facts>
        <Fact label="Owed for your payments here">
          <Money amount={account.owed} />
        </Fact>
        <Fact label="Next due date">
          {account.nextDueDate ? <DateText value={account.nextDueDate} /> : 'Nothing is due'}
        </Fact>
      </Facts>
      <div className={styles.links}>
        <Button type="button" variant="secondary" fullWidth onClick={() => actor.send({ type: 'OPEN_HISTORY' })}>
          Payment history
        </Button>
        <Button type="button" variant="secondary" fullWidth onClick={() => actor.send({ type: 'OPEN_PENDING' })}>
          {`Pending payments (${account.dues.length})`}
        </Button>
        <Button type="button" variant="secondary" fullWidth onClick={() => actor.send({ type: 'OPEN_REQUESTS' })}>
          {`Requests to pay (${waiting})`}
        </Button>
      </div>
    </PageFrame>
  );
}
