import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { routeOf } from '../../machines/routing.ts';
import {
  UDYAM_DRAFT_FIELDS,
  UDYAM_PATHS,
  lookupFields,
  udyamDraftOf,
} from '../../machines/onboarding/udyam.machine.ts';
import type { UdyamContext, UdyamRestored } from '../../machines/onboarding/udyam.machine.ts';
import type { IdentityStepInput } from '../../machines/onboarding/types.ts';
import { provideIdentitySteps } from '../../src/journeys/onboarding/identity/provide.ts';
import { identityFieldErrors } from '../../rules/onboarding/identity-fields.ts';
import { createUdyamActors, createUdyamOtpActors } from '../../src/journeys/onboarding/identity/udyam-actors.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { FAULT, MOBILE, NO_UDYAM_MOBILE, UDYAM, offeredOnly, udyamEvents } from '../support/events/udyam-events.ts';
import { AFTER_KYC, arrangedReal, createIdentityWorld } from '../support/identity-world.ts';
import type { Applicant } from '../support/identity-world.ts';
import { runReal } from '../support/sandbox-actors.ts';

// Every transition of Udyam verification on the in-process sandbox: the OTP by Udyam number
// (to the applicant) or by mobile (to that mobile), the list the right OTP reveals, the
// registration chosen from it. Failures are the sandbox's own (unknown mobile, a choice
// without its OTP) or a fault. The code itself is the otp child's (otp.paths.test.ts): here it
// ends as the path plans, and the sandbox is brought to where the child's right code left it.
// The drafts store records what the step hands it: only the lookup, number and mobile, the
// latest typing, cleared when the step ends; a draft given at start fills the entry but never a
// restored OTP screen or list.

const world = createIdentityWorld('95');
const SEED = { ...AFTER_KYC, registration: { registrationType: 'udyam', registrationNumber: UDYAM } };

/** What the step handed the drafts store on the current path, in order ('cleared' for a clear). */
const draftOps: Array<Record<string, string> | 'cleared'> = [];
/** Events the path sent as the applicant (CHANGE, SUBMIT, …) since it started. */
let applicantEvents = 0;
let pathActor: object | null = null;

const steps = provideIdentitySteps(world.client, {
  drafts: { persist: () => {}, clear: () => {} },
  identityDrafts: {
    persist: (step, values) => {
      expect(step).toBe('udyam');
      draftOps.push(values);
    },
    clear: (step) => {
      expect(step).toBe('udyam');
      draftOps.push('cleared');
    },
  },
});
const real = createUdyamActors(world.client);
const realOtp = createUdyamOtpActors(world.client);

const actors = {
  // A list to restore is one whose OTP was proven before the step opened (a reload on Select Udyam).
  readUdyamList: arrangedReal(world, real.readUdyamList, async (outcome, input, applicant) => {
    if (!outcome.done) {
      await world.fault('GET', `/v1/signzy/${input.applicationId}/udyam-details/udyam-list`, FAULT, { times: 3 });
      return input;
    }
    const planned = outcome.output as UdyamRestored;
    if (planned.registrations.length > 0) {
      const sent = await runReal(real.generateUdyamOtp, {
        applicationId: input.applicationId,
        lookup: 'number',
        udyamNumber: UDYAM,
        mobile: '',
      });
      await runReal(realOtp.verify, {
        otp: await world.otpOf(applicant.phone),
        request: { applicationId: input.applicationId, requestId: sent.request_id },
      });
      world.advanceServerClock(31_000);
    }
    if (planned.otp) {
      // Sent before the reload and not typed yet.
      await runReal(real.generateUdyamOtp, {
        applicationId: input.applicationId,
        lookup: 'mobile',
        udyamNumber: '',
        mobile: MOBILE,
      });
      world.advanceServerClock(31_000);
    }
    return input;
  }),
  // Mobiles ending in 0 have no registration (EPL-40403): the sandbox's own failure.
  generateUdyamOtp: arrangedReal(world, real.generateUdyamOtp, async (_outcome, input) => {
    world.advanceServerClock(31_000);
    return input;
  }),
  // A number from no verified list is refused (EPL-40904). For a planned success the OTP is
  // proven first, as the otp child's right code would have proven it.
  submitUdyam: arrangedReal(world, real.submitUdyam, async (outcome, input, applicant) => {
    if (!outcome.done) return { ...input, udyamNumber: 'UDYAM-KA-03-0099999' };
    world.advanceServerClock(31_000);
    const sent = await runReal(real.generateUdyamOtp, {
      applicationId: input.applicationId,
      lookup: 'number',
      udyamNumber: input.udyamNumber,
      mobile: '',
    });
    const otp = await world.otpOf(applicant.phone);
    await runReal(realOtp.verify, {
      otp,
      request: { applicationId: input.applicationId, requestId: sent.request_id },
    });
    return input;
  }),
};

const machine = steps.udyam;
type Context = MachineStateContext<typeof machine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as UdyamContext;

function at(
  route: string | null,
  check?: (context: UdyamContext, applicant: Applicant, path: Context['path']) => void,
) {
  return async ({ actor, path, snapshot }: Context) => {
    const applicant = await world.begin(actor, path, SEED);
    // Paths run one after another: a new actor is a new path, with nothing recorded yet.
    if (pathActor !== actor) {
      pathActor = actor;
      draftOps.length = 0;
      applicantEvents = 0;
    }
    expect(routeOf(snapshot)).toBe(route);
    // Never the OTP or the choice: only the lookup typed reaches the store.
    for (const op of draftOps) if (op !== 'cleared') expect(Object.keys(op)).toEqual([...UDYAM_DRAFT_FIELDS]);
    check?.(on(snapshot), applicant, path);
  };
}

/** On the entry: the store holds the latest typing, or the start's draft shows. */
function draftKept(context: UdyamContext, path: Context['path']) {
  const draft = (path.input as IdentityStepInput).draft;
  const last = draftOps.at(-1);
  if (draft && applicantEvents === 0) expect(udyamDraftOf(context.values)).toEqual(draft);
  if (last !== undefined) expect(last).toEqual(udyamDraftOf(context.values));
}

const asApplicant: typeof sendEvent = (context) => {
  applicantEvents += 1;
  sendEvent(context);
};

// By number the code goes to the applicant's own phone, by mobile to that mobile.
const onOtp = (context: UdyamContext, applicant: Applicant) => {
  expect(context.requestId).not.toBeNull();
  expect(context.otpSentTo).toBe(`XXXXXX${(context.values.lookup === 'mobile' ? MOBILE : applicant.phone).slice(-4)}`);
};

const handlers = {
  states: {
    // No screen of its own yet: the parent's address stays until the step knows where it is.
    restoring: at(null, (context) => expect(context.registrations).toEqual([])),
    entering: at(UDYAM_PATHS.verification, (context, _applicant, path) => {
      draftKept(context, path);
      for (const [field, message] of Object.entries(context.errors)) {
        // A rule's message, or the lender's for an unknown mobile.
        if (field === 'mobile' && !identityFieldErrors(context.values, ['mobile']).mobile)
          expect(message).toMatch(/No Udyam registration/);
        else expect(message).toBe(identityFieldErrors(context.values, [field])[field]);
      }
      if (context.error !== null) expect(context.error).toBe(FAULT);
    }),
    sending: at(UDYAM_PATHS.verification, (context) =>
      expect(identityFieldErrors(context.values, lookupFields(context.values))).toEqual({}),
    ),
    otp: at(UDYAM_PATHS.otp, onOtp),
    'list.choosing': at(UDYAM_PATHS.list, (context) => {
      expect(context.registrations.map((item) => item.udyam_reg_no)).toContain(UDYAM);
      if (context.registrations.length === 1) expect(context.values.selected).toBe(UDYAM);
    }),
    'list.submitting': at(UDYAM_PATHS.list, (context) => expect(context.values.selected).toBe(UDYAM)),
    done: at(null, (context) => {
      expect(context.application).toMatchObject({ subStatus: 'udyamVerified', nextAction: 'serviceability' });
      expect(draftOps.at(-1)).toBe('cleared');
    }),
  },
  events: {
    CHANGE: asApplicant,
    SUBMIT: asApplicant,
    CHANGE_NUMBER: asApplicant,
  },
} satisfies MachineHandlers<typeof machine>;

function serializeState(snapshot: AnyMachineSnapshot): string {
  const context = on(snapshot);
  const ok = (fields: readonly string[]) => Object.keys(identityFieldErrors(context.values, fields)).length === 0;
  return JSON.stringify({
    value: snapshot.value,
    lookup: context.values.lookup,
    found: ok(lookupFields(context.values)),
    // The sample events offer Send OTP's failure for this mobile only.
    noUdyam: context.values.mobile === NO_UDYAM_MOBILE,
    selected: ok(['selected']),
    listed: context.registrations.length,
  });
}

const inputs: IdentityStepInput[] = [
  { applicationId: 'planned', home: null, flags: null },
  // A reload after typing part of the registered mobile.
  {
    applicationId: 'planned',
    home: null,
    flags: null,
    draft: { lookup: 'mobile', udyamNumber: '', mobile: MOBILE.slice(0, 6) },
  },
];

runMachinePaths(machine, handlers, {
  events: udyamEvents,
  filterEvents: offeredOnly,
  inputs,
  serializeState,
  actors,
  name: 'udyam',
  settleTimeoutMs: 1_000,
});
