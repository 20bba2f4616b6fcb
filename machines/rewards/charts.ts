import type { AnyStateMachine } from 'xstate';
import { rewardsMachine } from './rewards.machine.ts';

// The rewards chart (ADR 054).
// The folder's charts by machine id, each tested on its own: for the tests and scripts
// (machines/index.ts is generated from every folder's charts.ts, ADR 038); the app imports each where it runs.
export const charts = {
  rewards: rewardsMachine,
} as const satisfies Record<string, AnyStateMachine>;
