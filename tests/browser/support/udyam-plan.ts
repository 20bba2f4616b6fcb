import { assign } from 'xstate';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { lookupFields, udyamMachine } from '../../../machines/onboarding/udyam.machine.ts';
import type { UdyamContext } from '../../../machines/onboarding/udyam.machine.ts';
import type { IdentityStepInput } from '../../../machines/onboarding/types.ts';
import { fieldsValid, identityFieldErrors, withFieldErrors } from '../../../src/journeys/onboarding/identity/rules.ts';
import { SEEDS } from '../../fixtures/applicant.ts';

// The plan the Udyam browser paths replay: the udyam machine with the app's real field rules
// (its API actors are the browser's), and only what the screens can produce. Outcomes follow
// the sandbox (docs/sandbox.md "Udyam"): a mobile ending in 0 has no registration, so that is
// the one way Send OTP fails; by number the list is that number, by mobile also
// UDYAM-MH-26- + the mobile's last 7 digits. Other failures are sandbox faults.

export const PHONE = '9876543210';
export const UDYAM = SEEDS.udyam.registration.registrationNumber;
export const MOBILE = '9123456789';
export const MOBILE_UDYAM = 'UDYAM-MH-26-3456789';
export const NO_UDYAM_MOBILE = '9123456780';
export const NO_UDYAM_MESSAGE = 'No Udyam registration is linked to this mobile number.';
export const WRONG_OTP_MESSAGE = /The OTP is incorrect\. \d tries? left\./;
export const FAULT = 'Sandbox fault: the Udyam provider is unavailable.';

export const plannedUdyamMachine = udyamMachine.provide({
  guards: { valid: ({ context }, params) => fieldsValid(context, params) },
  actions: { showErrors: assign(({ context }, params) => withFieldErrors(context, params)) },
});

export const udyamInput: IdentityStepInput = { applicationId: 'planned', home: null, flags: null };

export const contextOf = (snapshot: AnyMachineSnapshot): UdyamContext => snapshot.context as UdyamContext;

const registration = (number: string) => ({
  udyam_reg_no: number,
  enterprise_name: 'Verma Traders',
  enterprise_type: 'Micro',
});

export const sentTo = (context: UdyamContext): string =>
  context.values.lookup === 'mobile' ? (context.values.mobile ?? '') : PHONE;

/** Each screen's own fields; the entering screen's values are the ones the paths need. */
function changes(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  if (snapshot.matches('otp')) return [{ type: 'CHANGE', field: 'otp', value: '1234' }];
  if (snapshot.matches('list')) return [{ type: 'CHANGE', field: 'selected', value: UDYAM }];
  const byMobile = contextOf(snapshot).values.lookup === 'mobile';
  return [
    { type: 'CHANGE', field: 'lookup', value: byMobile ? 'number' : 'mobile' },
    ...(byMobile
      ? [
          { type: 'CHANGE', field: 'mobile', value: MOBILE },
          { type: 'CHANGE', field: 'mobile', value: NO_UDYAM_MOBILE },
        ]
      : [{ type: 'CHANGE', field: 'udyamNumber', value: UDYAM }]),
  ];
}

/** How the call in flight can end, as the sandbox would end it. */
function outcomes(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = contextOf(snapshot);
  const sent = { request_id: 'planned', otp_sent_to: `XXXXXX${sentTo(context).slice(-4)}`, retry_after_seconds: 30 };
  if (snapshot.matches('restoring')) {
    return [
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
    ];
  }
  if (snapshot.matches('sending')) {
    return context.values.lookup === 'mobile' && context.values.mobile === NO_UDYAM_MOBILE
      ? [{ type: 'xstate.error.actor.generateUdyamOtp', error: { field: 'mobile', message: NO_UDYAM_MESSAGE } }]
      : [{ type: 'xstate.done.actor.generateUdyamOtp', output: sent }];
  }
  if (snapshot.matches({ otp: 'resending' })) {
    return [
      { type: 'xstate.done.actor.resendUdyamOtp', output: sent },
      { type: 'xstate.error.actor.resendUdyamOtp', error: new Error(FAULT) },
    ];
  }
  if (snapshot.matches({ otp: 'verifying' })) {
    const list =
      context.values.lookup === 'mobile' ? [registration(UDYAM), registration(MOBILE_UDYAM)] : [registration(UDYAM)];
    return [
      { type: 'xstate.done.actor.submitUdyamOtp', output: list },
      {
        type: 'xstate.error.actor.submitUdyamOtp',
        error: { field: 'otp', message: 'The OTP is incorrect. 4 tries left.' },
      },
    ];
  }
  if (snapshot.matches({ list: 'submitting' })) {
    return [
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
      { type: 'xstate.error.actor.submitUdyam', error: new Error(FAULT) },
    ];
  }
  return [];
}

export function udyamEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  return [...changes(snapshot), ...outcomes(snapshot)];
}

export function serializeUdyamState(snapshot: AnyMachineSnapshot): string {
  const context = contextOf(snapshot);
  const ok = (fields: readonly string[]) => Object.keys(identityFieldErrors(context.values, fields)).length === 0;
  return JSON.stringify({
    value: snapshot.value,
    lookup: context.values.lookup,
    found: ok(lookupFields(context.values)),
    noUdyam: context.values.mobile === NO_UDYAM_MOBILE,
    otp: ok(['otp']),
    selected: ok(['selected']),
    listed: context.registrations.length,
    resend: context.resendReady,
  });
}

/**
 * Only the outcomes `udyamEvents` offers: a call's result the sandbox cannot give here (a Send
 * OTP by a mobile ending in 0 that succeeds) would otherwise be sent bare.
 */
export function offeredOnly(_snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  return !/^xstate\.(done|error)\.actor\./.test(event.type) || 'output' in event || 'error' in event;
}
