import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, logIn, makeSandbox } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, LoggedIn, TestSandbox } from '../../support/server/sandbox.ts';

// The customer's settings (docs/sandbox.md, "Settings"; ADR 053): language and channels are stored
// and answered back; WhatsApp's switch is its consent; consents list each with the date given and
// a withdrawal keeps both dates and stays withdrawn; bad input is a §8 400 with nothing written;
// a customer reads and writes only their own; faults meet every call site.

let s: TestSandbox;
afterEach(() => s.close());

const PHONE = '9123400551';
const OTHER = '9123400552';

type Consent = { kind: string; status: string; givenAt: string | null; withdrawnAt: string | null; withdrawal: string };
type Prefs = { preferences: { language: string; channels: Record<string, boolean> } };

const call = (who: LoggedIn, method: string, path: string, body?: unknown) =>
  s.call(method, path, body, auth(who.token));
const consents = async (who: LoggedIn) =>
  (await json<{ consents: Consent[] }>(await call(who, 'GET', '/v1/customer/consents'))).consents;
const kind = (list: Consent[], name: string) => list.find((consent) => consent.kind === name)!;
const prefs = async (who: LoggedIn) => json<Prefs>(await call(who, 'GET', '/v1/customer/preferences'));

async function withWhatsapp(phone: string): Promise<LoggedIn> {
  const who = await logIn(s, phone);
  const given = await call(who, 'POST', '/v1/consent-status', { consentType: 'WHATSAPP', status: 'granted' });
  expect(given.status).toBe(200);
  return who;
}

describe('settings', () => {
  it('keep the language and each channel, English and all on until changed', async () => {
    s = makeSandbox();
    const who = await withWhatsapp(PHONE);
    expect(await prefs(who)).toEqual({
      preferences: { language: 'en', channels: { sms: true, whatsapp: true, email: true, push: true } },
    });
    expect((await call(who, 'PUT', '/v1/customer/preferences/language', { language: 'hi' })).status).toBe(200);
    const off = await call(who, 'PUT', '/v1/customer/preferences/channels/email', { enabled: false });
    expect((await json<Prefs>(off)).preferences).toEqual({
      language: 'hi',
      channels: { sms: true, whatsapp: true, email: false, push: true },
    });
    // The same answer twice changes nothing.
    await call(who, 'PUT', '/v1/customer/preferences/channels/email', { enabled: false });
    expect((await prefs(who)).preferences.channels.email).toBe(false);
  });

  it('list each consent with the date given; a withdrawal keeps both dates and stops WhatsApp', async () => {
    s = makeSandbox();
    const givenAt = new Date(s.clock.now()).toISOString();
    const who = await withWhatsapp(PHONE);
    const before = await consents(who);
    expect(before.map((consent) => [consent.kind, consent.status, consent.withdrawal])).toEqual([
      ['whatsapp', 'given', 'stop'],
      ['digilocker', 'notGiven', 'none'],
      ['accountAggregator', 'notGiven', 'revoke'],
      ['creditBureau', 'given', 'refuseFuture'],
    ]);
    expect(kind(before, 'whatsapp').givenAt).toBe(givenAt);
    // The bureau check is allowed by the terms accepted at the login.
    expect(kind(before, 'creditBureau').givenAt).toBe(givenAt);

    s.clock.advance(3_600_000);
    const withdrawnAt = new Date(s.clock.now()).toISOString();
    const answer = await call(who, 'POST', '/v1/customer/consents/whatsapp/withdraw', {});
    expect(answer.status).toBe(200);
    const after = await json<{ consents: Consent[]; preferences: Prefs['preferences'] }>(answer);
    expect(kind(after.consents, 'whatsapp')).toEqual({
      kind: 'whatsapp',
      status: 'withdrawn',
      givenAt,
      withdrawnAt,
      withdrawal: 'stop',
    });
    expect(after.preferences.channels.whatsapp).toBe(false);
    // The login's consent record says so too.
    const status = await json<{ consents: { consentType: string; status: string }[] }>(
      await call(who, 'GET', '/v1/consent-status'),
    );
    expect(status.consents).toEqual([expect.objectContaining({ consentType: 'WHATSAPP', status: 'denied' })]);
    // Withdrawn twice: nothing to withdraw, nothing written.
    const again = await call(who, 'POST', '/v1/customer/consents/whatsapp/withdraw', {});
    expect(again.status).toBe(409);
    expect((await json<ErrorAnswer>(again)).error.code).toBe('EPL-40955');
    expect(kind(await consents(who), 'whatsapp').withdrawnAt).toBe(withdrawnAt);
  });

  it('give WhatsApp again through its switch, and withdraw it through the switch too', async () => {
    s = makeSandbox();
    const who = await withWhatsapp(PHONE);
    await call(who, 'PUT', '/v1/customer/preferences/channels/whatsapp', { enabled: false });
    expect(kind(await consents(who), 'whatsapp').status).toBe('withdrawn');
    s.clock.advance(60_000);
    await call(who, 'PUT', '/v1/customer/preferences/channels/whatsapp', { enabled: true });
    const back = kind(await consents(who), 'whatsapp');
    expect(back).toMatchObject({ status: 'given', givenAt: new Date(s.clock.now()).toISOString() });
    expect((await prefs(who)).preferences.channels.whatsapp).toBe(true);
  });

  it('refuse future bureau pulls, and keep DigiLocker’s KYC record', async () => {
    s = makeSandbox();
    const who = await withWhatsapp(PHONE);
    expect((await call(who, 'POST', '/v1/customer/consents/creditBureau/withdraw', {})).status).toBe(200);
    expect(kind(await consents(who), 'creditBureau').status).toBe('withdrawn');
    const kept = await call(who, 'POST', '/v1/customer/consents/digilocker/withdraw', {});
    expect(kept.status).toBe(409);
    expect((await json<ErrorAnswer>(kept)).error.code).toBe('EPL-40956');
  });

  it('read DigiLocker and the aggregator where given; revoking the aggregator’s ends it there', async () => {
    s = makeSandbox();
    const who = await withWhatsapp(PHONE);
    const at = s.clock.now();
    // What the identity and statement steps leave (their own tests make them through their calls).
    s.db
      .prepare(
        `INSERT INTO identity_records (application_id, source, name, date_of_birth, gender, masked_aadhaar, verified_at)
         VALUES (?, 'digiLocker', 'Asha', '1990-01-01', 'F', 'XXXXXXXX1234', ?)`,
      )
      .run(who.applicationId, new Date(at).toISOString());
    s.db
      .prepare(
        `INSERT INTO statement_sessions (id, application_id, way, state, redirect_url, created_at_ms, expires_at_ms)
         VALUES ('aa-1', ?, 'accountAggregator', 'ACTIVE', '/signup/bank-statement', ?, ?)`,
      )
      .run(who.applicationId, at, at + 1_800_000);
    const listed = await consents(who);
    expect(kind(listed, 'digilocker')).toMatchObject({ status: 'given', givenAt: new Date(at).toISOString() });
    expect(kind(listed, 'accountAggregator')).toMatchObject({ status: 'given', withdrawal: 'revoke' });

    s.clock.advance(60_000);
    expect((await call(who, 'POST', '/v1/customer/consents/accountAggregator/withdraw', {})).status).toBe(200);
    expect(kind(await consents(who), 'accountAggregator')).toMatchObject({
      status: 'withdrawn',
      withdrawnAt: new Date(s.clock.now()).toISOString(),
    });
    const session = s.db.prepare("SELECT state FROM statement_sessions WHERE id = 'aa-1'").get() as { state: string };
    expect(session.state).toBe('REVOKED');
    // Withdrawals are kept, never deleted.
    expect(s.count('consent_withdrawals')).toBe(1);
  });

  it('refuse bad input with §8 400 and write nothing', async () => {
    s = makeSandbox();
    const who = await withWhatsapp(PHONE);
    const bad: [string, string, unknown][] = [
      ['PUT', '/v1/customer/preferences/language', { language: 'fr' }],
      ['PUT', '/v1/customer/preferences/language', { language: 'hi', extra: 1 }],
      ['PUT', '/v1/customer/preferences/channels/email', { enabled: 'no' }],
      ['PUT', '/v1/customer/preferences/channels/fax', { enabled: false }],
      ['POST', '/v1/customer/consents/marketing/withdraw', {}],
      ['POST', '/v1/customer/consents/whatsapp/withdraw', { reason: 'x' }],
    ];
    for (const [method, path, body] of bad) {
      const answer = await call(who, method, path, body);
      expect(answer.status, path).toBe(400);
      expect((await json<ErrorAnswer>(answer)).error).toEqual({ code: 'EPL-40000', message: expect.any(String) });
    }
    expect((await prefs(who)).preferences).toEqual({
      language: 'en',
      channels: { sms: true, whatsapp: true, email: true, push: true },
    });
    expect(kind(await consents(who), 'whatsapp').status).toBe('given');
  });

  it('are each customer’s own: no token, no answer; one customer’s change never reaches another', async () => {
    s = makeSandbox();
    const who = await withWhatsapp(PHONE);
    const other = await withWhatsapp(OTHER);
    expect((await s.call('GET', '/v1/customer/consents')).status).toBe(401);
    expect((await s.call('PUT', '/v1/customer/preferences/language', { language: 'hi' })).status).toBe(401);
    await call(who, 'POST', '/v1/customer/consents/whatsapp/withdraw', {});
    await call(who, 'PUT', '/v1/customer/preferences/language', { language: 'hi' });
    await call(who, 'PUT', '/v1/customer/preferences/channels/sms', { enabled: false });
    expect(kind(await consents(other), 'whatsapp').status).toBe('given');
    expect((await prefs(other)).preferences).toEqual({
      language: 'en',
      channels: { sms: true, whatsapp: true, email: true, push: true },
    });
  });

  it('fail at every call site when a fault is armed, and change nothing', async () => {
    s = makeSandbox();
    const who = await withWhatsapp(PHONE);
    const body = { error: { code: 'EPL-50000', message: 'The lender is unavailable for a moment.' } };
    const sites: [string, string, unknown][] = [
      ['GET', '/v1/customer/preferences', undefined],
      ['PUT', '/v1/customer/preferences/language', { language: 'hi' }],
      ['PUT', '/v1/customer/preferences/channels/sms', { enabled: false }],
      ['GET', '/v1/customer/consents', undefined],
      ['POST', '/v1/customer/consents/whatsapp/withdraw', {}],
    ];
    for (const [method, path, sent] of sites) {
      await s.call('POST', '/__sandbox/faults', { method, path, status: 500, body });
      const faulted = await call(who, method, path, sent);
      expect(faulted.status, path).toBe(500);
      expect(await json(faulted)).toEqual(body);
    }
    expect((await prefs(who)).preferences.language).toBe('en');
    expect(kind(await consents(who), 'whatsapp').status).toBe('given');
  });
});
