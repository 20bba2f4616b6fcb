import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { routeOf } from '../../machines/routing.ts';
import { GST_DRAFT_FIELDS, GST_HIDDEN_MESSAGE, GST_PATH, gstDraftOf } from '../../machines/onboarding/gst.machine.ts';
import type { GstContext } from '../../machines/onboarding/gst.machine.ts';
import type { IdentityStepInput } from '../../machines/onboarding/types.ts';
import type { FlagsResponse } from '../../rules/home.ts';
import { gstConsent, gstLogin } from '../../src/journeys/onboarding/api/identity/gst/index.ts';
import { createGstActors } from '../../src/journeys/onboarding/identity/gst-actors.ts';
import { provideIdentitySteps } from '../../src/journeys/onboarding/identity/provide.ts';
import { identityFieldErrors } from '../../rules/onboarding/identity-fields.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { GSTIN } from '../fixtures/applicant.ts';
import { SERVER_FAULT, USERNAME, gstEvents } from '../support/events/gst-events.ts';
import { AFTER_KYC, arrangedReal, createIdentityWorld } from '../support/identity-world.ts';

// Every transition of GSTIN verification on the in-process sandbox: the GSTIN saved and its
// taxpayer type read, the portal login (a refused username for a failure), consent with the
// applicant's phone header; a reload after login or after the OTP was sent starts where it
// stood. The OTP itself is the otp child's (otp.paths.test.ts): here it ends as the path plans.
// Portal failures must show only the neutral sentence (§8). The drafts store records what the
// step hands it: only the GSTIN and username, the latest typing, cleared when the step ends; a
// draft given at start fills the GSTIN entry but never a later screen.

const world = createIdentityWorld('96');
const SEED = { ...AFTER_KYC, registration: { registrationType: 'gstin', registrationNumber: GSTIN } };

/** What the step handed the drafts store on the current path, in order ('cleared' for a clear). */
const draftOps: Array<Record<string, string> | 'cleared'> = [];
/** Events the path sent as the applicant (CHANGE, SUBMIT, …) since it started. */
let applicantEvents = 0;
let pathActor: object | null = null;

const steps = provideIdentitySteps(world.client, {
  drafts: { persist: () => {}, clear: () => {} },
  identityDrafts: {
    persist: (step, values) => {
      expect(step).toBe('gstin');
      draftOps.push(values);
    },
    clear: (step) => {
      expect(step).toBe('gstin');
      draftOps.push('cleared');
    },
  },
});
const real = createGstActors(world.client);

const actors = {
  loadGst: arrangedReal(world, real.loadGst, async (outcome, input, applicant) => {
    if (!outcome.done) {
      await world.fault('GET', '/v1/gstin/gstin-verification-status', SERVER_FAULT, { times: 3 });
      return input;
    }
    // A reload after the login (and consent): the portal calls were made before this step opened.
    const status = (outcome.output as { status: string }).status;
    if (status !== 'notStarted')
      await gstLogin(world.client, { applicationId: applicant.applicationId, gstin: GSTIN, username: USERNAME });
    if (status === 'otpSent') await gstConsent(world.client, { applicationId: applicant.applicationId });
    return input;
  }),
  confirmGstin: arrangedReal(world, real.confirmGstin, async (outcome, input) => {
    if (!outcome.done) await world.fault('PATCH', `/v1/application/${input.applicationId}/gst`, SERVER_FAULT);
    return input;
  }),
  // Usernames starting "noapi" are refused by the portal (API access not enabled).
  gstLogin: arrangedReal(world, real.gstLogin, (outcome, input) =>
    outcome.done ? input : { ...input, username: 'noapi.user' },
  ),
  gstConsent: arrangedReal(world, real.gstConsent, async (outcome, input) => {
    world.advanceServerClock(31_000);
    if (!outcome.done) await world.fault('POST', `/v1/gstin/${input.applicationId}/consent`, SERVER_FAULT);
    return input;
  }),
  skipGst: arrangedReal(world, real.skipGst, async (outcome, input) => {
    if (!outcome.done)
      await world.fault(
        'PATCH',
        `/v1/application/${input.applicationId}/skip-business-registration-proof`,
        SERVER_FAULT,
      );
    return input;
  }),
};

const machine = steps.gst;
type Context = MachineStateContext<typeof machine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as GstContext;

function at(route: string | null, check?: (context: GstContext, path: Context['path']) => void) {
  return async ({ actor, path, snapshot }: Context) => {
    await world.begin(actor, path, SEED);
    // Paths run one after another: a new actor is a new path, with nothing recorded yet.
    if (pathActor !== actor) {
      pathActor = actor;
      draftOps.length = 0;
      applicantEvents = 0;
    }
    expect(routeOf(snapshot)).toBe(route);
    const context = on(snapshot);
    // Never consent or the OTP: only the two typed fields reach the store.
    for (const op of draftOps) if (op !== 'cleared') expect(Object.keys(op)).toEqual([...GST_DRAFT_FIELDS]);
    // §8: a portal failure never shows the server's words.
    if (context.error !== null) expect([GST_HIDDEN_MESSAGE, SERVER_FAULT]).toContain(context.error);
    check?.(context, path);
  };
}

/** Where the applicant types: the store holds the latest typing, or the start's draft shows. */
function draftKept(context: GstContext, path: { input: unknown }) {
  const draft = (path.input as IdentityStepInput).draft;
  const last = draftOps.at(-1);
  if (draft && applicantEvents === 0) expect(gstDraftOf(context.values)).toEqual(draft);
  if (last !== undefined) expect(last).toEqual(gstDraftOf(context.values));
}

const stepCleared = () => expect(draftOps.at(-1)).toBe('cleared');

const portalOnly = (context: GstContext) => {
  if (context.error !== null) expect(context.error).toBe(GST_HIDDEN_MESSAGE);
};

const asApplicant: typeof sendEvent = (context) => {
  applicantEvents += 1;
  sendEvent(context);
};

const handlers = {
  states: {
    loading: at(null),
    loadFailed: at(GST_PATH, (context) => expect(context.error).toBe(SERVER_FAULT)),
    gstinEntry: at(GST_PATH, (context, path) => {
      if (context.errors.gstin) expect(context.errors.gstin).toBe(identityFieldErrors(context.values, ['gstin']).gstin);
      draftKept(context, path);
    }),
    confirming: at(GST_PATH),
    'login.typing': at(GST_PATH, (context, path) => {
      expect(context.taxpayerType).toBe('Regular');
      portalOnly(context);
      draftKept(context, path);
    }),
    'login.loggingIn': at(GST_PATH, (context) => expect(context.values.username).toBe(USERNAME)),
    'consent.asking': at(GST_PATH, portalOnly),
    'consent.consenting': at(GST_PATH, (context) => expect(context.values.consent).toBe('true')),
    // The otp child runs; the GSTIN it verifies is the portal's.
    otp: at(GST_PATH, (context) => {
      portalOnly(context);
      expect(context.values.gstin).toBe(GSTIN);
    }),
    verified: at(GST_PATH, (context) => {
      stepCleared();
      expect(context.taxpayerType).toBe('Regular');
      expect(context.application).toMatchObject({ subStatus: 'gstVerified', nextAction: 'serviceability' });
    }),
    skipping: at(GST_PATH, (context) => expect(context.skipAllowed).toBe(true)),
    done: at(null, stepCleared),
  },
  events: {
    CHANGE: asApplicant,
    SUBMIT: asApplicant,
    SKIP: asApplicant,
    CHANGE_GSTIN: asApplicant,
    RETRY: asApplicant,
    CONTINUE: asApplicant,
  },
} satisfies MachineHandlers<typeof machine>;

// Per screen, only the field its guard reads.
const FIELD_OF: Record<string, string> = { gstinEntry: 'gstin', login: 'username', consent: 'consent' };

function serializeState(snapshot: AnyMachineSnapshot): string {
  const context = on(snapshot);
  const top = typeof snapshot.value === 'string' ? snapshot.value : (Object.keys(snapshot.value)[0] ?? '');
  const field = FIELD_OF[top];
  return JSON.stringify({
    value: snapshot.value,
    ok: field ? Object.keys(identityFieldErrors(context.values, [field])).length === 0 : null,
    skip: context.skipAllowed,
  });
}

const FLAGS: FlagsResponse = {
  variantConfig: { loginVariant: 'default' },
  customerKycRequired: false,
  welcomeRewards: null,
  businessAddressPresent: false,
  skipGst: true,
};
const inputs: IdentityStepInput[] = [
  { applicationId: 'planned', home: null, flags: null },
  // The lender lets this applicant go on without GST.
  { applicationId: 'planned', home: null, flags: FLAGS },
  // A reload after typing part of a GSTIN and, on the next screen, the username.
  { applicationId: 'planned', home: null, flags: null, draft: { gstin: GSTIN.slice(0, 10), username: USERNAME } },
  // A reload on the username screen, after Verify saved the GSTIN: back on that screen.
  { applicationId: 'planned', home: null, flags: null, draft: { gstin: GSTIN, username: USERNAME } },
];

runMachinePaths(machine, handlers, {
  events: gstEvents,
  inputs,
  serializeState,
  actors,
  name: 'gst',
  settleTimeoutMs: 1_000,
});
