import { track as trackEvent } from '../../lib/analytics.ts';
import type { PurchaseContext } from '../../../machines/purchase/types.ts';

// §3's analytics keys for a spend (issue 30: amount, payment_status, user_flow): one event when a
// spend reaches its end screen, once per transaction and outcome, so a reload or a re-render of the
// same screen records nothing twice. Nothing else of the spend leaves: no supplier, invoice or code.

export type SpendOutcome = 'success' | 'failure';

interface SpendSnapshot {
  matches(state: SpendOutcome): boolean;
  context: Pick<PurchaseContext, 'transaction' | 'way'>;
}

/** A tracker to subscribe to the purchase actor: it records each spend's outcome once. */
export function spendOutcomeTracker(track: typeof trackEvent = trackEvent) {
  const recorded = new Set<string>();
  return (snapshot: SpendSnapshot): void => {
    const outcome: SpendOutcome | null = snapshot.matches('success')
      ? 'success'
      : snapshot.matches('failure')
        ? 'failure'
        : null;
    const transaction = snapshot.context.transaction;
    if (!outcome || !transaction) return;
    const once = `${transaction.transactionId}:${outcome}`;
    if (recorded.has(once)) return;
    recorded.add(once);
    track(outcome === 'success' ? 'spend_succeeded' : 'spend_failed', {
      platform: 'web',
      amount: transaction.amount,
      payment_status: transaction.status,
      user_flow: snapshot.context.way,
    });
  };
}
