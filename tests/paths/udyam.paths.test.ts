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
import { identityFieldErrors } from '../../src/journeys/onboarding/identity/rules.ts';
import { createUdyamActors } from '../../src/journeys/onboarding/identity/udyam-actors.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { AFTER_KYC, arrangedReal, createIdentityWorld, wrongOtp } from '../support/identity-world.ts';
import type { Applicant } from '../support/identity-world.ts';
import { runReal } from '../support/sandbox-actors.ts';

// Every transition of Udyam verification on the in-process sandbox: the OTP by Udyam number
// (to the applicant) or by mobile (to that mobile), the list the right OTP reveals, the
// registration chosen from it. Failures are the sandbox's own (unknown mobile, wrong OTP,
// a choice without its OTP) or a fault. The drafts store records what the step hands it: only
// the lookup, number and mobile, the latest typing, cleared when the step ends; a draft given
// at start fills the entry but never a restored OTP screen or list.

const world = createIdentityWorld('95');
const UDYAM = 'UDYAM-KA-03-0012345';
const MOBILE = '9123456789';
const SEED = { ...AFTER_KYC, registration: { registrationType: 'udyam', registrationNumber: UDYAM } };
const FAULT = 'Sandbox fault: the Udyam provider is unavailable.';

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

// The phone the last code went to: the applicant's (by number) or the mobile typed.
let sentTo: 'applicant' | 'mobile' = 'applicant';

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
      await runReal(real.submitUdyamOtp, {
        applicationId: input.applicationId,
        requestId: sent.request_id,
        otp: await world.otpOf(applicant.phone),
      });
      world.advanceServerClock(31_000);
    }
    if (planned.otp) {
      // Sent before the reload and not typed yet; the codes that follow go to that mobile.
      await runReal(real.generateUdyamOtp, {
        applicationId: input.applicationId,
        lookup: 'mobile',
        udyamNumber: '',
        mobile: MOBILE,
      });
      sentTo = 'mobile';
      world.advanceServerClock(31_000);
    }
    return input;
  }),
  generateUdyamOtp: arrangedReal(world, real.generateUdyamOtp, async (outcome, input) => {
    world.advanceServerClock(31_000);
    sentTo = input.lookup === 'mobile' ? 'mobile' : 'applicant';
    if (outcome.done) return input;
    // Mobiles ending in 0 have no registration (EPL-40403); a lookup by number meets a fault.
    if (input.lookup === 'mobile') return { ...input, mobile: '9123456780' };
    await world.fault('POST', `/v1/signzy/${input.applicationId}/udyam-details/generate-otp`, FAULT);
    return input;
  }),
  submitUdyamOtp: arrangedReal(world, real.submitUdyamOtp, async (outcome, input, applicant) => {
    const otp = await world.otpOf(sentTo === 'mobile' ? MOBILE : applicant.phone);
    return { ...input, otp: outcome.done ? otp : wrongOtp(otp) };
  }),
  // A number from no verified list is refused (EPL-40904).
  submitUdyam: arrangedReal(world, real.submitUdyam, (outcome, input) =>
    outcome.done ? input : { ...input, udyamNumber: 'UDYAM-KA-03-0099999' },
  ),
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
    'otp.typing': at(UDYAM_PATHS.otp, onOtp),
    'otp.verifying': at(UDYAM_PATHS.otp, onOtp),
    'otp.resending': at(UDYAM_PATHS.otp, (context) => expect(context.resendReady).toBe(true)),
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
    RESEND: (context) => {
      world.advanceServerClock(31_000);
      asApplicant(context);
    },
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
    otp: ok(['otp']),
    selected: ok(['selected']),
    resend: context.resendReady,
  });
}

const registration = (number: string) => ({
  udyam_reg_no: number,
  enterprise_name: 'Verma Traders',
  enterprise_type: 'Micro',
});
const sent = { request_id: 'planned', otp_sent_to: 'XXXXXX3210', retry_after_seconds: 30 };
// Each screen offers its own fields only.
const changes = (snapshot: AnyMachineSnapshot) => {
  if (snapshot.matches('otp')) return [{ type: 'CHANGE', field: 'otp', value: '1234' }];
  if (snapshot.matches('list')) return [{ type: 'CHANGE', field: 'selected', value: UDYAM }];
  return [
    { type: 'CHANGE', field: 'lookup', value: 'mobile' },
    { type: 'CHANGE', field: 'lookup', value: 'number' },
    { type: 'CHANGE', field: 'udyamNumber', value: UDYAM },
    { type: 'CHANGE', field: 'mobile', value: MOBILE },
  ];
};
const fixed = [
  { type: 'xstate.done.actor.readUdyamList', output: { registrations: [], otp: null } },
  { type: 'xstate.done.actor.readUdyamList', output: { registrations: [registration(UDYAM)], otp: null } },
  {
    type: 'xstate.done.actor.readUdyamList',
    output: {
      registrations: [],
      otp: {
        sent: { ...sent, otp_sent_to: `XXXXXX${MOBILE.slice(-4)}` },
        lookup: 'mobile',
        udyamNumber: '',
        mobile: MOBILE,
      },
    },
  },
  { type: 'xstate.error.actor.readUdyamList', error: new Error(FAULT) },
  { type: 'xstate.done.actor.generateUdyamOtp', output: sent },
  { type: 'xstate.error.actor.generateUdyamOtp', error: new Error(FAULT) },
  { type: 'xstate.done.actor.resendUdyamOtp', output: sent },
  { type: 'xstate.error.actor.resendUdyamOtp', error: new Error(FAULT) },
  { type: 'xstate.error.actor.submitUdyamOtp', error: { field: 'otp', message: 'Wrong OTP.' } },
  {
    type: 'xstate.done.actor.submitUdyam',
    output: {
      application: {
        id: 'planned',
        status: 'businessRegistrationDetailsUpdated',
        subStatus: 'udyamVerified',
        nextAction: 'serviceability',
        percentCompleted: 70,
      },
      udyam: { udyam_reg_no: UDYAM, verified: true },
    },
  },
  {
    type: 'xstate.error.actor.submitUdyam',
    error: new Error('Please verify the OTP for this Udyam registration first.'),
  },
];

// The list is the lender's: by number it holds that registration, by mobile also the mobile's own.
const events = (snapshot: AnyMachineSnapshot) => [
  ...changes(snapshot),
  ...fixed,
  {
    type: 'xstate.done.actor.submitUdyamOtp',
    output:
      on(snapshot).values.lookup === 'mobile'
        ? [registration(UDYAM), registration('UDYAM-MH-26-3456789')]
        : [registration(UDYAM)],
  },
];

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

runMachinePaths(machine, handlers, { events, inputs, serializeState, actors, name: 'udyam', settleTimeoutMs: 1_000 });
