import { expect } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { routeOf } from '../../machines/routing.ts';
import { discrepancyMachine, responseProblem } from '../../machines/onboarding/discrepancy.machine.ts';
import type { DiscrepancyContext } from '../../machines/onboarding/discrepancy.machine.ts';
import { createDiscrepancyActors } from '../../src/journeys/onboarding/discrepancy-actors.ts';
import { runMachinePaths } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { AFTER_KYC, arrangedReal, createIdentityWorld } from '../support/identity-world.ts';
import {
  ANSWER,
  COMMENTS,
  LOAD_FAULT,
  RESOLVE_FAULT,
  discrepancyEvents,
} from '../support/events/discrepancy-events.ts';

// Every transition of the discrepancy step on the in-process sandbox: an applicant sent to
// credit review, then two ops comments raised through the control API (which park the
// application at readyForOps). The applicant answers each; the lender keeps the hold after the
// first and releases it after the last, back to croReview. Failures are sandbox faults.

const world = createIdentityWorld('93');
const SEED = { ...AFTER_KYC, status: 'croReview', subStatus: 'creditReview', nextAction: 'underReview' };

const real = createDiscrepancyActors(world.client);
const raisedFor = new Set<string>();

const actors = {
  loadComments: arrangedReal(world, real.loadComments, async (outcome, input, applicant) => {
    if (!raisedFor.has(applicant.phone)) {
      raisedFor.add(applicant.phone);
      for (const comment of COMMENTS) {
        await world.api('POST', `/__sandbox/customers/${applicant.phone}/comments`, { comment });
        // Distinct times keep the lender's order the order they were raised in.
        world.advanceServerClock(1_000);
      }
    }
    // The client tries a read three times (two retries) before it gives up.
    if (!outcome.done)
      await world.fault('GET', `/v1/application/${input.applicationId}/comments`, LOAD_FAULT, { times: 3 });
    return input;
  }),
  resolveComment: arrangedReal(world, real.resolveComment, async (outcome, input) => {
    if (!outcome.done)
      await world.fault('PATCH', `/v1/application/${input.applicationId}/resolve-comment`, RESOLVE_FAULT);
    return input;
  }),
};

type Context = MachineStateContext<typeof discrepancyMachine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as DiscrepancyContext;
const open = (context: DiscrepancyContext) => context.comments.filter((comment) => !comment.resolved);

function at(check?: (context: DiscrepancyContext) => void) {
  return async ({ actor, path, snapshot }: Context) => {
    await world.begin(actor, path, SEED);
    // The parent owns the address (/signup/discrepancy); the child has none.
    expect(routeOf(snapshot)).toBeNull();
    check?.(on(snapshot));
  };
}

const handlers = {
  states: {
    loading: at((context) => expect(context.resolvingId).toBeNull()),
    loadFailed: at((context) => expect(context.serverError).toBe(LOAD_FAULT)),
    list: at((context) => {
      expect(context.comments.map((comment) => comment.comment)).toEqual(COMMENTS);
      expect(context.resolvingId).toBeNull();
      for (const comment of context.comments) if (comment.resolved) expect(comment.response).toBe(ANSWER);
      for (const [id, message] of Object.entries(context.errors))
        expect(message).toBe(responseProblem(context.responses[id]));
      if (context.serverError !== null) expect(context.serverError).toBe(RESOLVE_FAULT);
      // While one is open the lender still holds the application.
      if (context.answer)
        expect(context.answer.application).toMatchObject({ status: 'readyForOps', nextAction: 'discrepancy' });
    }),
    resolving: at((context) => {
      const resolving = open(context).find((comment) => comment.id === context.resolvingId);
      expect(resolving).toBeDefined();
      expect(responseProblem(context.responses[context.resolvingId ?? ''])).toBeNull();
      expect(context.serverError).toBeNull();
    }),
    done: at((context) => {
      expect(open(context)).toEqual([]);
      expect(context.answer?.application).toMatchObject({
        status: 'croReview',
        subStatus: 'creditReview',
        nextAction: 'underReview',
      });
    }),
  },
  // Planned comment ids stand for the real ones at the same place in the list.
  events: {
    CHANGE: ({ send, event, snapshot }) => send({ ...event, commentId: realId(snapshot, event) }),
    RESOLVE: ({ send, event, snapshot }) => send({ ...event, commentId: realId(snapshot, event) }),
    RETRY: ({ send, event }) => send(event),
  },
} satisfies MachineHandlers<typeof discrepancyMachine>;

function realId(snapshot: AnyMachineSnapshot, event: AnyEventObject): string {
  const index = Number(String(event['commentId']).replace('planned-', '')) - 1;
  const comment = on(snapshot).comments[index];
  if (!comment) throw new Error(`no comment at ${index}`);
  return comment.id;
}

const serializeState = (snapshot: AnyMachineSnapshot): string => {
  const context = on(snapshot);
  return JSON.stringify({
    value: snapshot.value,
    open: open(context).map((comment) => [
      comment.id,
      responseProblem(context.responses[comment.id]) === null,
      comment.id in context.errors,
    ]),
    failed: context.serverError !== null,
  });
};

runMachinePaths(discrepancyMachine, handlers, {
  events: discrepancyEvents,
  input: { applicationId: 'planned' },
  serializeState,
  actors,
  name: 'discrepancy',
  settleTimeoutMs: 1_000,
});
