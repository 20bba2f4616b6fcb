import type { PurchaseEvent } from '../../../../machines/purchase/types.ts';
import type { PurchaseSnapshot } from '../projection.ts';
import type { PurchaseActorRef } from '../runtime.ts';

// What every purchase screen takes: the chart's actor (to send) and its snapshot (to draw).

export interface PurchaseScreenProps {
  actor: PurchaseActorRef;
  snapshot: PurchaseSnapshot;
}

/** A button's event, and whether the chart takes it now (off while a call is in flight). */
export function sender({ actor, snapshot }: PurchaseScreenProps) {
  return {
    send: (event: PurchaseEvent) => actor.send(event),
    can: (event: PurchaseEvent) => snapshot.can(event),
  };
}
