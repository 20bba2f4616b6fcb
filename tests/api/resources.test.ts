import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getApplicationSummary, fullName } from '../../src/api/application/get-application-summary.ts';
import { getConsentStatus, postConsentStatus } from '../../src/api/consent/consent-status.ts';
import { combinedToken, login, resendOtp, verifyOtp } from '../../src/api/customer/login.ts';
import { logout } from '../../src/api/customer/logout.ts';
import { getPhoneBySession } from '../../src/api/customer/phone-by-session.ts';
import { bankCodeFromIfsc, getFlags, getHome } from '../../src/api/home/get-home.ts';
import { getMarketplaceInfo } from '../../src/api/marketplace/get-marketplace-info.ts';
import { startReferral } from '../../src/api/referral/start-referral.ts';
import { ApiError } from '../../src/api/errors.ts';
import { createSession } from '../../src/api/session/create-session.ts';
import { buildSessionPayload, ONBOARDING_FLOW } from '../../src/api/session/payload.ts';
import { createHarness, type Harness } from '../support/sandbox-client.ts';
import { DIRECT_UTM, TEST_DEVICE } from '../fixtures/device.ts';

let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.close());

const PHONE = '9876543210';
const location = { latitude: 12.97, longitude: 77.59 };

describe('session, login, home, consent and marketplace endpoints through the client and the real sandbox', () => {
  it('creates a session, logs in with the OTP the sandbox issued and reads the phone back', async () => {
    const sessionId = await h.signIn(PHONE);
    expect(sessionId).toMatch(/[0-9a-f-]{36}/);
    // A finished login's session also reports its terms state, which a reload of Verify Otp restores.
    await expect(getPhoneBySession(h.client, { sessionId })).resolves.toMatchObject({
      phone: PHONE,
      tncAccepted: true,
    });
    expect(h.recorded.popups).toEqual([]);
  });

  it('a second login for the same phone no longer asks for terms', async () => {
    await h.signIn(PHONE);
    const again = await h.signIn(PHONE);
    expect(again).toBeTruthy();
  });

  it('login answers with the terms; verify without them is rejected to the caller', async () => {
    const { sessionId } = await createSession(h.client, sessionBody());
    const terms = await login(h.client, { phone: PHONE, sessionId });
    expect(terms).toMatchObject({
      tncAccepted: false,
      tncId: expect.any(String),
      showReferrerCode: expect.any(Boolean),
    });
    const otp = await sandboxOtp(PHONE);
    await expect(verifyOtp(h.client, { otp, sessionId })).rejects.toMatchObject({ status: 400, code: 'EPL-40000' });
    expect(h.recorded.popups).toEqual([]);
  });

  it('a wrong OTP is an inline error with the server message', async () => {
    const { sessionId } = await createSession(h.client, sessionBody());
    const terms = await login(h.client, { phone: PHONE, sessionId });
    const otp = await sandboxOtp(PHONE);
    const wrong = otp === '0000' ? '1111' : '0000';
    const error = await verifyOtp(h.client, { otp: wrong, sessionId, tncId: terms.tncId ?? '' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'EPL-42201' });
    expect((error as ApiError).message).toMatch(/tr(y|ies)/i);
    expect(h.recorded.popups).toEqual([]);
  });

  it('resend within 30 s is refused with the wait in the message', async () => {
    const { sessionId } = await createSession(h.client, sessionBody());
    await login(h.client, { phone: PHONE, sessionId });
    await expect(resendOtp(h.client, { sessionId })).rejects.toMatchObject({ status: 429, code: 'EPL-42901' });
    expect(h.recorded.popups).toEqual([]);
  });

  it('builds the §3 session payload with the web constants and the fallback location', () => {
    const payload = buildSessionPayload({
      device: sessionBody().device,
      location: null,
      utm: { source: 'google', medium: 'cpc', campaign: 'launch', channel: 'app' },
    });
    expect(payload).toMatchObject({
      source: 'web',
      onBoardingFlow: ONBOARDING_FLOW,
      location: { latitude: 19.076, longitude: 72.8777 },
      utmParameters: { source: 'google', medium: 'cpc', campaign: 'launch', channel: 'web' },
    });
    expect(ONBOARDING_FLOW).toBe('WEB LONG');
  });

  it('combines tokenType and accessToken into the stored Authorization value', () => {
    expect(combinedToken({ tokenType: 'Bearer', accessToken: 'a.b.c' })).toBe('Bearer a.b.c');
  });

  it('reads home with every §3 field and flags', async () => {
    await h.signIn(PHONE);
    const home = await getHome(h.client);
    expect(home.application.status.value).toBeTruthy();
    expect(home.customer.uuid).toBeTruthy();
    expect(Array.isArray(home.cards)).toBe(true);
    const flags = await getFlags(h.client);
    expect(typeof flags.variantConfig.loginVariant).toBe('string');
    expect(typeof flags.customerKycRequired).toBe('boolean');
  });

  it('reads home in a state set through the control API', async () => {
    await h.signIn(PHONE);
    const response = await h.control('PUT', `/__sandbox/customers/${PHONE}`, {
      status: 'approved',
      bestApprovedAmount: 250000,
      percentCompleted: 100,
      firstName: 'Asha',
      lastName: 'Verma',
    });
    expect(response.status).toBe(200);
    const home = await getHome(h.client);
    expect(home.application.status.value).toBe('approved');
    expect(home.bestApprovedAmount).toBe(25_000_000); // ₹2,50,000 in paise
    const summary = await getApplicationSummary(h.client, { applicationId: home.application.id });
    expect(fullName(summary.personalInfo)).toBe('Asha Verma');
  });

  it("refuses someone else's application summary", async () => {
    await h.signIn('9123456789');
    const otherHome = await getHome(h.client);
    await h.signIn(PHONE);
    await expect(
      getApplicationSummary(h.client, { applicationId: otherHome.application.id }, { errors: 'hidden' }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('posts and reads the WhatsApp consent', async () => {
    await h.signIn(PHONE);
    const posted = await postConsentStatus(h.client, { consentType: 'WHATSAPP', status: 'granted' });
    expect(posted.consents).toContainEqual(expect.objectContaining({ consentType: 'WHATSAPP', status: 'granted' }));
    const read = await getConsentStatus(h.client);
    expect(read.consents).toContainEqual(expect.objectContaining({ consentType: 'WHATSAPP', status: 'granted' }));
  });

  it('consent errors are hidden by default (§4 ignores them)', async () => {
    await expect(postConsentStatus(h.client, { consentType: 'WHATSAPP', status: 'granted' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(h.recorded.popups).toEqual([]);
  });

  it('reads marketplace branding and 404s an unknown marketplace', async () => {
    const info = await getMarketplaceInfo(h.client, { marketplaceName: 'shipkart' });
    expect(info).toMatchObject({ name: 'shipkart', primaryColorCode: expect.stringMatching(/^#/) });
    await expect(getMarketplaceInfo(h.client, { marketplaceName: 'nobody' })).rejects.toMatchObject({ status: 404 });
    expect(h.recorded.popups).toHaveLength(1);
  });

  it('starts a referral session with the JSON in the multipart field', async () => {
    const answer = await startReferral(h.client, {
      marketplaceInfo: { name: 'shipkart' },
      callbackUrl: 'https://partner.example/back',
      source: { source: 'shipkart', medium: 'app', campaign: 'direct', channel: 'web' },
      location,
    });
    expect(answer.session.sessionId).toMatch(/[0-9a-f-]{36}/);
    const sent = h.recorded.requests.at(-1);
    expect(sent?.headers.get('content-type')).toMatch(/^multipart\/form-data/);
  });

  it('logs out: the token stops working', async () => {
    await h.signIn(PHONE);
    await expect(logout(h.client)).resolves.toBeUndefined();
    await expect(getHome(h.client, { errors: 'hidden' })).rejects.toMatchObject({ status: 401 });
    expect(h.recorded.unauthorized).toBe(1);
  });

  it('builds the bank code from an IFSC', () => {
    expect(bankCodeFromIfsc('hdfc0001234')).toBe('HDFC');
  });
});

function sessionBody() {
  return buildSessionPayload({
    device: { ...TEST_DEVICE },
    location,
    utm: DIRECT_UTM,
  });
}

async function sandboxOtp(phone: string): Promise<string> {
  const response = await h.control('GET', `/__sandbox/otp/${phone}`);
  const { otp } = (await response.json()) as { otp: string };
  return otp;
}
