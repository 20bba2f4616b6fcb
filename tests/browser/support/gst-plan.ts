import { assign } from 'xstate';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { gstMachine } from '../../../machines/onboarding/gst.machine.ts';
import type { GstContext } from '../../../machines/onboarding/gst.machine.ts';
import type { IdentityStepInput } from '../../../machines/onboarding/types.ts';
import type { HomeResponse } from '../../../src/api/home/schemas.ts';
import { fieldsValid, identityFieldErrors, withFieldErrors } from '../../../src/journeys/onboarding/identity/rules.ts';
import { GSTIN } from '../../fixtures/applicant.ts';

// The GSTIN verification plan the browser replays: the machine with the app's field rules (the
// `valid` guard and `showErrors` are the app's, so a planned error is the screen's), and per
// screen only the events a user (or the server) can produce there.

export const USERNAME = 'verma.traders';
/** The portal refuses API access to usernames starting "noapi" (docs/sandbox.md GST). */
export const REFUSED_USERNAME = 'noapi.trader';
/** The check character is wrong: refused before any call. */
export const WRONG_CHECK_GSTIN = `${GSTIN.slice(0, -1)}A`;
export const SERVER_FAULT = 'The lender could not save this just now.';
/** What the portal calls would say if §8 let them through; the screen must never show it. */
export const PORTAL_FAULT = 'GST portal gateway timed out at node 7.';

export const plannedGstMachine = gstMachine.provide({
  guards: { valid: ({ context }, params) => fieldsValid(context, params) },
  actions: { showErrors: assign(({ context }, params) => withFieldErrors(context, params)) },
});

/**
 * An ordinary applicant, one the lender lets go on without a registration proof, and one who
 * reloads the username screen with a username typed (the draft the browser keeps).
 */
export const gstInputs: readonly IdentityStepInput[] = [
  { applicationId: 'planned', home: null, flags: null },
  { applicationId: 'planned', home: { skipBusinessRegistration: true } as HomeResponse, flags: null },
  { applicationId: 'planned', home: null, flags: null, draft: { gstin: GSTIN, username: USERNAME } },
];

const position = (subStatus: string | null, nextAction: string) => ({
  id: 'planned',
  status: 'businessRegistrationDetailsUpdated',
  subStatus,
  nextAction,
  percentCompleted: 62,
});
const start = (status: string) => ({
  type: 'xstate.done.actor.loadGst',
  output: { gstin: GSTIN, status, taxpayerType: 'Regular' },
});
const error = (message: string) => new Error(message);
const otpSent = { otpSentTo: 'XXXXXX0302' };

/** Events the screen in `snapshot` can produce; bare events (SUBMIT, RETRY, …) come from the machine. */
export function gstEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  if (snapshot.matches('loading')) {
    return [
      start('notStarted'),
      start('loggedIn'),
      start('otpSent'),
      { type: 'xstate.error.actor.loadGst', error: error(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches('gstinEntry')) {
    return [
      { type: 'CHANGE', field: 'gstin', value: GSTIN },
      { type: 'CHANGE', field: 'gstin', value: WRONG_CHECK_GSTIN },
    ];
  }
  if (snapshot.matches('confirming')) {
    return [
      {
        type: 'xstate.done.actor.confirmGstin',
        output: { gstin: GSTIN, taxpayerType: 'Regular', application: position(null, 'gstin') },
      },
      { type: 'xstate.error.actor.confirmGstin', error: error(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches({ login: 'typing' })) return [{ type: 'CHANGE', field: 'username', value: USERNAME }];
  if (snapshot.matches({ login: 'loggingIn' })) {
    return [
      { type: 'xstate.done.actor.gstLogin', output: {} },
      { type: 'xstate.error.actor.gstLogin', error: error('API access is not enabled for this GST username.') },
    ];
  }
  if (snapshot.matches({ consent: 'asking' })) return [{ type: 'CHANGE', field: 'consent', value: 'true' }];
  if (snapshot.matches({ consent: 'consenting' })) {
    return [
      { type: 'xstate.done.actor.gstConsent', output: otpSent },
      { type: 'xstate.error.actor.gstConsent', error: error(PORTAL_FAULT) },
    ];
  }
  if (snapshot.matches({ otp: 'typing' })) return [{ type: 'CHANGE', field: 'otp', value: '1234' }];
  if (snapshot.matches({ otp: 'verifying' })) {
    return [
      {
        type: 'xstate.done.actor.gstOtp',
        output: { application: position('gstVerified', 'serviceability'), taxpayerType: 'Regular' },
      },
      { type: 'xstate.error.actor.gstOtp', error: error('The OTP is incorrect.') },
    ];
  }
  if (snapshot.matches({ otp: 'resending' })) {
    return [
      { type: 'xstate.done.actor.resendGstOtp', output: otpSent },
      { type: 'xstate.error.actor.resendGstOtp', error: error(PORTAL_FAULT) },
    ];
  }
  if (snapshot.matches('skipping')) {
    return [
      {
        type: 'xstate.done.actor.skipGst',
        output: { application: { ...position(null, 'serviceability'), status: 'businessRegistrationDetailsSkipped' } },
      },
      { type: 'xstate.error.actor.skipGst', error: error(SERVER_FAULT) },
    ];
  }
  return [];
}

// Per screen, only the field its guard reads.
const FIELD_OF: Record<string, string> = { gstinEntry: 'gstin', login: 'username', consent: 'consent', otp: 'otp' };

export function serializeGstState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as GstContext;
  const top = typeof snapshot.value === 'string' ? snapshot.value : (Object.keys(snapshot.value)[0] ?? '');
  const field = FIELD_OF[top];
  return JSON.stringify({
    value: snapshot.value,
    ok: field ? Object.keys(identityFieldErrors(context.values, [field])).length === 0 : null,
    resend: context.resendReady,
    skip: context.skipAllowed,
  });
}
