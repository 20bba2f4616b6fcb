import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { referAndEarnMachine, type ReferAndEarnContext } from '../../machines/refer-and-earn/refer-and-earn.machine.ts';
import { routeOf } from '../../machines/routing.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import {
  CODE,
  LINK_FAILED,
  LOAD_FAILED,
  SHORT_LINK,
  referAndEarnEvents,
  serializeReferAndEarnState,
} from '../support/events/refer-and-earn-events.ts';

// Every transition of the refer-and-earn journey, its calls settled by the harness. What this file
// proves: the page is always /refer-and-earn; a failed read says why and Retry reads again (the
// reason cleared); a code without a link asks for one with the code, and its failure keeps the code
// and offers its own Retry; Share is offered only with a link; a closed share sheet says nothing, a
// share or a copy says which, and a refused copy says so.

type Context = MachineStateContext<typeof referAndEarnMachine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as ReferAndEarnContext;

function at(check?: (context: ReferAndEarnContext, snapshot: AnyMachineSnapshot) => void) {
  return ({ snapshot }: Context) => {
    expect(routeOf(snapshot)).toBe('/refer-and-earn');
    check?.(on(snapshot), snapshot);
  };
}

const handlers = {
  states: {
    loading: at((context, snapshot) => {
      expect(context.problem).toBeNull();
      expect(snapshot.can({ type: 'SHARE' })).toBe(false);
    }),
    failed: at((context, snapshot) => {
      expect(context.problem).toBe(LOAD_FAILED);
      expect(snapshot.can({ type: 'RETRY' })).toBe(true);
    }),
    linking: at((context, snapshot) => {
      expect(context.programme?.code).toBe(CODE);
      expect(context.programme?.shortLink).toBeNull();
      expect(context.linkProblem).toBeNull();
      expect(snapshot.can({ type: 'SHARE' })).toBe(false);
    }),
    linkFailed: at((context, snapshot) => {
      expect(context.linkProblem).toBe(LINK_FAILED);
      expect(context.programme?.code).toBe(CODE);
      expect(snapshot.can({ type: 'SHARE' })).toBe(false);
    }),
    'ready.idle': at((context) => {
      expect(context.programme?.shortLink).toBe(SHORT_LINK);
      expect(context.linkProblem).toBeNull();
      expect(context.told).toBeNull();
    }),
    'ready.sharing': at((context, snapshot) => {
      expect(snapshot.can({ type: 'SHARE' })).toBe(false);
      expect(context.told).toBeNull();
    }),
    'ready.told': at((context) => expect(['shared', 'copied']).toContain(context.told)),
    'ready.copyFailed': at((context, snapshot) => {
      expect(context.told).toBeNull();
      expect(snapshot.can({ type: 'SHARE' })).toBe(true);
    }),
  },
  events: { RETRY: sendEvent, RETRY_LINK: sendEvent, SHARE: sendEvent },
} satisfies MachineHandlers<typeof referAndEarnMachine>;

runMachinePaths(referAndEarnMachine, handlers, {
  events: referAndEarnEvents,
  serializeState: serializeReferAndEarnState,
});
