import type { AnyStateMachine } from 'xstate';
import { loginMachine } from './login.machine.ts';
import { sessionMachine } from './session.machine.ts';

// Every journey machine, keyed by journey name (= the machine's `id`). The path harness, the
// coverage script and the inspector iterate this record, so a journey exists once it is here.

export const journeys = {
  login: loginMachine,
  session: sessionMachine,
} as const satisfies Record<string, AnyStateMachine>;

export type JourneyName = keyof typeof journeys;
