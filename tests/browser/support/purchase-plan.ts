import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { SpendTransaction } from '../../../machines/purchase/purchase.machine.ts';
import { LINE, purchaseContextOf, purchaseEventFilter, purchaseEvents } from '../../support/events/purchase-events.ts';
import { named } from '../../support/events/named.ts';

// What the browser plans of the purchase chart beyond the machine's samples: only answers the
// sandbox can give one after another for the same spend, and the line as the lender has it.

/** The planned answer's name (support/events/named.ts), or '' for an event without one. */
export function answerName(event: AnyEventObject | undefined): string {
  const value = (event?.['output'] ?? event?.['error']) as { toJSON?: () => unknown } | undefined;
  const name = value?.toJSON?.();
  return typeof name === 'string' ? name : '';
}

const topOf = (snapshot: AnyMachineSnapshot): string =>
  typeof snapshot.value === 'string' ? snapshot.value : (Object.keys(snapshot.value)[0] ?? '');

/** The machine's samples, with the line read again after a refusal keeping the mPIN the lender knows is set. */
export function purchaseBrowserEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = purchaseContextOf(snapshot);
  return purchaseEvents(snapshot).map((event) =>
    event.type === 'xstate.done.actor.readLine' && topOf(snapshot) === 'review' && context.line?.mpinSet
      ? { ...event, output: named('line, mPIN set', { ...LINE, mpinSet: true }) }
      : event,
  );
}

/**
 * A spend's status as the sandbox can report it next: a cancelled one stays cancelled; one not yet
 * confirmed (its OTP or mPIN not given) is only cancelled elsewhere (the rails get it once confirmed);
 * a resumed one is read as it was left, created. The app's payment links carry no invoices, and an
 * invitation joins only when its supplier signs up (not staged here).
 */
export function purchaseInBrowser(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  if (!purchaseEventFilter(snapshot, event)) return false;
  const context = purchaseContextOf(snapshot);
  const name = answerName(event);
  switch (event.type) {
    case 'xstate.done.actor.readLink':
      return name === 'link for an amount';
    case 'xstate.done.actor.sendInvite':
    case 'xstate.done.actor.readInvite':
      return !name.includes('joined');
    case 'xstate.done.actor.readSpend': {
      const status = (event['output'] as SpendTransaction).status;
      const held = context.transaction?.status;
      if (held === undefined) return context.entry.kind !== 'resume' || status === 'created';
      if (held === 'cancelled') return status === 'cancelled';
      if (held === 'created') return status === 'cancelled';
      return status !== 'created';
    }
    default:
      return true;
  }
}
