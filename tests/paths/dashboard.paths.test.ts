import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { dashboardMachine, linePosition } from '../../machines/dashboard/dashboard.machine.ts';
import { handOverOf, routeOf } from '../../machines/routing.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { LOAD_FAILED, dashboardContextOf, dashboardEvents } from '../support/events/dashboard-events.ts';

// Every transition of the dashboard journey, its read settled by the harness with the lender's
// sample answers. What this file proves: each answer leads to the screen its position names, a
// failed read says why and Retry reads again, and only a line that owes something offers Pay now,
// which hands over to the payment chart's dashboard place.

type Context = MachineStateContext<typeof dashboardMachine>;

function at(position: 'owing' | 'clear' | 'unused') {
  return ({ snapshot }: Context) => {
    const context = dashboardContextOf(snapshot);
    expect(routeOf(snapshot)).toBe('/dashboard');
    expect(context.problem).toBeNull();
    expect(context.home?.creditAccountInfo?.loanId).toBe('LN-1');
    expect(context.payable).not.toBeNull();
    expect(linePosition({ payable: context.payable!, payments: context.payments })).toBe(position);
    expect(snapshot.can({ type: 'PAY_NOW' })).toBe(position === 'owing');
  };
}

const handlers = {
  states: {
    loading: ({ snapshot }: Context) => {
      expect(routeOf(snapshot)).toBeNull();
      expect(snapshot.children.loadDashboard).toBeDefined();
    },
    failed: ({ snapshot }: Context) => {
      expect(routeOf(snapshot)).toBe('/dashboard');
      expect(dashboardContextOf(snapshot).problem).toBe(LOAD_FAILED);
    },
    deciding: () => {
      throw new Error('deciding is transient and must never be observed');
    },
    owing: at('owing'),
    clear: at('clear'),
    unused: at('unused'),
    payNow: ({ snapshot }: { snapshot: AnyMachineSnapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(handOverOf(snapshot)).toBe('/dashboard/pay-now');
    },
  },
  events: { RETRY: sendEvent, PAY_NOW: sendEvent },
} satisfies MachineHandlers<typeof dashboardMachine>;

runMachinePaths(dashboardMachine, handlers, { events: dashboardEvents, name: 'dashboard' });
