import type { AnyStateMachine } from 'xstate';
import { purchaseMachine } from './purchase.machine.ts';

// The purchase journey: spending the credit line (issue 30).
// The folder's charts by machine id, each tested on its own: for the tests and scripts
// (machines/index.ts is generated from every folder's charts.ts, ADR 038); the app imports each where it runs.
export const charts = {
  purchase: purchaseMachine,
} as const satisfies Record<string, AnyStateMachine>;
