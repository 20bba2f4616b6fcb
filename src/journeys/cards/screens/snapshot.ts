import type { SnapshotFrom } from 'xstate';
import type { CardsActorRef } from '../runtime.ts';

export type CardsSnapshot = SnapshotFrom<CardsActorRef>;

export interface CardsScreenProps {
  actor: CardsActorRef;
  snapshot: CardsSnapshot;
}

type Step = 'loading' | 'failed' | 'shown' | 'pinEntry' | 'sendingCode' | 'pinOtp' | 'lockReason' | 'locking';
type Busy = 'unlocking' | 'switching' | 'limitEntry' | 'savingLimit';

/** Whether the page is at one of its steps (machines/cards/cards.machine.ts). */
export const at = (snapshot: CardsSnapshot, ...steps: (Step | Busy)[]): boolean =>
  steps.some((step) => snapshot.matches({ myCards: step }));
