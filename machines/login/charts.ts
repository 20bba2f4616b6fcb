import type { AnyStateMachine } from 'xstate';
import { loginMachine } from './login.machine.ts';

// The login journey.
// The folder's charts by machine id, each tested on its own: for the tests and scripts
// (machines/index.ts is generated from every folder's charts.ts, ADR 038); the app imports each where it runs.
export const charts = {
  login: loginMachine,
} as const satisfies Record<string, AnyStateMachine>;
