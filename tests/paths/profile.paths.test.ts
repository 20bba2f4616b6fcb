import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { routeOf } from '../../machines/routing.ts';
import { PROFILE_PATHS } from '../../machines/profile/screens.ts';
import type { ProfileContext } from '../../machines/profile/types.ts';
import { provideProfile } from '../../src/journeys/profile/provide.ts';
import { runMachinePaths, sendEvent } from '../support/harness/machine-runner.ts';
import type { MachineHandlers, MachineStateContext } from '../support/harness/machine-runner.ts';
import {
  AADHAAR,
  INPUTS,
  NEW_EMAIL,
  SERVER_FAULT,
  profileEvents,
  serializeProfileState,
  userCanSend,
} from '../support/events/profile-events.ts';
import { plannedApiClient } from '../support/planned-client.ts';

// Every transition of the profile chart (ADR 052) with its calls answered as each path plans: the
// read (no re-KYC, one asked, one started; failed), each screen by address and by its buttons, the
// email typed (its rule), sent and verified through the OTP child, the re-KYC started, the Aadhaar
// number typed (its rule), its OTP sent and verified, the lender's two parts (ADR 056: one failing
// and read again by Retry while the other stays shown), and the calls' failures. The same calls
// against the sandbox: tests/server/profile/profile-routes.test.ts; in the browser:
// tests/browser/paths/profile.spec.ts.

const machine = provideProfile(plannedApiClient());

type Context = MachineStateContext<typeof machine>;
const on = (snapshot: AnyMachineSnapshot) => snapshot.context as ProfileContext;

function at(path: string | null, check?: (context: ProfileContext) => void) {
  return ({ snapshot }: Context) => {
    const route = routeOf(snapshot);
    if (path === null) expect(route).toBeNull();
    else expect(route).toBe(path);
    check?.(on(snapshot));
  };
}

const read = (context: ProfileContext) => expect(context.profile).not.toBeNull();
const alertIsFault = (context: ProfileContext) => {
  if (context.error !== null) expect(context.error).toBe(SERVER_FAULT);
};
const reKycOpen = (context: ProfileContext) => expect(['due', 'inProgress']).toContain(context.profile?.reKyc?.status);

const handlers = {
  states: {
    loading: at(null, (context) => expect(context.error).toBeNull()),
    failed: at(null, (context) => expect(context.error).toBe(SERVER_FAULT)),
    routing: at(null),
    'profile.reading': at(PROFILE_PATHS.profile, (context) => {
      read(context);
      expect(context.sections.lender.status).not.toBe('failed');
      expect(context.sections.terms.status).not.toBe('failed');
    }),
    'profile.shown': at(PROFILE_PATHS.profile, (context) => {
      read(context);
      expect(context.sections.lender.status).not.toBe('loading');
      expect(context.sections.terms.status).not.toBe('loading');
      if (context.sections.lender.status === 'failed') expect(context.sections.lender.error).toBe(SERVER_FAULT);
      read(context);
      expect(context.aadhaarNumber).toBe('');
      if (context.notice !== null) expect(context.notice).toMatch(/^(Your email .+ is verified\.|Your KYC is updated)/);
      if (context.notice?.startsWith('Your email')) expect(context.profile?.email?.verified).toBe(true);
      if (context.notice?.startsWith('Your KYC')) expect(context.profile?.reKyc?.status).toBe('done');
    }),
    'email.entering': at(PROFILE_PATHS.email, (context) => {
      read(context);
      alertIsFault(context);
      if (context.emailError !== null) expect(context.emailError).toMatch(/^Please enter/);
    }),
    'email.sending': at(PROFILE_PATHS.email, (context) => expect(context.email).toBe(NEW_EMAIL)),
    'email.otp': at(PROFILE_PATHS.email, (context) => expect(context.emailSentTo).toBe('a***@example.in')),
    'reKyc.opening': at(PROFILE_PATHS.reKyc),
    'reKyc.asked': at(PROFILE_PATHS.reKyc, (context) => {
      expect(context.profile?.reKyc?.status).toBe('due');
      alertIsFault(context);
    }),
    'reKyc.initiating': at(PROFILE_PATHS.reKyc, reKycOpen),
    'reKyc.aadhaar': at(PROFILE_PATHS.reKyc, (context) => {
      expect(context.profile?.reKyc?.status).toBe('inProgress');
      alertIsFault(context);
      if (context.aadhaarError !== null) expect(context.aadhaarError).toMatch(/Aadhaar number/);
    }),
    'reKyc.sending': at(PROFILE_PATHS.reKyc, (context) => expect(context.aadhaarNumber).toBe(AADHAAR)),
    'reKyc.otp': at(PROFILE_PATHS.reKyc, (context) => {
      expect(context.otpRequestId).toBe('planned');
      expect(context.otpSentTo).toBe('XXXXXX0531');
    }),
  } as MachineHandlers<typeof machine>['states'],
  events: {
    RETRY: sendEvent,
    ADD_EMAIL: sendEvent,
    START_REKYC: sendEvent,
    BACK: sendEvent,
    SUBMIT: sendEvent,
    CHANGE: sendEvent,
    EMAIL_CHANGED: sendEvent,
    AADHAAR_CHANGED: sendEvent,
  },
} satisfies MachineHandlers<typeof machine>;

runMachinePaths(machine, handlers, {
  events: profileEvents,
  inputs: INPUTS,
  serializeState: serializeProfileState,
  filterEvents: userCanSend,
  limit: 100_000,
  name: 'profile',
});
