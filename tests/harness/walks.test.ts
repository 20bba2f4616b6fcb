import { describe, expect, it } from 'vitest';
import { buildPathPlan, coveredBy, shortestCover } from '../support/harness/plan.ts';
import type { PlanOptions } from '../support/harness/plan.ts';
import { coveringWalks } from '../support/harness/walks.ts';
import { otpSenderEvents, otpSenderMachine } from '../fixtures/machines/otp-sender.ts';

// Covering walks replace the browser's shortest paths: the same transitions in fewer paths.

const options: PlanOptions<typeof otpSenderMachine> = {
  events: otpSenderEvents,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
};
const plan = buildPathPlan(otpSenderMachine, options);
const shortest = shortestCover(plan).paths;

describe('coveringWalks', () => {
  it('takes every transition the plan takes, in fewer paths than the shortest-path cover', () => {
    const walks = coveringWalks(otpSenderMachine, options, plan);
    expect([...coveredBy(walks.paths)].sort()).toEqual([...coveredBy(plan.paths)].sort());
    // idle → sending → failed → sending → sent → canResend → sending: one walk takes all six.
    expect(walks.paths).toHaveLength(1);
    expect(shortest.length).toBeGreaterThan(1);
  });

  it('starts a new walk when the next transition would take a walk past its length', () => {
    const walks = coveringWalks(otpSenderMachine, options, plan, 4);
    expect(walks.paths).toHaveLength(2);
    for (const walk of walks.paths) expect(walk.steps.length).toBeLessThanOrEqual(4);
    expect([...coveredBy(walks.paths)].sort()).toEqual([...coveredBy(plan.paths)].sort());
  });

  it("keeps the plan's own path for a transition no walk of that length reaches", () => {
    // canResend's SUBMIT is four steps from the start; walks of three cannot take it.
    const walks = coveringWalks(otpSenderMachine, options, plan, 3);
    const long = walks.paths.filter((walk) => walk.steps.length > 3);
    expect(long).toHaveLength(1);
    expect(plan.paths).toContain(long[0]);
    expect([...coveredBy(walks.paths)].sort()).toEqual([...coveredBy(plan.paths)].sort());
  });

  it('replays as planned: each walk is a simulated path with its own id', () => {
    const walks = coveringWalks(otpSenderMachine, options, plan);
    const ids = new Set(walks.paths.map((walk) => walk.id));
    expect(ids.size).toBe(walks.paths.length);
    expect(walks.paths[0]!.steps.map((step) => step.event.type)).toContain('RETRY');
  });
});
