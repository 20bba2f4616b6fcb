import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '../../src/api/errors.ts';
import { getDigiLockerUrl } from '../../src/api/identity/digilocker/index.ts';
import { routeOf } from '../../machines/routing.ts';
import { KYC_PATHS, KYC_PENDING_MESSAGE } from '../../machines/onboarding/kyc.machine.ts';
import type { KycContext } from '../../machines/onboarding/kyc.machine.ts';
import type { IdentityStepInput } from '../../machines/onboarding/types.ts';
import { provideIdentitySteps } from '../../src/journeys/onboarding/identity/provide.ts';
import { createKycActors } from '../../src/journeys/onboarding/identity/kyc-actors.ts';
import type { BrowserAddress } from '../../src/journeys/onboarding/identity/kyc-actors.ts';
import { aadhaarError, verhoeffCheckDigit } from '../../src/lib/validation/aadhaar.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { BASE_URL } from '../support/sandbox-actors.ts';
import { personalInfo } from '../fixtures/applicant.ts';
import { arrangedReal, createIdentityWorld, plannedCode, wrongOtp } from '../support/identity-world.ts';

// Every transition of the DigiLocker step on the in-process sandbox: a real provider page
// (approved, denied or left undecided) behind the return address, the Aadhaar OTP variant with
// the real codes (and EPL-10000 for a number with no mobile), the switch to manual upload.

const world = createIdentityWorld('97');
const AT_DIGILOCKER = { personalInfo, kycMode: 'digiLocker' };
const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;
const UNLINKED_AADHAAR = `93456789012${verhoeffCheckDigit('93456789012')}`;
const FAULT = 'Sandbox fault: DigiLocker is unavailable.';

let address: BrowserAddress = { pathname: KYC_PATHS.result, search: '' };
const redirects: string[] = [];
const steps = provideIdentitySteps(world.client, {
  drafts: { persist: () => {}, clear: () => {} },
  redirectTo: (url) => redirects.push(url),
  address: () => address,
});
const real = createKycActors(world.client, () => address);

async function decide(requestId: string, decision: 'approve' | 'deny'): Promise<void> {
  const answer = await world.sandbox.app.fetch(
    new Request(`${BASE_URL}/v1/sandbox-digilocker/authorize`, {
      method: 'POST',
      body: new URLSearchParams({ requestId, decision }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  );
  expect(answer.status).toBe(303);
}

const actors = {
  readProviderReturn: arrangedReal(world, real.readProviderReturn, async (outcome) => {
    if (outcome.done && outcome.output !== null) {
      // The browser comes back from a real provider page for this applicant.
      const { requestId } = await getDigiLockerUrl(world.client, { redirectUrl: KYC_PATHS.result });
      address = { pathname: KYC_PATHS.result, search: `?status=success&requestId=${requestId}` };
    } else {
      address = { pathname: KYC_PATHS.result, search: '' };
    }
  }),
  getDigiLockerUrl: arrangedReal(world, real.getDigiLockerUrl, async (outcome, input) => {
    if (!outcome.done) await world.fault('GET', '/v1/idfy/digilocker-url', FAULT, { times: 3 });
    return input;
  }),
  checkDigiLockerStatus: arrangedReal(world, real.checkDigiLockerStatus, async (outcome, input) => {
    if (!outcome.done) {
      await world.fault('GET', '/v1/idfy/digilocker-status', FAULT, { times: 3 });
      return input;
    }
    const planned = (outcome.output as { digiLocker: { status: string } }).digiLocker.status;
    if (planned === 'verified') await decide(input.requestId, 'approve');
    if (planned === 'failed') await decide(input.requestId, 'deny');
    return input;
  }),
  sendAadhaarOtp: arrangedReal(world, real.sendAadhaarOtp, async (outcome, input) => {
    // Another code for the same applicant is only sent 30 s after the last.
    world.advanceServerClock(31_000);
    if (plannedCode(outcome) === 'EPL-10000') return { aadhaarNumber: UNLINKED_AADHAAR };
    if (!outcome.done) await world.fault('POST', '/v1/digilocker/surepass/otp', FAULT);
    return input;
  }),
  verifyAadhaarOtp: arrangedReal(world, real.verifyAadhaarOtp, async (outcome, input, applicant) => {
    const otp = await world.otpOf(applicant.phone);
    return { ...input, otp: outcome.done ? otp : wrongOtp(otp) };
  }),
  switchToManual: arrangedReal(world, real.switchToManual, async (outcome, input) => {
    if (!outcome.done) await world.fault('PATCH', `/v1/application/${input.applicationId}/personal-kyc`, FAULT);
    return input;
  }),
};

const machine = steps.kyc;
type Context = MachineStateContext<typeof machine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as KycContext;

function at(route: string | null, check?: (context: KycContext) => void) {
  return async ({ actor, path, snapshot }: Context) => {
    await world.begin(actor, path, AT_DIGILOCKER);
    expect(routeOf(snapshot)).toBe(route);
    check?.(on(snapshot));
  };
}

const onOtp = (context: KycContext) => {
  expect(context.otpRequestId).not.toBeNull();
  expect(context.otpSentTo).toMatch(/^XXXXXX\d{4}$/);
  if (context.errors.otp) expect(context.errors.otp).toMatch(/OTP/);
};

const handlers = {
  states: {
    starting: at(null),
    choosing: at(KYC_PATHS.result, (context) => {
      if (context.error !== null) expect([FAULT, KYC_PENDING_MESSAGE]).toContain(context.error);
    }),
    gettingUrl: at(KYC_PATHS.result, (context) => expect(context.error).toBeNull()),
    redirecting: at(KYC_PATHS.result, (context) => {
      expect(context.providerUrl).toMatch(/\/v1\/sandbox-digilocker\/authorize\?requestId=/);
      expect(redirects.at(-1)).toBe(context.providerUrl);
    }),
    checking: at(KYC_PATHS.result, (context) => expect(context.providerReturn?.status).toBe('success')),
    checkFailed: at(KYC_PATHS.result, (context) => expect(context.error).toBe(FAULT)),
    success: at(KYC_PATHS.success, (context) => {
      expect(context.verified).toMatchObject({ status: 'verified', name: 'Asha Verma', dateOfBirth: '1990-04-12' });
      expect(context.application?.status).toBe('digiLockerVerified');
    }),
    'failure.showing': at(KYC_PATHS.failure, (context) => {
      expect(context.failureReason).toBe('denied');
      expect(context.application).toMatchObject({ subStatus: 'digiLockerFailed', nextAction: 'digiLocker' });
      if (context.error !== null) expect(context.error).toBe(FAULT);
    }),
    'failure.switching': at(KYC_PATHS.failure),
    'aadhaar.entering': at(KYC_PATHS.result, (context) => {
      if (context.notLinked) expect(context.error).toBeNull();
      if (context.errors.aadhaarNumber)
        expect(context.errors.aadhaarNumber).toBe(aadhaarError(context.values.aadhaarNumber ?? ''));
    }),
    'aadhaar.sending': at(KYC_PATHS.result, (context) => expect(context.values.aadhaarNumber).toBe(AADHAAR)),
    'aadhaar.otp.typing': at(KYC_PATHS.result, onOtp),
    'aadhaar.otp.verifying': at(KYC_PATHS.result, onOtp),
    'aadhaar.otp.resending': at(KYC_PATHS.result, (context) => expect(context.resendReady).toBe(true)),
    done: at(null, () => {}),
  },
  events: {
    CHANGE: sendEvent,
    START: sendEvent,
    USE_OTP: sendEvent,
    BACK: sendEvent,
    SUBMIT: sendEvent,
    // The resend wait ran on the test's clock; the sandbox's moves on too.
    RESEND: ({ send, event }) => {
      world.advanceServerClock(31_000);
      send(event);
    },
    CHANGE_NUMBER: sendEvent,
    RETRY: sendEvent,
    SWITCH_TO_MANUAL: sendEvent,
    CONTINUE: sendEvent,
  },
} satisfies MachineHandlers<typeof machine>;

function serializeState(snapshot: AnyMachineSnapshot): string {
  const context = on(snapshot);
  return JSON.stringify({
    value: snapshot.value,
    aadhaar: aadhaarError(context.values.aadhaarNumber ?? '') === null,
    otp: /^\d{4}$/.test(context.values.otp ?? ''),
    resend: context.resendReady,
  });
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
  maskedAadhaar: 'XXXXXXXX3210',
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
const otpSent = { requestId: 'planned', otpSentTo: 'XXXXXX3210', retryAfterSeconds: 30 };

const events = [
  { type: 'CHANGE', field: 'aadhaarNumber', value: AADHAAR },
  { type: 'CHANGE', field: 'otp', value: '1234' },
  { type: 'xstate.done.actor.readProviderReturn', output: { requestId: 'planned', status: 'success' } },
  { type: 'xstate.done.actor.readProviderReturn', output: null },
  {
    type: 'xstate.done.actor.getDigiLockerUrl',
    output: {
      url: 'http://sandbox.test/v1/sandbox-digilocker/authorize?requestId=planned',
      requestId: 'planned',
      expiresAt: '',
    },
  },
  { type: 'xstate.error.actor.getDigiLockerUrl', error: new Error(FAULT) },
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
  { type: 'xstate.error.actor.checkDigiLockerStatus', error: new Error(FAULT) },
  { type: 'xstate.done.actor.sendAadhaarOtp', output: otpSent },
  {
    type: 'xstate.error.actor.sendAadhaarOtp',
    error: new ApiError('EPL-10000', { kind: 'http', status: 422, code: 'EPL-10000' }),
  },
  { type: 'xstate.error.actor.sendAadhaarOtp', error: new Error(FAULT) },
  { type: 'xstate.done.actor.resendAadhaarOtp', output: otpSent },
  { type: 'xstate.error.actor.resendAadhaarOtp', error: new Error(FAULT) },
  {
    type: 'xstate.done.actor.verifyAadhaarOtp',
    output: { ...verified, digiLocker: { ...verifiedRecord, source: 'aadhaarOtp' } },
  },
  { type: 'xstate.error.actor.verifyAadhaarOtp', error: { field: 'otp', message: 'Wrong OTP.' } },
  {
    type: 'xstate.done.actor.switchToManual',
    output: { application: position('personalInfoUpdated', 'kycModeManual', 'panKyc') },
  },
  { type: 'xstate.error.actor.switchToManual', error: new Error(FAULT) },
] as const;

const input: IdentityStepInput = { applicationId: 'planned', home: null, flags: null };

runMachinePaths(machine, handlers, { events, input, serializeState, actors, name: 'kyc', settleTimeoutMs: 1_000 });
