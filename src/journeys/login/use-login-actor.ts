import { useSelector } from '@xstate/react';
import type { Actor, SnapshotFrom } from 'xstate';
import type { loginMachine } from '../../../machines/login/login.machine.ts';
import type { sessionMachine } from '../../../machines/session/session.machine.ts';
import { useSessionActor } from '../session/SessionProvider.tsx';

// The login journey runs as the app session's signed-out child, id `login` (machines/session/signed-out.ts).

export type LoginActorRef = Actor<typeof loginMachine>;

const loginChild = (snapshot: SnapshotFrom<typeof sessionMachine>): LoginActorRef | null =>
  (snapshot.children as { login?: LoginActorRef }).login ?? null;

/** The running login journey, or null when the session is not anonymous. */
export function useLoginActor(): LoginActorRef | null {
  return useSelector(useSessionActor(), loginChild);
}
