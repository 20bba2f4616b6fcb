import { afterEach, describe, expect, it } from 'vitest';
import {
  auth,
  createSession,
  json,
  latestOtp,
  logIn,
  makeSandbox,
  sessionCreateBody,
} from '../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../support/server/sandbox.ts';

let s: TestSandbox;
afterEach(() => s.close());

function decodePayload(token: string): Record<string, unknown> {
  const [, body] = token.split('.');
  return JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('session and login', () => {
  it('creates a direct session and stores what the device sent', async () => {
    s = makeSandbox();
    const response = await s.call('POST', '/v1/session/create', sessionCreateBody);
    expect(response.status).toBe(200);
    const { sessionId } = await json<{ sessionId: string }>(response);
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const row = s.db.prepare('SELECT kind, request_json FROM sessions WHERE id = ?').get(sessionId) as {
      kind: string;
      request_json: string;
    };
    expect(row.kind).toBe('direct');
    expect(JSON.parse(row.request_json)).toEqual(sessionCreateBody);
  });

  it('first login creates the customer with an initiated application and sends an OTP', async () => {
    s = makeSandbox();
    const sessionId = await createSession(s);
    const response = await s.call('POST', '/v2/customer/login', { phone: '9876543210', sessionId });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      tncId: 'tnc-2026-01',
      tncAccepted: false,
      tncLink: '/v1/terms/tnc-2026-01',
      showReferrerCode: true,
    });
    expect(s.count('customers')).toBe(1);
    const application = s.db.prepare('SELECT status, next_action FROM applications').get();
    expect(application).toEqual({ status: 'initiated', next_action: 'personalInfo' });
    expect(await latestOtp(s, '9876543210')).toMatch(/^\d{4}$/);
  });

  it('a second login of the same phone reuses the customer', async () => {
    s = makeSandbox();
    await logIn(s);
    const sessionId = await createSession(s);
    const response = await s.call('POST', '/v2/customer/login', { phone: '9876543210', sessionId });
    expect(await json(response)).toMatchObject({ tncAccepted: true });
    expect(s.count('customers')).toBe(1);
    expect(s.count('applications')).toBe(1);
  });

  it('login on an unknown session is 404 EPL-40401 and creates nobody', async () => {
    s = makeSandbox();
    const response = await s.call('POST', '/v2/customer/login', {
      phone: '9876543210',
      sessionId: '0b7c2a43-2c1e-4a5f-9a57-0d6f8e1f2a3b',
    });
    expect(response.status).toBe(404);
    expect((await json<ErrorAnswer>(response)).error.code).toBe('EPL-40401');
    expect(s.count('customers')).toBe(0);
    expect(s.count('otps')).toBe(0);
  });

  it('the OTP with tncId returns a signed token, records the terms, moves the application to tncAccepted', async () => {
    s = makeSandbox();
    const sessionId = await createSession(s);
    await s.call('POST', '/v2/customer/login', { phone: '9876543210', sessionId });
    const otp = await latestOtp(s, '9876543210');
    const response = await s.call('POST', '/v2/customer/otp', { otp, sessionId, tncId: 'tnc-2026-01' });
    expect(response.status).toBe(200);
    const body = await json<{ tokenType: string; accessToken: string }>(response);
    expect(body.tokenType).toBe('Bearer');
    const payload = decodePayload(body.accessToken);
    expect(payload).toMatchObject({ phone: '9876543210', onBoardingType: 'direct', isGuarantor: false });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(24 * 60 * 60);
    expect(payload.iat).toBe(Math.floor(s.clock.now() / 1000));
    const customer = s.db.prepare('SELECT tnc_accepted, tnc_id FROM customers').get();
    expect(customer).toEqual({ tnc_accepted: 1, tnc_id: 'tnc-2026-01' });
    expect(s.db.prepare('SELECT status FROM applications').get()).toEqual({ status: 'tncAccepted' });
  });

  it('the OTP without tncId is refused while terms are not accepted, and the OTP stays usable', async () => {
    s = makeSandbox();
    const sessionId = await createSession(s);
    await s.call('POST', '/v2/customer/login', { phone: '9876543210', sessionId });
    const otp = await latestOtp(s, '9876543210');
    const refused = await s.call('POST', '/v2/customer/otp', { otp, sessionId });
    expect(refused.status).toBe(400);
    expect((await json<ErrorAnswer>(refused)).error.message).toContain('tncId');
    const accepted = await s.call('POST', '/v2/customer/otp', { otp, sessionId, tncId: 'tnc-2026-01' });
    expect(accepted.status).toBe(200);
  });

  it('a used OTP cannot log in twice', async () => {
    s = makeSandbox();
    const { sessionId } = await logIn(s);
    const otp = await latestOtp(s, '9876543210');
    const again = await s.call('POST', '/v2/customer/otp', { otp, sessionId });
    expect(again.status).toBe(422);
    expect((await json<ErrorAnswer>(again)).error.code).toBe('EPL-42202');
  });

  it('a referrer code given with the OTP is recorded once and earns the welcome reward', async () => {
    s = makeSandbox();
    const { token, applicationId } = await logIn(s, '9876543210', { referrerCode: 'abc123' });
    expect(s.db.prepare('SELECT referrer_code, show_referrer_code FROM customers').get()).toEqual({
      referrer_code: 'ABC123',
      show_referrer_code: 0,
    });
    const flags = await json(await s.call('GET', '/v1/home/flags', undefined, auth(token)));
    expect(flags.welcomeRewards).toMatchObject({ points: 500 });
    const summary = await json(await s.call('GET', `/v2/application/${applicationId}/summary`, undefined, auth(token)));
    expect(summary.welcomeReward).toMatchObject({ points: 500 });
    const sessionId = await createSession(s);
    const login = await json(await s.call('POST', '/v2/customer/login', { phone: '9876543210', sessionId }));
    expect(login.showReferrerCode).toBe(false);
  });

  it('phone-by-session answers the phone bound at login, 404 EPL-40401 otherwise', async () => {
    s = makeSandbox();
    const sessionId = await createSession(s);
    const before = await s.call('GET', `/v1/customer/phone-by-session?sessionId=${sessionId}`);
    expect(before.status).toBe(404);
    expect((await json<ErrorAnswer>(before)).error.code).toBe('EPL-40401');
    await s.call('POST', '/v2/customer/login', { phone: '7012345678', sessionId });
    const after = await s.call('GET', `/v1/customer/phone-by-session?sessionId=${sessionId}`);
    expect(after.status).toBe(200);
    // With what the login answered, so Verify Otp is whole again after a reload.
    expect(await json(after)).toEqual({
      phone: '7012345678',
      tncId: 'tnc-2026-01',
      tncLink: '/v1/terms/tnc-2026-01',
      tncAccepted: false,
      showReferrerCode: true,
    });
    const bad = await s.call('GET', '/v1/customer/phone-by-session?sessionId=nope');
    expect(bad.status).toBe(400);
  });

  it('logout answers 204 and the token stops working', async () => {
    s = makeSandbox();
    const { token } = await logIn(s);
    const logout = await s.call('DELETE', '/v1/customer/logout', undefined, auth(token));
    expect(logout.status).toBe(204);
    const home = await s.call('GET', '/v1/home', undefined, auth(token));
    expect(home.status).toBe(401);
    expect((await json<ErrorAnswer>(home)).error.code).toBe('EPL-40100');
  });
});

describe('referral and marketplaces', () => {
  const referralData = {
    marketplaceInfo: { name: 'shipkart' },
    callbackUrl: 'https://partner.example/back',
    source: { source: 'shipkart', medium: 'app', campaign: 'direct', channel: 'web' },
    location: { latitude: 19.076, longitude: 72.8777 },
  };

  async function startReferral(data: unknown, asBlob = false): Promise<Response> {
    const form = new FormData();
    const text = JSON.stringify(data);
    form.append('data', asBlob ? new Blob([text], { type: 'application/json' }) : text);
    return s.app.request('/v1/referral/start', { method: 'POST', body: form });
  }

  it('starts a referral session from the multipart data field (string or JSON blob)', async () => {
    s = makeSandbox();
    for (const asBlob of [false, true]) {
      const response = await startReferral(referralData, asBlob);
      expect(response.status).toBe(200);
      const { session } = await json<{ session: { sessionId: string } }>(response);
      const row = s.db
        .prepare('SELECT kind, marketplace_name, callback_url FROM sessions WHERE id = ?')
        .get(session.sessionId);
      expect(row).toEqual({
        kind: 'referral',
        marketplace_name: 'shipkart',
        callback_url: 'https://partner.example/back',
      });
    }
  });

  it('a referral customer gets a referral token, the partner variant and referral summary fields', async () => {
    s = makeSandbox();
    const { session } = await json<{ session: { sessionId: string } }>(await startReferral(referralData));
    const login = await json(
      await s.call('POST', '/v2/customer/login', { phone: '8123456789', sessionId: session.sessionId }),
    );
    expect(login.showReferrerCode).toBe(false);
    const otp = await latestOtp(s, '8123456789');
    const { accessToken } = await json<{ accessToken: string }>(
      await s.call('POST', '/v2/customer/otp', { otp, sessionId: session.sessionId, tncId: login.tncId }),
    );
    expect(decodePayload(accessToken).onBoardingType).toBe('referral');
    const flags = await json(await s.call('GET', '/v1/home/flags', undefined, auth(accessToken)));
    expect(flags.variantConfig).toEqual({ loginVariant: 'partnerShipping' });
    const home = await json<{ application: { id: string } }>(
      await s.call('GET', '/v1/home', undefined, auth(accessToken)),
    );
    const summary = await json(
      await s.call('GET', `/v2/application/${home.application.id}/summary`, undefined, auth(accessToken)),
    );
    expect(summary).toMatchObject({
      referralCallbackUrl: 'https://partner.example/back',
      referralMarketplaceMcode: 'MKT-SHIPKART',
    });
  });

  it('refuses a referral not multipart, lacking data, or naming an unknown marketplace, writing nothing', async () => {
    s = makeSandbox();
    const notMultipart = await s.call('POST', '/v1/referral/start', referralData);
    expect(notMultipart.status).toBe(400);
    const noData = await s.app.request('/v1/referral/start', { method: 'POST', body: new FormData() });
    expect(noData.status).toBe(400);
    const unknown = await startReferral({ ...referralData, marketplaceInfo: { name: 'nowhere' } });
    expect(unknown.status).toBe(400);
    expect((await json<ErrorAnswer>(unknown)).error).toMatchObject({ code: 'EPL-40000' });
    expect(
      (await json<ErrorAnswer>(await startReferral({ ...referralData, callbackUrl: 'not a url' }))).error.message,
    ).toContain('callbackUrl');
    expect(s.count('sessions')).toBe(0);
  });

  it('answers marketplace branding and serves the logo it points at', async () => {
    s = makeSandbox();
    const response = await s.call('GET', '/v1/marketplace/logo-url?marketplaceName=shipkart');
    expect(response.status).toBe(200);
    const info = await json<{ marketplaceLogoUrl: string }>(response);
    expect(info).toEqual({
      name: 'shipkart',
      displayName: 'ShipKart',
      marketplaceLogoUrl: '/v1/marketplace/logos/shipkart.svg',
      primaryColorCode: '#5b2bd6',
      fontFamily: 'Poppins, sans-serif',
      loginVariant: 'partnerShipping',
    });
    const logo = await s.call('GET', info.marketplaceLogoUrl);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    expect(await logo.text()).toContain('ShipKart');
    for (const name of ['bazaarhub', 'kiranamart']) {
      expect((await s.call('GET', `/v1/marketplace/logo-url?marketplaceName=${name}`)).status).toBe(200);
    }
    const unknown = await s.call('GET', '/v1/marketplace/logo-url?marketplaceName=nowhere');
    expect(unknown.status).toBe(404);
    expect((await json<ErrorAnswer>(unknown)).error.code).toBe('EPL-40400');
    expect((await s.call('GET', '/v1/marketplace/logo-url')).status).toBe(400);
  });
});
