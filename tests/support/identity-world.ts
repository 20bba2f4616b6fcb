import { afterAll, expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { AnyActorLogic, AnyActorRef, InputFrom, OutputFrom } from 'xstate';
import type { HomeResponse } from '../../rules/home.ts';
import { createApiClient } from '../../src/api/client.ts';
import { MATCHING_PAN, businessInfo, personalInfo } from '../fixtures/applicant.ts';
import type { PlannedPath } from './harness/plan.ts';
import { BASE_URL, PathOutcomes, createSandboxWorld, runReal } from './sandbox-actors.ts';
import type { Outcome, SandboxWorld } from './sandbox-actors.ts';
import { sessionCreateBody } from '../fixtures/device.ts';

// Path tests of the identity steps on the in-process sandbox: each run gets its own applicant,
// seeded at the step and signed in, and the app's real actors call the sandbox as that
// applicant. A planned outcome is arranged before the real call (a fault, a wrong OTP, the
// provider page's decision); the invoke id, not the source, picks the outcome, since one
// source may be invoked under two ids (send and resend).

export const AFTER_KYC = {
  personalInfo,
  kycMode: 'digiLocker',
  digiLockerVerified: true,
  pan: MATCHING_PAN,
  currentAddress: {
    line1: '12, 3rd Cross',
    line2: 'HAL 2nd Stage',
    landmark: 'Near metro',
    pincode: '560038',
    city: 'Bengaluru',
    state: 'Karnataka',
    residenceType: 'rented',
  },
  businessInfo,
};

export interface Applicant {
  phone: string;
  applicationId: string;
  home: HomeResponse;
}

export interface IdentityWorld extends SandboxWorld {
  outcomes: PathOutcomes;
  /** The applicant of a run, once made (its actors wait for it). */
  applicantOf(system: object): Promise<Applicant>;
  /** Once per run, on its first state: a new applicant seeded with `seed`, signed in. */
  begin(actor: AnyActorRef, path: PlannedPath, seed: Record<string, unknown>): Promise<Applicant>;
  otpOf(phone: string): Promise<string>;
  /** A new applicant seeded with `seed` and signed in, outside any planned run. */
  signUp(seed: Record<string, unknown>): Promise<Applicant>;
}

let phones = 0;

export function createIdentityWorld(prefix: string): IdentityWorld {
  let authorization: string | null = null;
  let signedInPhone: string | null = null;
  const world = createSandboxWorld(() => authorization);
  // The app's client sends the saved phone where §6 says (GST consent's x-phone-number).
  const client = createApiClient({
    baseUrl: BASE_URL,
    fetch: (request, init) => world.fetch(new Request(request, init)),
    getAuthorization: () => authorization,
    getPhone: () => signedInPhone,
    onUnauthorized: () => {},
    onErrorPopup: () => {},
    retryDelayMs: () => 1,
  });
  afterAll(() => world.close());
  const outcomes = new PathOutcomes();
  const runs = new WeakMap<object, Promise<Applicant>>();

  async function signUp(seed: Record<string, unknown>): Promise<Applicant> {
    phones += 1;
    const phone = `${prefix}${String(phones).padStart(10 - prefix.length, '0')}`;
    await world.api('PUT', `/__sandbox/customers/${phone}`, { tncAccepted: true, ...seed });
    const { sessionId } = await world.api<{ sessionId: string }>('POST', '/v1/session/create', sessionCreateBody);
    await world.api('POST', '/v2/customer/login', { phone, sessionId });
    const { otp } = await world.api<{ otp: string }>('GET', `/__sandbox/otp/${phone}`);
    const token = await world.api<{ tokenType: string; accessToken: string }>('POST', '/v2/customer/otp', {
      otp,
      sessionId,
    });
    authorization = `${token.tokenType} ${token.accessToken}`;
    signedInPhone = phone;
    const home = await world.api<HomeResponse>('GET', '/v1/home', undefined, authorization);
    return { phone, applicationId: home.application.id, home };
  }

  return {
    ...world,
    client,
    outcomes,
    async applicantOf(system) {
      const limit = Date.now() + 2_000;
      while (!runs.has(system)) {
        if (Date.now() > limit) throw new Error('no applicant was made for this run');
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      const made = await runs.get(system);
      if (!made) throw new Error('the run’s applicant was not made');
      return made;
    },
    async begin(actor, path, seed) {
      outcomes.bind(actor, path);
      if (!runs.has(actor.system)) runs.set(actor.system, signUp(seed));
      const made = await runs.get(actor.system);
      if (!made) throw new Error('the run’s applicant was not made');
      return made;
    },
    signUp,
    async otpOf(phone) {
      return (await world.api<{ otp: string }>('GET', `/__sandbox/otp/${phone}`)).otp;
    },
  };
}

/**
 * Like `arranged` in sandbox-actors.ts, but the outcome is the one planned for the invoke id the
 * actor runs under (`self.id`), and the input always carries the run's real application id.
 */
export function arrangedReal<L extends AnyActorLogic>(
  world: IdentityWorld,
  real: L,
  arrange: (outcome: Outcome, input: InputFrom<L>, applicant: Applicant) => Promise<InputFrom<L>> | InputFrom<L>,
) {
  return fromPromise<OutputFrom<L>, InputFrom<L>>(async ({ input, system, self }) => {
    const outcome = await world.outcomes.next(system, self.id);
    const applicant = await world.applicantOf(system);
    const withId = (
      typeof input === 'object' && input !== null && 'applicationId' in input
        ? { ...input, applicationId: applicant.applicationId }
        : input
    ) as InputFrom<L>;
    return runReal(real, await arrange(outcome, withId, applicant));
  });
}

export const wrongOtp = (otp: string): string => String((Number(otp) + 1) % 10_000).padStart(4, '0');

/** The planned error's code, when the plan gave it one. */
export function plannedCode(outcome: Outcome): string | null {
  if (outcome.done) return null;
  const error = outcome.error as { code?: unknown };
  return typeof error.code === 'string' ? error.code : null;
}

export function expectOneOf<T>(value: T, allowed: readonly T[]): void {
  expect(allowed).toContain(value);
}
