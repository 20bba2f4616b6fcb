import type { SnapshotFrom } from 'xstate';
import type { AgreementActorRef } from '../runtime.ts';

export type AgreementSnapshot = SnapshotFrom<AgreementActorRef>;

export interface AgreementScreenProps {
  actor: AgreementActorRef;
  snapshot: AgreementSnapshot;
}
