import type { AnyStateMachine } from 'xstate';
import { supplierAccountMachine } from './supplier-account.machine.ts';

// The supplier page's chart (ADR 047).
// The folder's charts by machine id, each tested on its own: for the tests and scripts
// (machines/index.ts is generated from every folder's charts.ts, ADR 038); the app imports each where it runs.
export const charts = {
  supplierAccount: supplierAccountMachine,
} as const satisfies Record<string, AnyStateMachine>;
