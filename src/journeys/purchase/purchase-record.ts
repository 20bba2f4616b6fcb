import type { SnapshotFrom } from 'xstate';
import type { purchaseMachine, SpendStatus } from '../../../machines/purchase/purchase.machine.ts';
import { wireRupeesFromPaise } from '../../../rules/money/paise.ts';
import { storage, type MarketplacePurchase } from '../../lib/storage.ts';

// §3's marketplace purchase, kept in the browser while a spend is under way: who is paid, how much,
// the transaction once created, the invoices' numbers and documents (name and size only, never the
// file), and the seed of the spend's idempotency keys, so a reload resumes the spend it created or
// resends the key of one whose answer it never saw. A full quota is only logged (storage's rule).

type PurchaseSnapshot = SnapshotFrom<typeof purchaseMachine>;

const RUNNING: readonly SpendStatus[] = ['created', 'processing', 'onHold'];

/** The kept purchase, or null when none is under way. */
export function keptPurchase(): MarketplacePurchase | null {
  return storage.get('marketplacePurchase');
}

/** What a snapshot keeps: nothing once the spend's outcome is shown or the chart is done. */
export function purchaseRecord(snapshot: PurchaseSnapshot): MarketplacePurchase | null {
  if (snapshot.matches('success') || snapshot.matches('failure')) return null;
  const { context } = snapshot;
  // A spend left running (Done while it is paid out or on hold) is still kept: opening a purchase
  // address other than an entry reads its status again.
  const running = context.transaction !== null && RUNNING.includes(context.transaction.status);
  if (snapshot.status !== 'active' && !running) return null;
  // Nothing is kept before a Pay: a spend only being typed starts afresh after a reload.
  if (context.idempotencyKey === null && context.transaction === null) return null;
  const documents = context.invoices.flatMap((draft) =>
    draft.document
      ? [{ displayName: draft.document.displayName, name: draft.document.name, size: draft.document.size }]
      : [],
  );
  return {
    supplier: context.supplier?.name ?? context.scanned?.payeeName ?? null,
    supplierId: context.supplier?.supplierId ?? null,
    productType: context.way,
    transactionAmount: context.amount === null ? null : wireRupeesFromPaise(context.amount),
    transactionId: context.transaction?.transactionId ?? null,
    invoiceNumber: context.invoices[0]?.number || null,
    documents,
    paymentMethod: context.transaction ? context.transaction.confirmBy : null,
    keySeed: context.keySeed,
  };
}

export function keepPurchase(record: MarketplacePurchase | null): void {
  if (record === null) storage.remove('marketplacePurchase');
  else storage.set('marketplacePurchase', record);
}
