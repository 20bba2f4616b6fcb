import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { buildPathPlan } from '../support/harness/plan.ts';

// A machine whose first, transient choice reads its input: no single input reaches both
// branches, so the plan takes several inputs and counts coverage over their union.
const gate = setup({
  types: { input: {} as { signedIn: boolean }, context: {} as { signedIn: boolean } },
}).createMachine({
  id: 'gate',
  context: ({ input }) => ({ signedIn: input.signedIn }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: ({ context }) => context.signedIn, target: 'home' }, { target: 'login' }] },
    login: { on: { SUBMIT: 'home' } },
    home: {},
  },
});

describe('plans over several inputs', () => {
  it('misses the other branch of an input-driven choice with one input', () => {
    const plan = buildPathPlan(gate, { events: [], input: { signedIn: false } });
    expect(plan.transitions.uncovered).toEqual(['gate.deciding|always|0']);
  });

  it('covers every branch with both inputs, and each path carries its input', () => {
    const plan = buildPathPlan(gate, { events: [], inputs: [{ signedIn: false }, { signedIn: true }] });
    expect(plan.transitions.uncovered).toEqual([]);
    // The transient state is never a resting snapshot but counts through its own transitions.
    expect(plan.states.uncovered).toEqual([]);
    expect(new Set(plan.paths.map((path) => JSON.stringify(path.input)))).toEqual(
      new Set([JSON.stringify({ signedIn: false }), JSON.stringify({ signedIn: true })]),
    );
    const ids = plan.paths.map((path) => path.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
