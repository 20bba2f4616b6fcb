import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { getDigiLockerUrl } from '../../src/journeys/onboarding/api/identity/digilocker/index.ts';
import { routeOf } from '../../machines/routing.ts';
import { KYC_PATHS, KYC_PENDING_MESSAGE } from '../../machines/onboarding/kyc.machine.ts';
import type { KycContext } from '../../machines/onboarding/kyc.machine.ts';
import type { IdentityStepInput } from '../../machines/onboarding/types.ts';
import { provideIdentitySteps } from '../../src/journeys/onboarding/identity/provide.ts';
import { createKycActors } from '../../src/journeys/onboarding/identity/kyc-actors.ts';
import type { BrowserAddress } from '../../src/journeys/onboarding/identity/kyc-actors.ts';
import { aadhaarError } from '../../rules/identity/aadhaar.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import { BASE_URL } from '../support/sandbox-actors.ts';
import { personalInfo } from '../fixtures/applicant.ts';
import {
  AADHAAR,
  SERVER_FAULT,
  UNLINKED_AADHAAR,
  isLinked,
  kycEventOffered,
  kycEvents,
} from '../support/events/kyc-events.ts';
import { arrangedReal, createIdentityWorld, plannedCode } from '../support/identity-world.ts';

// Every transition of the DigiLocker step on the in-process sandbox: a real provider page
// (approved, denied or left undecided) behind the return address, the Aadhaar OTP variant (and
// EPL-10000 for a number with no mobile), the switch to manual upload. The code itself is the
// otp child's (otp.paths.test.ts); here it ends as the path plans, with the verified record.

const world = createIdentityWorld('97');
const AT_DIGILOCKER = { personalInfo, kycMode: 'digiLocker' };

let address: BrowserAddress = { pathname: KYC_PATHS.result, search: '' };
const redirects: string[] = [];
const steps = provideIdentitySteps(world.client, {
  drafts: { persist: () => {}, clear: () => {} },
  redirectTo: (url) => redirects.push(url),
  address: () => address,
});
const real = createKycActors(world.client, () => address);

// The provider page acts on the one-time reference in the url the lender gave for the request.
const providerUrls = new Map<string, string>();
function referenceOf(requestId: string): string {
  const url = providerUrls.get(requestId) ?? redirects.find((to) => to.includes(`requestId=${requestId}`)) ?? '';
  return new URL(url, BASE_URL).searchParams.get('ref') ?? '';
}

async function decide(requestId: string, decision: 'approve' | 'deny'): Promise<void> {
  const answer = await world.fetch(
    new Request(`${BASE_URL}/v1/sandbox-digilocker/authorize`, {
      method: 'POST',
      body: new URLSearchParams({ requestId, ref: referenceOf(requestId), decision }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  );
  expect(answer.status).toBe(303);
}

const actors = {
  readProviderReturn: arrangedReal(world, real.readProviderReturn, async (outcome) => {
    if (outcome.done && outcome.output !== null) {
      // The browser comes back from a real provider page for this applicant.
      const { requestId, url } = await getDigiLockerUrl(world.client, { redirectUrl: KYC_PATHS.result });
      providerUrls.set(requestId, url);
      address = { pathname: KYC_PATHS.result, search: `?status=success&requestId=${requestId}` };
    } else {
      address = { pathname: KYC_PATHS.result, search: '' };
    }
  }),
  getDigiLockerUrl: arrangedReal(world, real.getDigiLockerUrl, async (outcome, input) => {
    if (!outcome.done) await world.fault('GET', '/v1/idfy/digilocker-url', SERVER_FAULT, { times: 3 });
    return input;
  }),
  checkDigiLockerStatus: arrangedReal(world, real.checkDigiLockerStatus, async (outcome, input) => {
    if (!outcome.done) {
      await world.fault('GET', '/v1/idfy/digilocker-status', SERVER_FAULT, { times: 3 });
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
    // The number typed has no mobile linked: EPL-10000 is the sandbox's own answer.
    if (plannedCode(outcome) === 'EPL-10000') return input;
    if (!outcome.done) await world.fault('POST', '/v1/digilocker/surepass/otp', SERVER_FAULT);
    return input;
  }),
  switchToManual: arrangedReal(world, real.switchToManual, async (outcome, input) => {
    if (!outcome.done) await world.fault('PATCH', `/v1/application/${input.applicationId}/personal-kyc`, SERVER_FAULT);
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

/** The otp child starts from the real request and where its code went. */
const onOtp = (context: KycContext) => {
  expect(context.otpRequestId).not.toBeNull();
  expect(context.otpSentTo).toMatch(/^XXXXXX\d{4}$/);
  expect(context.values.aadhaarNumber).toBe(AADHAAR);
};

const handlers = {
  states: {
    starting: at(null),
    choosing: at(KYC_PATHS.result, (context) => {
      if (context.error !== null) expect([SERVER_FAULT, KYC_PENDING_MESSAGE]).toContain(context.error);
    }),
    gettingUrl: at(KYC_PATHS.result, (context) => expect(context.error).toBeNull()),
    redirecting: at(KYC_PATHS.result, (context) => {
      expect(context.providerUrl).toMatch(/\/v1\/sandbox-digilocker\/authorize\?requestId=[^&]+&ref=/);
      expect(redirects.at(-1)).toBe(context.providerUrl);
    }),
    checking: at(KYC_PATHS.result, (context) => expect(context.providerReturn?.status).toBe('success')),
    checkFailed: at(KYC_PATHS.result, (context) => expect(context.error).toBe(SERVER_FAULT)),
    success: at(KYC_PATHS.success, (context) => {
      expect(context.verified).toMatchObject({ status: 'verified', name: 'Asha Verma', dateOfBirth: '1990-04-12' });
      expect(context.application?.status).toBe('digiLockerVerified');
    }),
    'failure.showing': at(KYC_PATHS.failure, (context) => {
      expect(context.failureReason).toBe('denied');
      expect(context.application).toMatchObject({ subStatus: 'digiLockerFailed', nextAction: 'digiLocker' });
      if (context.error !== null) expect(context.error).toBe(SERVER_FAULT);
    }),
    'failure.switching': at(KYC_PATHS.failure),
    'aadhaar.entering': at(KYC_PATHS.result, (context) => {
      if (context.notLinked) expect(context.error).toBeNull();
      if (context.errors.aadhaarNumber)
        expect(context.errors.aadhaarNumber).toBe(aadhaarError(context.values.aadhaarNumber ?? ''));
    }),
    'aadhaar.sending': at(KYC_PATHS.result, (context) =>
      expect([AADHAAR, UNLINKED_AADHAAR]).toContain(context.values.aadhaarNumber),
    ),
    'aadhaar.otp': at(KYC_PATHS.result, onOtp),
    done: at(null, () => {}),
  },
  events: {
    CHANGE: sendEvent,
    START: sendEvent,
    USE_OTP: sendEvent,
    BACK: sendEvent,
    SUBMIT: sendEvent,
    CHANGE_NUMBER: sendEvent,
    RETRY: sendEvent,
    SWITCH_TO_MANUAL: sendEvent,
    CONTINUE: sendEvent,
  },
} satisfies MachineHandlers<typeof machine>;

function serializeState(snapshot: AnyMachineSnapshot): string {
  const context = on(snapshot);
  const number = context.values.aadhaarNumber;
  return JSON.stringify({
    value: snapshot.value,
    aadhaar: aadhaarError(number ?? '') === null,
    linked: isLinked(number),
  });
}

const input: IdentityStepInput = { applicationId: 'planned', home: null, flags: null };

runMachinePaths(machine, handlers, {
  events: kycEvents,
  filterEvents: kycEventOffered,
  input,
  serializeState,
  actors,
  name: 'kyc',
  settleTimeoutMs: 1_000,
});
