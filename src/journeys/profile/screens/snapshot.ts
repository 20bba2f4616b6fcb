import type { SnapshotFrom } from 'xstate';
import type { profileMachine } from '../../../../machines/profile/profile.machine.ts';
import type { ProfileActorRef } from '../runtime.ts';

export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

export interface ProfileScreenProps {
  actor: ProfileActorRef;
  snapshot: ProfileSnapshot;
}
