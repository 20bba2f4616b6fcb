import type { ButtonVariant } from '../../../ui/index.ts';
import type { Way } from '../../../kit/ways.tsx';
import type { PurchaseEvent } from '../../../../machines/purchase/types.ts';
import type { PurchaseSnapshot } from '../projection.ts';
import type { PurchaseActorRef } from '../runtime.ts';

// What every purchase screen takes: the chart's actor (to send) and its snapshot (to draw).

export interface PurchaseScreenProps {
  actor: PurchaseActorRef;
  snapshot: PurchaseSnapshot;
}

/** The events a button sends: those that carry nothing but their type (Done, Back, Pay). */
type ButtonEvent = {
  [T in PurchaseEvent['type']]: Omit<Extract<PurchaseEvent, { type: T }>, 'type'> extends Record<string, never>
    ? T
    : never;
}[PurchaseEvent['type']];

/**
 * The screen's means of sending: `send`, `can` (whether the chart takes an event now: off while
 * a call is in flight), `way` (a button that sends a plain event), and the context.
 */
export function sender({ actor, snapshot }: PurchaseScreenProps) {
  const send = (event: PurchaseEvent) => actor.send(event);
  return {
    send,
    can: (event: PurchaseEvent) => snapshot.can(event),
    way: (label: string, type: ButtonEvent, variant?: ButtonVariant): Way => ({
      label,
      variant,
      onClick: () => send({ type } as PurchaseEvent),
    }),
    context: snapshot.context,
  };
}
