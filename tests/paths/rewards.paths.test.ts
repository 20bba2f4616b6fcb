import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { routeOf } from '../../machines/routing.ts';
import type { RewardsContext } from '../../machines/rewards/types.ts';
import { provideRewards } from '../../src/journeys/rewards/provide.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import {
  INPUTS,
  SCHEME_ID,
  SERVER_FAULT,
  UNKNOWN_SCHEME,
  rewardsEvents,
  serializeRewardsState,
  userCanSend,
} from '../support/events/rewards-events.ts';
import { plannedApiClient } from '../support/planned-client.ts';

// Every transition of the rewards chart (ADR 054) with its calls answered as each path plans: the
// statement read (with lines, empty, failed) from each address (/rewards lands on the statement),
// the schemes, a listed scheme's terms read (or failed, then retried) and an unknown scheme said so,
// Back and Forward between the statement and the schemes. The same calls against the sandbox:
// tests/server/rewards/rewards-routes.test.ts; in the browser: tests/browser/paths/rewards.spec.ts.

const machine = provideRewards(plannedApiClient());

type Context = MachineStateContext<typeof machine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as RewardsContext;

function at(address: string | null, check?: (context: RewardsContext) => void) {
  return ({ snapshot }: Context) => {
    expect(routeOf(snapshot)).toBe(address);
    check?.(on(snapshot));
  };
}

const read = (context: RewardsContext) => expect(context.rewards).not.toBeNull();
const noAlert = (context: RewardsContext) => expect(context.error).toBeNull();
const faulted = (context: RewardsContext) => expect(context.error).toBe(SERVER_FAULT);

const handlers = {
  states: {
    loading: at(null, noAlert),
    failed: at(null, faulted),
    routing: at(null, read),
    statement: at('/rewards/statement', read),
    schemes: at('/rewards/schemes', read),
    'details.checking': at(null),
    'details.reading': at(`/rewards/schemes/${SCHEME_ID}`, noAlert),
    'details.failed': at(`/rewards/schemes/${SCHEME_ID}`, faulted),
    'details.unknown': at(`/rewards/schemes/${UNKNOWN_SCHEME}`, (context) => expect(context.scheme).toBeNull()),
    'details.shown': at(`/rewards/schemes/${SCHEME_ID}`, (context) => expect(context.scheme?.id).toBe(SCHEME_ID)),
  } as MachineHandlers<typeof machine>['states'],
  events: {
    RETRY: sendEvent,
    OPEN_SCHEMES: sendEvent,
    OPEN_STATEMENT: sendEvent,
    VIEW_SCHEME: sendEvent,
    BACK: sendEvent,
    'xstate.route': sendEvent,
  },
} satisfies MachineHandlers<typeof machine>;

runMachinePaths(machine, handlers, {
  events: rewardsEvents,
  inputs: INPUTS,
  serializeState: serializeRewardsState,
  filterEvents: userCanSend,
  limit: 100_000,
  name: 'rewards',
});
