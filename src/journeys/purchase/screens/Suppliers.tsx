import { PageFrame } from '../../../screens/PageFrame.tsx';
import { RetryRead, Ways } from '../../../kit/ways.tsx';
import { Loader, Money } from '../../../ui/index.ts';
import { FieldWithButton } from './parts.tsx';
import type { Paise } from '../../../../rules/money/paise.ts';
import { payToText } from '../projection.ts';
import { sender, type PurchaseScreenProps } from './purchase-screen.ts';
import * as styles from './purchase.css.ts';

/** Suppliers: the marketplace's and the customer's own, searched by name or GSTIN; Add, Invite, Scan and pay. */
export function Suppliers(props: PurchaseScreenProps) {
  const { actor, snapshot } = props;
  const { context } = snapshot;
  const { send, can } = sender(props);
  if (snapshot.matches({ suppliers: 'failed' })) {
    return <RetryRead actor={actor} title="We could not load your suppliers" error={context.error} />;
  }
  const loading = snapshot.matches({ suppliers: 'loading' });
  return (
    <PageFrame title="Suppliers" lead={<AvailableLead amount={context.line?.available ?? null} />} busy={loading}>
      <FieldWithButton
        role="search"
        type="search"
        label="Search suppliers"
        hint="By name or GSTIN"
        initial={context.query}
        button="Search"
        onText={(query) => can({ type: 'SEARCH', query }) && send({ type: 'SEARCH', query })}
      />
      {loading ? (
        <Loader />
      ) : context.suppliers.length === 0 ? (
        <p className={styles.muted}>
          {context.query ? `No supplier matches “${context.query}”.` : 'You have no suppliers yet. Add or invite one.'}
        </p>
      ) : (
        <ul className={styles.list} aria-label="Your suppliers">
          {context.suppliers.map((supplier) => (
            <li key={supplier.supplierId}>
              <button
                type="button"
                className={styles.supplierButton}
                onClick={() => send({ type: 'SELECT_SUPPLIER', supplierId: supplier.supplierId })}
              >
                <span className={styles.supplierName}>{supplier.name}</span>
                <span className={styles.muted}>
                  {payToText(supplier.payTo)}
                  {supplier.marketplaceId ? ' · from your marketplace' : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Ways
        pending={loading}
        ways={[
          { label: 'Add a supplier', variant: 'secondary', onClick: () => send({ type: 'ADD_SUPPLIER' }) },
          { label: 'Invite a supplier', variant: 'secondary', onClick: () => send({ type: 'INVITE_SUPPLIER' }) },
          { label: 'Scan and pay', variant: 'secondary', onClick: () => send({ type: 'SCAN_AND_PAY' }) },
        ]}
      />
    </PageFrame>
  );
}

/** "Available to spend: ₹3,80,000": the figure every amount is checked against. */
export function AvailableLead({ amount }: { amount: Paise | null }) {
  if (amount === null) return null;
  return (
    <>
      Available to spend: <Money amount={amount} />
    </>
  );
}
