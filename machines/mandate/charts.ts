import type { AnyStateMachine } from 'xstate';
import { mandateMachine } from './mandate.machine.ts';
import { bankTransfersMachine } from './bank-transfers.machine.ts';

// The mandate journey and the bank transfers page.
// The folder's charts by machine id, each tested on its own: for the tests and scripts
// (machines/index.ts is generated from every folder's charts.ts, ADR 038); the app imports each where it runs.
export const charts = {
  mandate: mandateMachine,
  bankTransfers: bankTransfersMachine,
} as const satisfies Record<string, AnyStateMachine>;
