import type { AnyStateMachine } from 'xstate';
import { dashboardMachine } from './dashboard.machine.ts';
import { dashboardPagesMachine } from './pages.machine.ts';

// The dashboard and its pages.
// The folder's charts by machine id, each tested on its own: for the tests and scripts
// (machines/index.ts is generated from every folder's charts.ts, ADR 038); the app imports each where it runs.
export const charts = {
  dashboard: dashboardMachine,
  dashboardPages: dashboardPagesMachine,
} as const satisfies Record<string, AnyStateMachine>;
