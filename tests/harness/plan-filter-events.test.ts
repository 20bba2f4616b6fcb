import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { buildPathPlan } from '../support/harness/plan.ts';
import { otpSenderEvents, otpSenderMachine } from '../fixtures/machines/otp-sender.ts';

// filterEvents: browser plans leave out events the app cannot produce in a state (a 401 with
// no call in flight); what only those events reach must show up as uncovered.

const byValue = (snapshot: AnyMachineSnapshot): string => JSON.stringify(snapshot.value);

describe('buildPathPlan filterEvents', () => {
  it('leaves the filtered events out of every path and reports what only they reach', () => {
    const plan = buildPathPlan(otpSenderMachine, {
      events: otpSenderEvents,
      serializeState: byValue,
      filterEvents: (snapshot, event) => !(snapshot.matches('failed') && event.type === 'RETRY'),
    });
    expect(plan.paths.flatMap((path) => path.steps).filter((step) => step.event.type === 'RETRY')).toEqual([]);
    expect(plan.transitions.uncovered).toEqual(['otpSender.failed|RETRY|0']);
    expect(plan.states.uncovered).toEqual([]);
  });

  it('filters an event in one state and keeps it in another', () => {
    const plan = buildPathPlan(otpSenderMachine, {
      events: otpSenderEvents,
      serializeState: byValue,
      filterEvents: (snapshot, event) => !(snapshot.matches('canResend') && event.type === 'SUBMIT'),
    });
    expect(plan.transitions.uncovered).toEqual(['otpSender.canResend|SUBMIT|0']);
    const submits = plan.paths.flatMap((path) =>
      path.steps.map((step, index) => ({ step, from: index === 0 ? path.initial : path.steps[index - 1]?.state })),
    );
    expect(submits.some(({ step, from }) => step.event.type === 'SUBMIT' && from?.matches('idle'))).toBe(true);
  });

  it('changes nothing without a filter', () => {
    const plan = buildPathPlan(otpSenderMachine, { events: otpSenderEvents, serializeState: byValue });
    expect(plan.transitions.uncovered).toEqual([]);
  });
});
