import type { AnyStateMachine } from 'xstate';
import { referAndEarnMachine } from './refer-and-earn.machine.ts';

// The refer-and-earn journey.
// The folder's charts by machine id, each tested on its own: for the tests and scripts
// (machines/index.ts is generated from every folder's charts.ts, ADR 038); the app imports each where it runs.
export const charts = {
  referAndEarn: referAndEarnMachine,
} as const satisfies Record<string, AnyStateMachine>;
