import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, toPromise, waitFor } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { LoginOutput } from '../../../machines/login/login.machine.ts';
import { loginMachine, parseLoginQuery } from '../../../machines/login/login.machine.ts';
import { routeOf } from '../../../machines/routing.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { createSessionActors } from '../../../src/journeys/session/actors.ts';
import { createLoginActors } from '../../../src/journeys/login/actors.ts';
import { decodeToken } from '../../../src/lib/jwt.ts';
import { createHarness, type Harness } from '../../support/sandbox-client.ts';
import { isGuarantorRoute } from '../../../src/routes/route-lookup.ts';

// A reload on Verify Otp, against the in-process sandbox: the address the screen showed is all
// the new page has, and it must bring the user back to the same OTP, terms box and all.

let harness: Harness;
beforeEach(() => {
  harness = createHarness();
});
afterEach(() => harness.close());

const quiet = { trackLoginFailure: () => {}, requestSessionRetry: () => {} };

async function otpFor(phone: string): Promise<string> {
  return ((await (await harness.control('GET', `/__sandbox/otp/${phone}`)).json()) as { otp: string }).otp;
}

function loginActor(url: string, sessionId: string | null) {
  const query = parseLoginQuery(new URL(url, 'https://saakh.test').search);
  const logic = loginMachine.provide({ actors: createLoginActors(harness.client), actions: quiet });
  // The app asks the route table whether ?redirect names a guarantor's screen (session-input.ts).
  const guarantorEntry = query.redirect !== undefined && isGuarantorRoute(query.redirect);
  return createActor(logic, {
    input: { query, sessionId: sessionId ?? query.session ?? null, referralFlow: false, guarantorEntry },
  });
}

/** The first page: Mobile No to Verify Otp; answers the address Verify Otp showed. */
async function sendOtp(phone: string, entryUrl: string): Promise<string> {
  const { sessionId } = await toPromise(
    createActor(
      createSessionActors(harness.client, { navigator: { userAgent: '' }, locate: async () => null }).createSession,
      {
        input: { utm: { source: 'direct', medium: 'direct', campaign: 'direct' } },
      },
    ).start(),
  );
  const actor = loginActor(entryUrl, sessionId).start();
  actor.send({ type: 'MOBILE_CHANGED', value: phone });
  actor.send({ type: 'SUBMIT_MOBILE' });
  const snapshot = await waitFor(actor, (current) => current.matches('otpEntry'));
  actor.stop();
  return routeOf(snapshot) ?? '';
}

/** Verify Otp's code entry: the login's otp child. */
function otpOf(snapshot: SnapshotFrom<typeof loginMachine>) {
  const otp = snapshot.children.otp;
  if (!otp) throw new Error('Verify Otp is not showing');
  return otp;
}

/** The reloaded page: no stored session, only the address. */
async function reload(url: string) {
  const actor = loginActor(url, null);
  const done = toPromise(actor) as Promise<LoginOutput>;
  actor.start();
  const snapshot = await waitFor(actor, (current) => current.matches('otpEntry') || current.matches('mobileEntry'));
  return { actor, snapshot, done };
}

describe('reload on Verify Otp', () => {
  it('a customer comes back to the same OTP with the terms box and referral code, and logs in', async () => {
    const url = await sendOtp('9876543210', '/login/mobile-no');
    const { actor, snapshot, done } = await reload(url);
    expect(snapshot.matches('otpEntry')).toBe(true);
    const otp = otpOf(snapshot);
    expect(otp.getSnapshot().matches('countingDown')).toBe(true);
    expect(otp.getSnapshot().context.secondsLeft).toBe(30);
    expect(routeOf(snapshot)).toBe(url);
    expect(snapshot.context).toMatchObject({
      phone: '9876543210',
      tncAccepted: false,
      tncId: 'tnc-2026-01',
      tncLink: '/v1/terms/tnc-2026-01',
      showReferrerCode: true,
      guarantor: false,
    });
    // The OTP sent before the reload is the one that works.
    otp.send({ type: 'OTP_CHANGED', value: await otpFor('9876543210') });
    actor.send({ type: 'TERMS_TOGGLED', checked: true });
    otp.send({ type: 'SUBMIT_OTP' });
    const output = await done;
    expect(output.landing).toEqual({ kind: 'dashboard' });
    expect(decodeToken(output.auth.accessToken)?.isGuarantor).toBe(false);
  });

  it('a guarantor comes back as a guarantor and verifies through /v1/guarantor', async () => {
    const phone = '9000000001';
    expect((await harness.control('PUT', `/__sandbox/guarantors/${phone}`, {})).status).toBe(200);
    const url = await sendOtp(phone, '/login/mobile-no?redirect=Loan%20Information');
    const { actor, snapshot, done } = await reload(url);
    expect(snapshot.context).toMatchObject({
      phone,
      guarantor: true,
      guarantorId: expect.any(String),
      tncAccepted: false,
      showReferrerCode: false,
    });
    const otp = otpOf(snapshot);
    otp.send({ type: 'OTP_CHANGED', value: await otpFor(phone) });
    actor.send({ type: 'TERMS_TOGGLED', checked: true });
    otp.send({ type: 'SUBMIT_OTP' });
    const output = await done;
    expect(output.landing).toEqual({ kind: 'guarantor' });
    expect(output.guarantorId).toBe(snapshot.context.guarantorId);
    expect(decodeToken(output.auth.accessToken)?.isGuarantor).toBe(true);
  });

  it('an unknown session starts over at Mobile No', async () => {
    const { snapshot, actor } = await reload(
      '/login/verify-otp/9876543210?session=00000000-0000-4000-8000-000000000000&otpSent=true',
    );
    expect(routeOf(snapshot)).toBe('/login/mobile-no');
    expect(harness.recorded.popups).toEqual([]);
    actor.stop();
  });
});

describe('phoneBySession actor', () => {
  it("takes a lender's phone-only answer as today's behaviour: terms accepted, no code box, a customer", async () => {
    const client = createApiClient({
      baseUrl: 'http://lender.test',
      fetch: async () => Response.json({ phone: '9876543210' }),
      getAuthorization: () => null,
      getPhone: () => null,
      onUnauthorized: () => {},
      onErrorPopup: () => {},
    });
    const lookup = createActor(createLoginActors(client).phoneBySession, { input: { sessionId: 's-1' } });
    const answer = toPromise(lookup);
    lookup.start();
    expect(await answer).toEqual({
      phone: '9876543210',
      tncId: null,
      tncLink: null,
      tncAccepted: true,
      showReferrerCode: false,
      guarantorId: null,
    });
  });
});
