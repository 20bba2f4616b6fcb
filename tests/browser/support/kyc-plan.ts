import { assign } from 'xstate';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { kycMachine } from '../../../machines/onboarding/kyc.machine.ts';
import type { KycContext } from '../../../machines/onboarding/kyc.machine.ts';
import type { IdentityStepInput } from '../../../machines/onboarding/types.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { fieldsValid, withFieldErrors } from '../../../src/journeys/onboarding/identity/rules.ts';
import { aadhaarError, verhoeffCheckDigit } from '../../../src/lib/validation/aadhaar.ts';

// The DigiLocker KYC plan the browser replays: the machine with the app's field rules (so a
// planned field error is the screen's), and per screen only the events a user (or the server)
// can produce there. Leaving for the provider page is the browser's own navigation, so the
// plan's redirect does nothing.

/** A valid Aadhaar number (Verhoeff check digit) with a mobile linked. */
export const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;
/** Numbers starting 9 have no mobile linked: EPL-10000 reaches the caller (docs/sandbox.md). */
export const UNLINKED_AADHAAR = `93456789012${verhoeffCheckDigit('93456789012')}`;
export const SERVER_FAULT = 'DigiLocker is unavailable for a moment.';
/** The sandbox's words for a wrong provider OTP (the count of tries left follows). */
export const WRONG_OTP = 'The OTP is incorrect.';

export const plannedKycMachine = kycMachine.provide({
  guards: { valid: ({ context }, params) => fieldsValid(context, params) },
  actions: {
    showErrors: assign(({ context }, params) => withFieldErrors(context, params)),
    redirectTo: () => {},
  },
});

export const kycInput: IdentityStepInput = { applicationId: 'planned', home: null, flags: null };

const position = (status: string, subStatus: string | null, nextAction: string) => ({
  id: 'planned',
  status,
  subStatus,
  nextAction,
  percentCompleted: 20,
});
const verifiedRecord = {
  status: 'verified',
  requestId: 'planned',
  source: 'digiLocker',
  name: 'Asha Verma',
  dateOfBirth: '1990-04-12',
  gender: 'female',
  maskedAadhaar: 'XXXXXXXX0303',
  aadhaarAddress: {
    line1: '21, Shivaji Road',
    line2: 'Shivajinagar',
    landmark: 'Near bus depot',
    pincode: '411005',
    city: 'Pune',
    state: 'Maharashtra',
  },
};
const verified = { application: position('digiLockerVerified', null, 'panKyc'), digiLocker: verifiedRecord };
const otpSent = { requestId: 'planned', otpSentTo: 'XXXXXX0303', retryAfterSeconds: 30 };
const fault = (message: string) => new Error(message);

/** Events the screen in `snapshot` can produce; bare events (SUBMIT, RETRY, …) come from the machine. */
export function kycEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  if (snapshot.matches('starting')) {
    return [
      { type: 'xstate.done.actor.readProviderReturn', output: { requestId: 'planned', status: 'success' } },
      { type: 'xstate.done.actor.readProviderReturn', output: null },
    ];
  }
  if (snapshot.matches('gettingUrl')) {
    return [
      {
        type: 'xstate.done.actor.getDigiLockerUrl',
        output: { url: '/v1/sandbox-digilocker/authorize?requestId=planned', requestId: 'planned', expiresAt: '' },
      },
      { type: 'xstate.error.actor.getDigiLockerUrl', error: fault(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches('checking')) {
    return [
      { type: 'xstate.done.actor.checkDigiLockerStatus', output: verified },
      {
        type: 'xstate.done.actor.checkDigiLockerStatus',
        output: {
          application: position('personalInfoUpdated', 'digiLockerFailed', 'digiLocker'),
          digiLocker: { status: 'failed', requestId: 'planned', reason: 'denied' },
        },
      },
      {
        type: 'xstate.done.actor.checkDigiLockerStatus',
        output: {
          application: position('personalInfoUpdated', 'kycModeDigiLocker', 'digiLocker'),
          digiLocker: { status: 'pending', requestId: 'planned' },
        },
      },
      { type: 'xstate.error.actor.checkDigiLockerStatus', error: fault(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches({ failure: 'switching' })) {
    return [
      {
        type: 'xstate.done.actor.switchToManual',
        output: { application: position('personalInfoUpdated', 'kycModeManual', 'panKyc') },
      },
      { type: 'xstate.error.actor.switchToManual', error: fault(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches({ aadhaar: 'entering' })) return [{ type: 'CHANGE', field: 'aadhaarNumber', value: AADHAAR }];
  if (snapshot.matches({ aadhaar: 'sending' })) {
    return [
      { type: 'xstate.done.actor.sendAadhaarOtp', output: otpSent },
      {
        type: 'xstate.error.actor.sendAadhaarOtp',
        error: new ApiError('EPL-10000', { kind: 'http', status: 422, code: 'EPL-10000' }),
      },
      { type: 'xstate.error.actor.sendAadhaarOtp', error: fault(SERVER_FAULT) },
    ];
  }
  if (snapshot.matches({ aadhaar: { otp: 'typing' } })) return [{ type: 'CHANGE', field: 'otp', value: '1234' }];
  if (snapshot.matches({ aadhaar: { otp: 'verifying' } })) {
    return [
      {
        type: 'xstate.done.actor.verifyAadhaarOtp',
        output: { ...verified, digiLocker: { ...verifiedRecord, source: 'aadhaarOtp' } },
      },
      { type: 'xstate.error.actor.verifyAadhaarOtp', error: { field: 'otp', message: WRONG_OTP } },
    ];
  }
  if (snapshot.matches({ aadhaar: { otp: 'resending' } })) {
    return [
      { type: 'xstate.done.actor.resendAadhaarOtp', output: otpSent },
      { type: 'xstate.error.actor.resendAadhaarOtp', error: fault(SERVER_FAULT) },
    ];
  }
  return [];
}

export function serializeKycState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as KycContext;
  return JSON.stringify({
    value: snapshot.value,
    aadhaar: aadhaarError(context.values.aadhaarNumber ?? '') === null,
    otp: /^\d{4}$/.test(context.values.otp ?? ''),
    resend: context.resendReady,
  });
}
