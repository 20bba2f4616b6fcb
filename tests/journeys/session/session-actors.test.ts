import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, waitFor } from 'xstate';
import type { AnyActorLogic, InputFrom, OutputFrom } from 'xstate';
import { loginMachine } from '../../../machines/login/login.machine.ts';
import { createSessionActors } from '../../../src/journeys/session/actors.ts';
import { createLoginActors, createLoginOtpActors } from '../../../src/journeys/login/actors.ts';
import { FALLBACK_LOCATION } from '../../../src/lib/geolocation.ts';
import { decodeToken } from '../../../src/lib/jwt.ts';
import { isApiError } from '../../../src/api/errors.ts';
import { createHarness, type Harness } from '../../support/sandbox-client.ts';

// The real API actors the app provides to the session and login machines, each against the
// in-process sandbox, checking what goes over the wire and what comes back.

function run<L extends AnyActorLogic>(logic: L, input: InputFrom<L>): Promise<OutputFrom<L>> {
  const actor = createActor(logic, { input });
  const result = toPromise(actor);
  actor.start();
  return result as Promise<OutputFrom<L>>;
}

const ANDROID = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126',
  vendor: 'Google Inc.',
  platform: 'Linux armv8l',
};
const DIRECT = { source: 'direct', medium: 'direct', campaign: 'direct' };
const PHONE = '9876543210';

let harness: Harness;
beforeEach(() => {
  harness = createHarness();
});
afterEach(() => harness.close());

async function lastBody(path: string): Promise<unknown> {
  const request = harness.recorded.requests.filter((candidate) => new URL(candidate.url).pathname === path).at(-1);
  if (!request) throw new Error(`no request to ${path}`);
  return JSON.parse(await request.clone().text()) as unknown;
}

async function otpFor(phone: string): Promise<string> {
  return ((await (await harness.control('GET', `/__sandbox/otp/${phone}`)).json()) as { otp: string }).otp;
}

describe('createSession', () => {
  it('sends the §3 payload: browser device, WEB LONG, source and channel web, direct utm', async () => {
    const actors = createSessionActors(harness.client, {
      navigator: ANDROID,
      locate: async () => ({ latitude: 12.97, longitude: 77.59 }),
    });
    const { sessionId } = await run(actors.createSession, { utm: DIRECT });
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await lastBody('/v1/session/create')).toEqual({
      device: {
        deviceType: 'browser',
        deviceMake: 'Google Inc.',
        deviceModel: 'Linux armv8l',
        os: 'Android',
        osVersion: '14',
        identifierType: 'ip',
        identificationNumber: '',
      },
      location: { latitude: 12.97, longitude: 77.59 },
      source: 'web',
      utmParameters: { source: 'direct', medium: 'direct', campaign: 'direct', channel: 'web' },
      onBoardingFlow: 'WEB LONG',
    });
  });

  it('sends the fallback coordinate when geolocation fails, and the campaign from the query', async () => {
    const actors = createSessionActors(harness.client, { navigator: ANDROID, locate: async () => null });
    await run(actors.createSession, { utm: { source: 'newsletter', medium: 'email', campaign: 'diwali' } });
    const body = (await lastBody('/v1/session/create')) as { location: unknown; utmParameters: unknown };
    expect(body.location).toEqual(FALLBACK_LOCATION);
    expect(body.utmParameters).toEqual({ source: 'newsletter', medium: 'email', campaign: 'diwali', channel: 'web' });
  });

  it('rejects with the server message and no popup, for the form to show', async () => {
    await harness.addFault({
      method: 'POST',
      path: '/v1/session/create',
      status: 500,
      body: { error: { code: 'EPL-50000', message: 'No sessions today.' } },
    });
    const actors = createSessionActors(harness.client, { navigator: ANDROID, locate: async () => null });
    await expect(run(actors.createSession, { utm: DIRECT })).rejects.toThrow('No sessions today.');
    expect(harness.recorded.popups).toEqual([]);
  });
});

describe('startReferral', () => {
  it('posts the multipart JSON with marketplace, callback, source and location', async () => {
    const actors = createSessionActors(harness.client, { navigator: ANDROID, locate: async () => null });
    const started = await run(actors.startReferral, {
      marketplaceName: 'shipkart',
      callbackUrl: 'https://partner.example/back',
      utm: DIRECT,
    });
    expect(started).toEqual({
      sessionId: expect.stringMatching(/\S/),
      callbackUrl: 'https://partner.example/back',
      marketplaceName: 'shipkart',
    });
    const request = harness.recorded.requests.find((candidate) => candidate.url.endsWith('/v1/referral/start'));
    const form = await request!.clone().formData();
    expect(JSON.parse(String(form.get('data')))).toEqual({
      marketplaceInfo: { name: 'shipkart' },
      callbackUrl: 'https://partner.example/back',
      source: { source: 'direct', medium: 'direct', campaign: 'direct', channel: 'web' },
      location: FALLBACK_LOCATION,
    });
  });
});

describe('customer login actors', () => {
  async function sessionId(): Promise<string> {
    const actors = createSessionActors(harness.client, { navigator: ANDROID, locate: async () => null });
    return (await run(actors.createSession, { utm: DIRECT })).sessionId;
  }

  it('sends the OTP, verifies it with the terms, records consent and loads home with the new token', async () => {
    const login = createLoginActors(harness.client);
    const otpCalls = createLoginOtpActors(harness.client);
    const id = await sessionId();
    const sent = await run(login.sendOtp, { phone: PHONE, sessionId: id, referrerCode: null, guarantor: false });
    expect(sent).toMatchObject({ tncAccepted: false, tncId: expect.any(String), guarantorId: null });
    expect(await lastBody('/v2/customer/login')).toEqual({ phone: PHONE, sessionId: id });

    const verified = await run(otpCalls.verify, {
      otp: await otpFor(PHONE),
      request: { sessionId: id, referrerCode: null, tncId: sent.tncId, guarantorId: null },
    });
    expect(verified.tokenType).toBe('Bearer');
    expect(verified.onBoardingType).toBe(decodeToken(verified.accessToken)?.onBoardingType);
    expect(verified.onBoardingType).toBe('direct');

    // The client has no stored token yet (harness.auth is empty): the call carries the new one.
    await run(login.recordConsent, { auth: verified });
    const consent = harness.recorded.requests.filter((request) => request.url.endsWith('/v1/consent-status')).at(-1);
    expect(consent?.headers.get('authorization')).toBe(`Bearer ${verified.accessToken}`);
    expect(await lastBody('/v1/consent-status')).toEqual({ consentType: 'WHATSAPP', status: 'granted' });

    const home = (await run(login.loadHome, { auth: verified })) as { application: { id: string } };
    expect(home.application.id).toMatch(/\S/);
  });

  it('looks the phone up by session, and rejects an unknown session without a popup', async () => {
    const login = createLoginActors(harness.client);
    const id = await sessionId();
    await run(login.sendOtp, { phone: PHONE, sessionId: id, referrerCode: null, guarantor: false });
    // With what the login answered, for Verify Otp to resume whole.
    expect(await run(login.phoneBySession, { sessionId: id })).toEqual({
      phone: PHONE,
      tncId: 'tnc-2026-01',
      tncLink: '/v1/terms/tnc-2026-01',
      tncAccepted: false,
      showReferrerCode: true,
      guarantorId: null,
    });
    await expect(run(login.phoneBySession, { sessionId: '00000000-0000-4000-8000-000000000000' })).rejects.toSatisfy(
      isApiError,
    );
    expect(harness.recorded.popups).toEqual([]);
  });

  it('records a sign-up with a referral code under §3 Ref_code, and none without one', async () => {
    const host: { saakhAnalytics?: unknown[] } = {};
    vi.stubGlobal('window', host);
    try {
      const login = createLoginActors(harness.client);
      const otpCalls = createLoginOtpActors(harness.client);
      const id = await sessionId();
      const sent = await run(login.sendOtp, { phone: PHONE, sessionId: id, referrerCode: 'FRIEND1', guarantor: false });
      const request = { sessionId: id, referrerCode: 'FRIEND1', tncId: sent.tncId, guarantorId: null };
      await run(otpCalls.verify, { otp: await otpFor(PHONE), request });
      expect(host.saakhAnalytics).toEqual([{ event: 'referral_signup', Ref_code: 'FRIEND1' }]);

      const other = await sessionId();
      const plain = await run(login.sendOtp, {
        phone: '9876543211',
        sessionId: other,
        referrerCode: null,
        guarantor: false,
      });
      const without = { sessionId: other, referrerCode: null, tncId: plain.tncId, guarantorId: null };
      await run(otpCalls.verify, { otp: await otpFor('9876543211'), request: without });
      expect(host.saakhAnalytics).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends the referrer code when given, and resend answers the wait', async () => {
    const login = createLoginActors(harness.client);
    const otpCalls = createLoginOtpActors(harness.client);
    const id = await sessionId();
    await run(login.sendOtp, { phone: PHONE, sessionId: id, referrerCode: 'FRIEND1', guarantor: false });
    expect(await lastBody('/v2/customer/login')).toEqual({ phone: PHONE, sessionId: id, referrerCode: 'FRIEND1' });
    // Within 30 s the server refuses; its sentence reaches the caller.
    await expect(run(otpCalls.resend, { request: { sessionId: id, guarantorId: null } })).rejects.toThrow(/wait/i);
  });

  it('rejects a wrong OTP with the server message', async () => {
    const login = createLoginActors(harness.client);
    const otpCalls = createLoginOtpActors(harness.client);
    const id = await sessionId();
    const sent = await run(login.sendOtp, { phone: PHONE, sessionId: id, referrerCode: null, guarantor: false });
    const right = await otpFor(PHONE);
    const wrong = String((Number(right) + 1) % 10_000).padStart(4, '0');
    await expect(
      run(otpCalls.verify, {
        otp: wrong,
        request: { sessionId: id, referrerCode: null, tncId: sent.tncId, guarantorId: null },
      }),
    ).rejects.toThrow(/incorrect/i);
  });
});

describe('guarantor login actors', () => {
  it('logs the guarantor in through /v1/guarantor and verifies with the guarantor id', async () => {
    const guarantorPhone = '9000000001';
    const created = await harness.control('PUT', `/__sandbox/guarantors/${guarantorPhone}`, {});
    expect(created.status).toBe(200);
    const id = (
      await run(createSessionActors(harness.client, { navigator: ANDROID, locate: async () => null }).createSession, {
        utm: DIRECT,
      })
    ).sessionId;
    const login = createLoginActors(harness.client);
    const otpCalls = createLoginOtpActors(harness.client);
    const sent = await run(login.sendOtp, {
      phone: guarantorPhone,
      sessionId: id,
      referrerCode: null,
      guarantor: true,
    });
    expect(sent.guarantorId).toMatch(/\S/);
    expect(await lastBody('/v1/guarantor/login')).toEqual({ phoneNumber: guarantorPhone, sessionId: id });
    const verified = await run(otpCalls.verify, {
      otp: await otpFor(guarantorPhone),
      request: { sessionId: id, referrerCode: null, tncId: sent.tncId, guarantorId: sent.guarantorId },
    });
    expect(decodeToken(verified.accessToken)?.isGuarantor).toBe(true);
    const verifyCall = harness.recorded.requests.filter((request) => request.url.includes('/verify-otp')).at(-1);
    expect(new URL(verifyCall!.url).pathname).toBe(`/v1/guarantor/${sent.guarantorId}/verify-otp`);
  });
});

describe('guarantor terms', () => {
  const GUARANTOR = '9000000002';

  async function newSession(): Promise<string> {
    return (
      await run(createSessionActors(harness.client, { navigator: ANDROID, locate: async () => null }).createSession, {
        utm: DIRECT,
      })
    ).sessionId;
  }

  async function guarantorTerms(): Promise<boolean> {
    const answer = await harness.control('PUT', `/__sandbox/guarantors/${GUARANTOR}`, {});
    return ((await answer.json()) as { guarantor: { tncAccepted: boolean } }).guarantor.tncAccepted;
  }

  it('verifies with the ticked terms version, which the sandbox records', async () => {
    expect(await guarantorTerms()).toBe(false);
    const login = createLoginActors(harness.client);
    const otpCalls = createLoginOtpActors(harness.client);
    const id = await newSession();
    const sent = await run(login.sendOtp, { phone: GUARANTOR, sessionId: id, referrerCode: null, guarantor: true });
    expect(sent).toMatchObject({
      tncAccepted: false,
      tncId: 'tnc-2026-01',
      tncLink: '/v1/terms/tnc-2026-01',
      showReferrerCode: false,
    });
    const otp = await otpFor(GUARANTOR);
    await run(otpCalls.verify, {
      otp,
      request: { sessionId: id, referrerCode: null, tncId: sent.tncId, guarantorId: sent.guarantorId },
    });
    expect(await lastBody(`/v1/guarantor/${sent.guarantorId}/verify-otp`)).toEqual({ otp, tncId: 'tnc-2026-01' });
    expect(await guarantorTerms()).toBe(true);
    // The next login says so, and the box is no longer asked for.
    const again = await run(login.sendOtp, {
      phone: GUARANTOR,
      sessionId: await newSession(),
      referrerCode: null,
      guarantor: true,
    });
    expect(again.tncAccepted).toBe(true);
  });

  it('sends the code alone when no terms were ticked', async () => {
    expect(await guarantorTerms()).toBe(false);
    const login = createLoginActors(harness.client);
    const otpCalls = createLoginOtpActors(harness.client);
    const id = await newSession();
    const sent = await run(login.sendOtp, { phone: GUARANTOR, sessionId: id, referrerCode: null, guarantor: true });
    const otp = await otpFor(GUARANTOR);
    await run(otpCalls.verify, {
      otp,
      request: { sessionId: id, referrerCode: null, tncId: null, guarantorId: sent.guarantorId },
    });
    expect(await lastBody(`/v1/guarantor/${sent.guarantorId}/verify-otp`)).toEqual({ otp });
    expect(await guarantorTerms()).toBe(false);
  });

  it('the login journey of a guarantor entry sends the terms once the box is ticked', async () => {
    expect(await guarantorTerms()).toBe(false);
    const actor = createActor(
      loginMachine.provide({ actors: createLoginActors(harness.client), actions: { trackLoginFailure: () => {} } }),
      {
        input: {
          query: { redirect: 'Loan Information' },
          sessionId: await newSession(),
          referralFlow: false,
          guarantorEntry: true,
        },
      },
    );
    actor.start();
    actor.send({ type: 'MOBILE_CHANGED', value: GUARANTOR });
    actor.send({ type: 'SUBMIT_MOBILE' });
    await waitFor(actor, (snapshot) => snapshot.matches('otpEntry'));
    expect(actor.getSnapshot().context).toMatchObject({ guarantor: true, tncAccepted: false, tncId: 'tnc-2026-01' });
    const otp = actor.getSnapshot().children.otp;
    if (!otp) throw new Error('Verify Otp is not showing');
    otp.send({ type: 'OTP_CHANGED', value: await otpFor(GUARANTOR) });
    actor.send({ type: 'TERMS_TOGGLED', checked: true });
    otp.send({ type: 'SUBMIT_OTP' });
    // A first login also records consent, which a guarantor's token may do.
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    const { guarantorId } = done.context;
    expect(await lastBody(`/v1/guarantor/${guarantorId}/verify-otp`)).toMatchObject({ tncId: 'tnc-2026-01' });
    expect(await guarantorTerms()).toBe(true);
    expect(done.output?.landing).toEqual({ kind: 'guarantor' });
    actor.stop();
  });
});

describe('session home and logout', () => {
  it('loads home, flags and the application summary with the stored token; logout ends it', async () => {
    await harness.signIn(PHONE);
    const actors = createSessionActors(harness.client, { navigator: ANDROID, locate: async () => null });
    const bundle = await run(actors.loadHome, undefined);
    expect(bundle.summary).toHaveProperty('personalInfo');
    expect(bundle.flags.variantConfig.loginVariant).toBeTypeOf('string');
    expect(bundle.home.application.id).toMatch(/\S/);
    await run(actors.logout, undefined);
    const after = harness.recorded.requests.at(-1);
    expect(after?.method).toBe('DELETE');
    // The token is revoked: the next home load is a 401, which the app turns into UNAUTHORIZED.
    await expect(run(actors.loadHome, undefined)).rejects.toMatchObject({ status: 401 });
    expect(harness.recorded.unauthorized).toBeGreaterThan(0);
  });
});
