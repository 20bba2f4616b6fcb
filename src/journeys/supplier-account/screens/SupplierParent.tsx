import { Button } from '../../../ui/index.ts';
import { PageFrame } from '../../../screens/PageFrame.tsx';
import { openRequests } from '../../../../rules/supplier-account/account.ts';
import { OwedFacts } from './OwedFacts.tsx';
import { whose, type SupplierScreenProps } from './snapshot.ts';
import * as styles from './supplier-account.css.ts';

/** The supplier: what is owed the lender for its spends, the next due date, and its three pages. */
export function SupplierParent({ actor, snapshot }: SupplierScreenProps) {
  const account = snapshot.context.account;
  if (!account) return null;
  const pages = [
    { label: 'Payment history', event: { type: 'OPEN_HISTORY' } },
    { label: `Pending payments (${account.dues.length})`, event: { type: 'OPEN_PENDING' } },
    { label: `Requests to pay (${openRequests(account).length})`, event: { type: 'OPEN_REQUESTS' } },
  ] as const;
  return (
    <PageFrame title={whose(snapshot)}>
      <OwedFacts account={account} />
      <div className={styles.part}>
        {pages.map(({ label, event }) => (
          <Button key={event.type} type="button" variant="secondary" fullWidth onClick={() => actor.send(event)}>
            {label}
          </Button>
        ))}
      </div>
    </PageFrame>
  );
}
