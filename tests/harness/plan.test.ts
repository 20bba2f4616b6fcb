import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { AnyEventObject } from 'xstate';
import { buildPathPlan } from '../support/harness/plan.ts';
import { simulate } from '../support/harness/simulate.ts';
import { drivenEventTypesOf, leafStatesOf, transitionsOf } from '../../scripts/journey-graph/transitions.ts';
import { wizardEvents, wizardMachine } from '../fixtures/machines/wizard.ts';
import { otpSenderEvents, otpSenderMachine } from '../fixtures/machines/otp-sender.ts';

const valueOnly = { serializeState: (snapshot: { value: unknown }) => JSON.stringify(snapshot.value) };

describe('transitionsOf', () => {
  it('counts each guarded branch, action-only transition and route entry of the wizard', () => {
    expect(
      transitionsOf(wizardMachine)
        .map((t) => t.key)
        .sort(),
    ).toEqual(
      [
        'wizard-name|EDIT|0',
        'wizard-name|HELP|0',
        'wizard-name|NEXT|0',
        'wizard-plan|BACK|0',
        'wizard-plan|CHOOSE|0',
        'wizard-plan|NEXT|0',
        'wizard-plan|NEXT|1',
        'wizard.extras|BACK|0',
        'wizard.extras|NEXT|0',
        'wizard|xstate.route|0',
        'wizard|xstate.route|1',
      ].sort(),
    );
  });

  it('counts invoke done/error and after delays', () => {
    expect(
      transitionsOf(otpSenderMachine)
        .map((t) => t.key)
        .sort(),
    ).toEqual(
      [
        'otpSender.canResend|SUBMIT|0',
        'otpSender.failed|RETRY|0',
        'otpSender.idle|SUBMIT|0',
        'otpSender.sending|xstate.done.actor.sendOtp|0',
        'otpSender.sending|xstate.error.actor.sendOtp|0',
        'otpSender.sent|xstate.after.resendAfter.otpSender.sent|0',
      ].sort(),
    );
  });

  it('lists leaf states and the events a test must drive', () => {
    expect(leafStatesOf(wizardMachine)).toEqual(['name', 'plan', 'extras', 'done']);
    expect(drivenEventTypesOf(otpSenderMachine)).toEqual(['RETRY', 'SUBMIT']);
  });
});

describe('buildPathPlan', () => {
  it('covers every wizard transition, adding a path for what shortest paths miss', () => {
    const plan = buildPathPlan(wizardMachine, { events: wizardEvents });
    expect(plan.transitions.uncovered).toEqual([]);
    expect(plan.transitions.covered).toBe(plan.transitions.total);
    expect(plan.transitions.total).toBe(11);
    expect(plan.states.uncovered).toEqual([]);
    // HELP changes neither state nor context, so no shortest path ends on it.
    expect(plan.transitions.coveredByShortestPaths).toBeLessThan(plan.transitions.total);
    const extra = plan.paths.filter((path) => path.extra);
    expect(extra.map((path) => path.steps.at(-1)?.event.type)).toContain('HELP');
  });

  it('covers invoke outcomes and delays when their events are supplied', () => {
    const plan = buildPathPlan(otpSenderMachine, { events: otpSenderEvents, ...valueOnly });
    expect(plan.transitions.uncovered).toEqual([]);
    expect(plan.transitions.covered).toBe(6);
    const eventTypes = plan.paths.flatMap((path) => path.steps.map((step) => step.event.type));
    expect(eventTypes).toContain('xstate.error.actor.sendOtp');
    expect(eventTypes).toContain('xstate.after.resendAfter.otpSender.sent');
  });

  it('reports transitions it cannot reach instead of claiming coverage', () => {
    // Without a CHOOSE sample the plan can never pick a plan, so both NEXT branches stay dark.
    const plan = buildPathPlan(wizardMachine, { events: [{ type: 'EDIT', name: 'Asha' }] });
    expect(plan.transitions.uncovered).toEqual(expect.arrayContaining(['wizard-plan|NEXT|0', 'wizard-plan|NEXT|1']));
    expect(plan.transitions.covered).toBeLessThan(plan.transitions.total);
  });

  it('gives every path a stable id and a readable description', () => {
    const first = buildPathPlan(wizardMachine, { events: wizardEvents });
    const second = buildPathPlan(wizardMachine, { events: wizardEvents });
    expect(first.paths.map((path) => path.id)).toEqual(second.paths.map((path) => path.id));
    expect(new Set(first.paths.map((path) => path.id)).size).toBe(first.paths.length);
    expect(first.paths.some((path) => path.description.startsWith('reaches "done" via EDIT'))).toBe(true);
  });
});

describe('the claim that createTestModel shortest paths cover every transition', () => {
  it('does not hold for self-transitions that change nothing (measured on the wizard)', () => {
    const model = createTestModel(wizardMachine, { events: wizardEvents });
    const covered = new Set<string>();
    for (const path of model.getShortestPaths()) {
      const run = simulate(
        wizardMachine,
        path.steps.map((step) => step.event as AnyEventObject),
      );
      for (const step of run.steps) for (const key of step.transitions) covered.add(key);
    }
    const defined = transitionsOf(wizardMachine).map((t) => t.key);
    const missed = defined.filter((key) => !covered.has(key));
    expect(missed).toContain('wizard-name|HELP|0');
  });
});
