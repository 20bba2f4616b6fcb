import { expect } from 'vitest';
import type { AnyMachineSnapshot, PromiseActorLogic } from 'xstate';
import { GSTIN_STATUS_PATH } from '../../machines/onboarding/gstin-status.machine.ts';
import type { GstinStatusContext, GstinStatusLoad } from '../../machines/onboarding/gstin-status.machine.ts';
import { routeOf } from '../../machines/routing.ts';
import { gstinStatusLogic } from '../../src/journeys/onboarding/identity/gstin-status.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { GSTIN } from '../fixtures/applicant.ts';
import {
  GSTIN_STATUS,
  GSTIN_STATUS_FAULT,
  TAXPAYER_TYPE,
  gstinStatusEvents,
} from '../support/events/gstin-status-events.ts';
import { AFTER_KYC, arrangedReal, createIdentityWorld } from '../support/identity-world.ts';

// Every transition of the /gstin-verification page on the in-process sandbox: the real read
// (verification status, then the taxpayer type through home's application id) answers a
// seeded applicant with a GSTIN; a fault on the status read is the failure, and Retry reads again.

const world = createIdentityWorld('95');
const SEED = { ...AFTER_KYC, registration: { registrationType: 'gstin', registrationNumber: GSTIN } };

const real = gstinStatusLogic(world.client);
// The app's read itself, as the page provides it.
const loadStatus = real.implementations.actors.loadStatus as PromiseActorLogic<GstinStatusLoad, void>;
const actors = {
  loadStatus: arrangedReal(world, loadStatus, async (outcome) => {
    // The client retries a failed GET twice before giving up.
    if (!outcome.done)
      await world.fault('GET', '/v1/gstin/gstin-verification-status', GSTIN_STATUS_FAULT, { times: 3 });
  }),
};

const machine = real;
type Context = MachineStateContext<typeof machine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as GstinStatusContext;

function at(check: (context: GstinStatusContext) => void) {
  return async ({ actor, path, snapshot }: Context) => {
    await world.begin(actor, path, SEED);
    expect(routeOf(snapshot)).toBe(GSTIN_STATUS_PATH);
    check(on(snapshot));
  };
}

const handlers = {
  states: {
    loading: at((context) => expect(context.status).toBeNull()),
    shown: at((context) => {
      expect(context.status).toEqual(GSTIN_STATUS);
      expect(context.taxpayerType).toBe(TAXPAYER_TYPE);
      expect(context.error).toBeNull();
    }),
    failed: at((context) => expect(context.error).toBe(GSTIN_STATUS_FAULT)),
  },
  events: { RETRY: sendEvent },
} satisfies MachineHandlers<typeof machine>;

runMachinePaths(machine, handlers, { events: gstinStatusEvents, actors, name: 'gstinStatus', settleTimeoutMs: 1_000 });
