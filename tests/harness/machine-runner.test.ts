import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { routeOf } from '../../machines/routing.ts';
import { assertHandlersCoverMachine, HandlerCoverageError } from '../support/harness/handlers.ts';
import { buildPathPlan } from '../support/harness/plan.ts';
import { runMachinePath, runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers } from '../support/harness/machine-runner.ts';
import { wizardEvents, wizardMachine } from '../fixtures/machines/wizard.ts';
import { otpSenderEvents, otpSenderMachine } from '../fixtures/machines/otp-sender.ts';

const wizardHandlers = {
  states: {
    name: ({ snapshot }) => {
      expect(routeOf(snapshot)).toBe('/wizard/name');
    },
    plan: ({ snapshot }) => {
      expect(snapshot.context.name).toBe('Asha');
      expect(routeOf(snapshot)).toBe('/wizard/plan?for=Asha');
    },
    extras: ({ snapshot }) => {
      expect(snapshot.context.plan).toBe('pro');
    },
    done: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(routeOf(snapshot)).toBe(`/wizard/done/${snapshot.context.plan}`);
    },
  },
  events: {
    EDIT: sendEvent,
    CHOOSE: sendEvent,
    NEXT: sendEvent,
    BACK: sendEvent,
    HELP: sendEvent,
    'xstate.route': sendEvent,
  },
} satisfies MachineHandlers<typeof wizardMachine>;

const otpHandlers = {
  states: {
    idle: ({ snapshot }) => expect(snapshot.context.sentCount).toBe(0),
    sending: ({ snapshot }) => expect(snapshot.children.sendOtp).toBeDefined(),
    sent: ({ snapshot }) => expect(snapshot.context.error).toBeNull(),
    canResend: ({ snapshot }) => expect(snapshot.context.sentCount).toBeGreaterThan(0),
    failed: ({ snapshot }) => expect(snapshot.context.error).toBe('network down'),
  },
  events: { SUBMIT: sendEvent, RETRY: sendEvent },
} satisfies MachineHandlers<typeof otpSenderMachine>;

runMachinePaths(wizardMachine, wizardHandlers, { events: wizardEvents, record: false });
runMachinePaths(otpSenderMachine, otpHandlers, {
  events: otpSenderEvents,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  record: false,
});

describe('compile-time handler check', () => {
  it('rejects a handler object that misses a state or an event', () => {
    const missingState = {
      // @ts-expect-error — 'extras' has no handler
      states: { name: () => {}, plan: () => {}, done: () => {} },
      events: wizardHandlers.events,
    } satisfies MachineHandlers<typeof wizardMachine>;
    const missingEvent = {
      states: wizardHandlers.states,
      // @ts-expect-error — HELP has no handler
      events: { EDIT: sendEvent, CHOOSE: sendEvent, NEXT: sendEvent, BACK: sendEvent, 'xstate.route': sendEvent },
    } satisfies MachineHandlers<typeof wizardMachine>;
    // The runtime check agrees with the compiler on both objects.
    expect(() => assertHandlersCoverMachine(wizardMachine, missingState)).toThrow(/states without a handler: extras/);
    expect(() => assertHandlersCoverMachine(wizardMachine, missingEvent)).toThrow(/events without a handler: HELP/);
  });
});

describe('runtime handler check', () => {
  it('passes when every leaf state and driven event has a handler', () => {
    expect(() => assertHandlersCoverMachine(otpSenderMachine, otpHandlers)).not.toThrow();
  });

  it('names stale handlers for states or events the machine does not have', () => {
    const stale = {
      states: { ...otpHandlers.states, verifying: () => {} },
      events: { ...otpHandlers.events, RESEND: sendEvent },
    };
    let caught: unknown;
    try {
      assertHandlersCoverMachine(otpSenderMachine, stale);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(HandlerCoverageError);
    expect((caught as HandlerCoverageError).unknownStates).toEqual(['verifying']);
    expect((caught as HandlerCoverageError).unknownEvents).toEqual(['RESEND']);
  });

  it('requires built-in events too when asked (browser runner)', () => {
    expect(() => assertHandlersCoverMachine(otpSenderMachine, otpHandlers, { builtInEvents: true })).toThrow(
      /xstate\.after\.resendAfter\.otpSender\.sent, xstate\.done\.actor\.sendOtp, xstate\.error\.actor\.sendOtp/,
    );
  });
});

describe('runMachinePath', () => {
  const plan = buildPathPlan(wizardMachine, { events: wizardEvents });
  const toDone = plan.paths.find(
    (path) =>
      path.description ===
      'reaches "done" via EDIT {"name":"Asha"} → xstate.route {"to":"#wizard-plan"} → CHOOSE {"plan":"basic"} → NEXT',
  );

  it('fails when the implementation diverges from the model', async () => {
    expect(toDone).toBeDefined();
    const broken = wizardMachine.provide({ guards: { hasName: () => false } });
    await expect(runMachinePath(broken, toDone!, wizardHandlers as never)).rejects.toThrow(
      /expected state "plan", got "name"/,
    );
  });

  it("fails when a state handler's assertion fails", async () => {
    const strict = { ...wizardHandlers, states: { ...wizardHandlers.states, done: () => expect('basic').toBe('pro') } };
    await expect(runMachinePath(wizardMachine, toDone!, strict)).rejects.toThrow(/path: reaches "done"/);
  });

  it('returns the transitions the actor really took', async () => {
    const result = await runMachinePath(wizardMachine, toDone!, wizardHandlers);
    expect(result.transitions).toEqual([
      'wizard-name|EDIT|0',
      'wizard|xstate.route|1',
      'wizard-plan|CHOOSE|0',
      'wizard-plan|NEXT|0',
    ]);
  });

  it('settles invoked actors from the path and advances delays on a simulated clock', async () => {
    const otpPlan = buildPathPlan(otpSenderMachine, {
      events: otpSenderEvents,
      serializeState: (s) => JSON.stringify(s.value),
    });
    const resend = otpPlan.paths.find((path) => path.steps.some((step) => step.event.type.startsWith('xstate.after.')));
    expect(resend).toBeDefined();
    const started = Date.now();
    const result = await runMachinePath(otpSenderMachine, resend!, otpHandlers);
    expect(result.transitions).toContain('otpSender.sent|xstate.after.resendAfter.otpSender.sent|0');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('uses a real invoked actor when one is given', async () => {
    const otpPlan = buildPathPlan(otpSenderMachine, {
      events: otpSenderEvents,
      serializeState: (s) => JSON.stringify(s.value),
    });
    const failing = otpPlan.paths.find((path) =>
      path.steps.some((step) => step.event.type === 'xstate.error.actor.sendOtp'),
    );
    expect(failing).toBeDefined();
    // A real implementation that succeeds cannot follow a path that expects the call to fail.
    const succeeding = fromPromise(async () => ({ sent: true as const }));
    await expect(
      runMachinePath(otpSenderMachine, failing!, otpHandlers, {
        actors: { sendOtp: succeeding },
        settleTimeoutMs: 200,
      }),
    ).rejects.toThrow(/expected state "failed", got "sent"/);
  });
});
