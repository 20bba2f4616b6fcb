import type { AnyStateMachine } from 'xstate';
import { sessionMachine } from '../session/session.machine.ts';
import { loginMachine } from './login.machine.ts';

// The login journey, and the app's session with login plugged in as its signed-out child, as the
// app plugs it (src/app/session-logic.ts, ADR 037): the session folder is shared and imports no journey.
// The folder's charts by machine id, each tested on its own: for the tests and scripts
// (machines/index.ts is generated from every folder's charts.ts, ADR 038); the app imports each where it runs.
export const charts = {
  login: loginMachine,
  session: sessionMachine.provide({ actors: { loginJourney: loginMachine } }),
} as const satisfies Record<string, AnyStateMachine>;
