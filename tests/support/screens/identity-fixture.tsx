import { act } from '@testing-library/react';
import { assign, createActor } from 'xstate';
import { gstMachine } from '../../../machines/onboarding/gst.machine.ts';
import { kycMachine } from '../../../machines/onboarding/kyc.machine.ts';
import { udyamMachine } from '../../../machines/onboarding/udyam.machine.ts';
import type { IdentityStepInput } from '../../../machines/onboarding/types.ts';
import { provideOtp } from '../../../machines/kit/otp.machine.ts';
import { fieldsValid, withFieldErrors } from '../../../rules/onboarding/identity-fields.ts';
import { Calls } from './step-fixture.tsx';

// The identity screens run on their real machines with the app's real field rules; only the
// API-facing actors wait for the test to settle them (see step-fixture.tsx): the OTP screens'
// verify and resend are their otp child's, settled under the names of the calls they make.

export const INPUT: IdentityStepInput = { applicationId: 'app-1', home: null, flags: null };
export const POSITION = {
  id: 'app-1',
  status: 'businessRegistrationDetailsUpdated',
  subStatus: null,
  nextAction: 'gstin',
  percentCompleted: 62,
};

export async function settleCall(
  calls: Calls,
  name: string,
  outcome: { resolve: unknown } | { reject: unknown },
): Promise<unknown> {
  let input: unknown;
  await act(async () => {
    const call = calls.next(name);
    input = call.input;
    if ('resolve' in outcome) call.resolve(outcome.resolve);
    else call.reject(outcome.reject);
    await Promise.resolve();
  });
  return input;
}

export function createKyc() {
  const calls = new Calls();
  const redirects: string[] = [];
  const logic = kycMachine.provide({
    actors: {
      readProviderReturn: calls.actor('readProviderReturn'),
      getDigiLockerUrl: calls.actor('getDigiLockerUrl'),
      checkDigiLockerStatus: calls.actor('checkDigiLockerStatus'),
      sendAadhaarOtp: calls.actor('sendAadhaarOtp'),
      otp: provideOtp({ verify: calls.actor('verifyAadhaarOtp'), resend: calls.actor('resendAadhaarOtp') }),
      switchToManual: calls.actor('switchToManual'),
    },
    guards: { valid: ({ context }, params) => fieldsValid(context, params) },
    actions: {
      showErrors: assign(({ context }, params) => withFieldErrors(context, params)),
      redirectTo: (_, params) => {
        redirects.push(params.url);
      },
    },
  });
  const actor = createActor(logic, { input: INPUT });
  actor.start();
  return { actor, calls, redirects };
}

export function createGst(input: IdentityStepInput = INPUT) {
  const calls = new Calls();
  const logic = gstMachine.provide({
    actors: {
      loadGst: calls.actor('loadGst'),
      confirmGstin: calls.actor('confirmGstin'),
      gstLogin: calls.actor('gstLogin'),
      gstConsent: calls.actor('gstConsent'),
      otp: provideOtp({ verify: calls.actor('gstOtp'), resend: calls.actor('resendGstOtp') }),
      skipGst: calls.actor('skipGst'),
    },
    guards: { valid: ({ context }, params) => fieldsValid(context, params) },
    actions: { showErrors: assign(({ context }, params) => withFieldErrors(context, params)) },
  });
  const actor = createActor(logic, { input });
  actor.start();
  return { actor, calls };
}

export function createUdyam() {
  const calls = new Calls();
  const logic = udyamMachine.provide({
    actors: {
      readUdyamList: calls.actor('readUdyamList'),
      generateUdyamOtp: calls.actor('generateUdyamOtp'),
      otp: provideOtp({ verify: calls.actor('submitUdyamOtp'), resend: calls.actor('resendUdyamOtp') }),
      submitUdyam: calls.actor('submitUdyam'),
    },
    guards: { valid: ({ context }, params) => fieldsValid(context, params) },
    actions: { showErrors: assign(({ context }, params) => withFieldErrors(context, params)) },
  });
  const actor = createActor(logic, { input: INPUT });
  actor.start();
  return { actor, calls };
}
