import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import { loginMachine } from '../../machines/login/login.machine.ts';
import type {
  AuthorizedInput,
  SendOtpInput,
  SendOtpOutput,
  VerifyOtpOutput,
} from '../../machines/login/login.machine.ts';
import { provideOtp } from '../../machines/kit/otp.machine.ts';
import type { OtpResendInput, OtpResent, OtpVerifyInput } from '../../machines/kit/otp.machine.ts';
import { sessionMachine } from '../../machines/session/session.machine.ts';
import type { HomeBundle, UtmValues } from '../../machines/session/session.machine.ts';
import { handOverOf, routeOf } from '../../machines/routing.ts';
import { isGuarantorAddress } from '../../machines/routing/guarantor-status.ts';
import { fillPath } from '../../machines/routing/paths.ts';
import { redirectTarget } from '../../src/app/router/router.tsx';
import { readSessionInput } from '../../src/journeys/session/session-input.ts';
import { guard } from '../../src/routes/guard.ts';
import {
  FLAT_ROUTES,
  isAddressable,
  isGuarantorRoute,
  redirectAddress,
  type FlatRoute,
} from '../../src/routes/route-lookup.ts';
import { matchTableRoute } from '../../src/routes/route-match.ts';
import { memoryStorage } from '../support/memory-storage.ts';

// A deep link opened signed out, swept over the route table (two of issue 35's classes):
// - the guarantor entry was decided by the word "guarantor" in a route's name, so a guarantor
//   opening Loan Information (/guarantor/loan-info, the link they are sent) ran the customer login
//   and became an applicant. Every route of the guarantor layout, and every address under
//   /guarantor, goes through the guard to Mobile No and there asks the guarantor login for the
//   OTP; every other signed-in route asks the customer login.
// - the deep link's own query (/credit-statement?from=2026-11-01) was dropped through login: every
//   other signed-in route lands, once logged in, on its address with the query it was opened with.

const ORIGIN = 'http://app.test';
const PHONE = '9876543210';

const guarantorLayout = FLAT_ROUTES.find((route) => route.node.kind === 'layout' && route.fullPath === '/guarantor');

const underGuarantor = (route: FlatRoute): boolean =>
  route.ancestors.includes(guarantorLayout?.name ?? '') || /^\/guarantor(\/|$)/.test(route.fullPath);

/** The route's address with any parameter filled, as a person would open it. */
const addressOf = (route: FlatRoute): string =>
  fillPath(route.fullPath, Object.fromEntries([...route.fullPath.matchAll(/:(\w+)/g)].map((m) => [m[1], 'x1']))) ??
  route.fullPath;

/** What the app does with a signed-out visit: the guard, then a table redirect, until an address stays. */
function openSignedOut(address: string): URL {
  let url = new URL(address, ORIGIN);
  for (let hop = 0; hop < 5; hop += 1) {
    const route = matchTableRoute(url.pathname);
    const decision = guard({
      pathname: url.pathname,
      search: url.search,
      route: route ? { name: route.name, requiresAuth: route.meta.requiresAuth } : null,
      stored: { token: null, phone: null, isReferralFlow: false, decodedToken: null },
      nativeWrapper: null,
      position: null,
    });
    if (decision.kind === 'redirect') url = new URL(decision.to, ORIGIN);
    else if (route?.node.kind === 'redirect') url = new URL(redirectTarget(route.node.to, url), ORIGIN);
    else return url;
  }
  throw new Error(`${address} keeps redirecting`);
}

const never = <T>() => new Promise<T>(() => {});

/**
 * The session as the app starts it on that address, a customer logging in through its screens:
 * which login the OTP was asked of, and where the session hands over to once logged in.
 */
async function logInAt(
  url: URL,
): Promise<{ sent: SendOtpInput | undefined; verifyOtp: string | null; landing: string | null }> {
  const sent: SendOtpInput[] = [];
  const login = loginMachine.provide({
    actors: {
      sendOtp: fromPromise<SendOtpOutput, SendOtpInput>(async ({ input }) => {
        sent.push(input);
        return { tncId: 'tnc-1', tncLink: '/terms', tncAccepted: true, showReferrerCode: false, guarantorId: null };
      }),
      otp: provideOtp({
        verify: fromPromise<VerifyOtpOutput, OtpVerifyInput>(async () => ({
          tokenType: 'Bearer',
          accessToken: 'eyJ.t.s',
          onBoardingType: 'direct',
        })),
        resend: fromPromise<OtpResent, OtpResendInput>(async () => ({})),
      }),
      loadHome: fromPromise<unknown, AuthorizedInput>(async () => ({})),
    },
    actions: { trackLoginFailure: () => {} },
  });
  const session = sessionMachine.provide({
    actors: {
      loginJourney: login,
      createSession: fromPromise<{ sessionId: string }, { utm: UtmValues }>(never),
      loadHome: fromPromise<HomeBundle, void>(never),
    },
    actions: { persistAuth: () => {}, persistHome: () => {} },
  });
  const input = readSessionInput({ location: url as unknown as Location }, memoryStorage(), {
    redirectAddress,
    isGuarantorRoute,
  });
  const actor = createActor(session, { input }).start();
  const child = actor.getSnapshot().children.login;
  child?.send({ type: 'SESSION_READY', sessionId: 'session-1' });
  child?.send({ type: 'MOBILE_CHANGED', value: PHONE });
  child?.send({ type: 'SUBMIT_MOBILE' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  const onVerifyOtp = actor.getSnapshot().children.login?.getSnapshot() as AnyMachineSnapshot | undefined;
  const verifyOtp = onVerifyOtp ? routeOf(onVerifyOtp) : null;
  const otp = onVerifyOtp?.children.otp;
  otp?.send({ type: 'OTP_CHANGED', value: '1234' });
  otp?.send({ type: 'SUBMIT_OTP' });
  await waitFor(actor, (snapshot) => snapshot.matches('loggedIn'), { timeout: 1000 }).catch(() => null);
  const landing = actor.getSnapshot().matches('loggedIn') ? handOverOf(actor.getSnapshot()) : null;
  actor.stop();
  return { sent: sent[0], verifyOtp, landing };
}

const signedInRoutes = FLAT_ROUTES.filter(isAddressable).filter(
  (route) => route.meta.requiresAuth || route.node.kind === 'redirect',
);
const guarantorRoutes = signedInRoutes.filter(underGuarantor);
const otherRoutes = signedInRoutes.filter((route) => !underGuarantor(route));

describe('the guarantor entry is decided by the route, not a word in its name', () => {
  it('finds the guarantor layout and its routes, Loan Information and /guarantor/loan-info among them', () => {
    expect(guarantorLayout).toBeDefined();
    const addresses = guarantorRoutes.map(addressOf);
    expect(addresses).toContain('/loan-info');
    expect(addresses).toContain('/guarantor/loan-info');
    expect(guarantorRoutes.length).toBeGreaterThanOrEqual(10);
  });

  it("agrees with the guarantor journey's own addresses (the guard's role split reads them)", () => {
    for (const route of signedInRoutes.filter((r) => r.node.kind !== 'redirect')) {
      expect.soft(isGuarantorAddress(addressOf(route)), route.name).toBe(underGuarantor(route));
      expect.soft(isGuarantorRoute(route.name), route.name).toBe(underGuarantor(route));
    }
  });

  it.each(guarantorRoutes.map((route) => [addressOf(route), route] as const))(
    '%s, opened signed out, starts the guarantor login',
    async (address) => {
      const landed = openSignedOut(address);
      expect(landed.pathname).toBe('/login/mobile-no');
      expect((await logInAt(landed)).sent).toMatchObject({ phone: PHONE, guarantor: true });
    },
  );

  it('every other signed-in route, opened signed out, starts the customer login', async () => {
    const guarantorLogins: string[] = [];
    for (const route of otherRoutes) {
      const landed = openSignedOut(addressOf(route));
      if (landed.pathname !== '/login/mobile-no') continue;
      if ((await logInAt(landed)).sent?.guarantor !== false) guarantorLogins.push(route.name);
    }
    expect(guarantorLogins).toEqual([]);
  });
});

describe("a deep link's query survives login", () => {
  const query = '?from=2026-11-01&to=2026-11-30';

  it('/credit-statement?from=2026-11-01, opened signed out, lands there with its query', async () => {
    const landed = openSignedOut('/credit-statement?from=2026-11-01');
    expect(landed.pathname).toBe('/login/mobile-no');
    expect(Object.fromEntries(landed.searchParams)).toEqual({ redirect: 'Credit Statement', from: '2026-11-01' });
    expect((await logInAt(landed)).landing).toBe('/credit-statement?from=2026-11-01');
  });

  it('a reload on Verify Otp still knows where the deep link leads', async () => {
    const { verifyOtp } = await logInAt(openSignedOut('/credit-statement?from=2026-11-01'));
    expect(verifyOtp).toMatch(/^\/login\/verify-otp\/\d{10}\?/);
    const reloaded = readSessionInput(
      { location: new URL(verifyOtp ?? '', ORIGIN) as unknown as Location },
      memoryStorage(),
      {
        redirectAddress,
        isGuarantorRoute,
      },
    );
    expect(reloaded.loginQuery).toMatchObject({ session: 'session-1', otpSent: 'true', redirect: 'Credit Statement' });
    expect(reloaded.entry).toMatchObject({ redirectPath: '/credit-statement', redirectQuery: { from: '2026-11-01' } });
  });

  it('every other signed-in route, opened signed out with a query, lands on its address and query', async () => {
    const lost: string[] = [];
    // /web-view is the native app's hand-off (§4), which carries its own redirect.
    for (const route of otherRoutes.filter((r) => r.node.kind !== 'redirect' && r.node.kind !== 'guard-only')) {
      const address = addressOf(route);
      const landed = openSignedOut(`${address}${query}`);
      if (landed.pathname !== '/login/mobile-no') continue;
      const after = (await logInAt(landed)).landing;
      if (after !== `${address}${query}`) lost.push(`${address}${query} → ${String(after)}`);
    }
    expect(lost).toEqual([]);
  });
});
