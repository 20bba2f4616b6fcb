import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { ApiError } from '../../../src/api/errors.ts';
import { verhoeffCheckDigit } from '../../../rules/identity/aadhaar.ts';
import type { KycContext } from '../../../machines/onboarding/kyc.machine.ts';

// The DigiLocker KYC step's sample events, for its machine paths (tests/paths/kyc.paths.test.ts)
// and its browser paths (tests/browser/paths/kyc.spec.ts): per screen, only what a user (or the
// server) can produce there. The Aadhaar OTP's boxes are the otp child's (otp-events.ts): here
// the child only ends, with the verified record.

/** A valid Aadhaar number (Verhoeff check digit) with a mobile linked. */
export const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;
/** Numbers starting 9 have no mobile linked: EPL-10000 reaches the caller (docs/sandbox.md). */
export const UNLINKED_AADHAAR = `93456789012${verhoeffCheckDigit('93456789012')}`;
export const SERVER_FAULT = 'DigiLocker is unavailable for a moment.';

/** Whether the sandbox finds a mobile linked to the number (its answer to sending an OTP). */
export function isLinked(aadhaarNumber: string | undefined): boolean {
  return !(aadhaarNumber ?? '').startsWith('9');
}

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
  // A number with a mobile linked, or one without: which it is decides how sending ends.
  if (snapshot.matches({ aadhaar: 'entering' })) {
    return [
      { type: 'CHANGE', field: 'aadhaarNumber', value: AADHAAR },
      { type: 'CHANGE', field: 'aadhaarNumber', value: UNLINKED_AADHAAR },
    ];
  }
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
  // The otp child's code was right: its answer is the verified record.
  if (snapshot.matches({ aadhaar: 'otp' })) {
    return [
      {
        type: 'xstate.done.actor.otp',
        output: { ...verified, digiLocker: { ...verifiedRecord, source: 'aadhaarOtp' } },
      },
    ];
  }
  return [];
}

/**
 * The plans' `filterEvents`: the sandbox sends a code to the mobile linked to the number, and
 * answers EPL-10000 only for a number with none (a fault can fail either).
 */
export function kycEventOffered(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  if (!snapshot.matches({ aadhaar: 'sending' })) return true;
  const linked = isLinked((snapshot.context as KycContext).values.aadhaarNumber);
  if (event.type === 'xstate.done.actor.sendAadhaarOtp') return linked;
  const notLinked = (event as { error?: { code?: string } }).error?.code === 'EPL-10000';
  return notLinked ? !linked : true;
}
