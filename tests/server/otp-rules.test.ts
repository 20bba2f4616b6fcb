import { afterEach, describe, expect, it } from 'vitest';
import { createSession, json, latestOtp, makeSandbox, wrongCode } from '../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../support/server/sandbox.ts';

let s: TestSandbox;
afterEach(() => s.close());

const phone = '9876543210';

async function startLogin(): Promise<{ sessionId: string; otp: string }> {
  const sessionId = await createSession(s);
  await s.call('POST', '/v2/customer/login', { phone, sessionId });
  return { sessionId, otp: await latestOtp(s, phone) };
}

const verify = (sessionId: string, otp: string) =>
  s.call('POST', '/v2/customer/otp', { otp, sessionId, tncId: 'tnc-2026-01' });

describe('OTP rules', () => {
  it('stores only a salted hash; the plaintext exists solely in the sandbox QA table', async () => {
    s = makeSandbox();
    const { otp } = await startLogin();
    const row = s.db.prepare('SELECT * FROM otps').get() as Record<string, unknown>;
    expect(Object.values(row)).not.toContain(otp);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.salt).toMatch(/^[0-9a-f]{32}$/);
  });

  it('without sandbox mode no plaintext is kept at all', async () => {
    s = makeSandbox({ sandbox: false });
    const sessionId = await createSession(s);
    expect((await s.call('POST', '/v2/customer/login', { phone, sessionId })).status).toBe(200);
    expect(s.count('otps')).toBe(1);
    expect(s.count('sandbox_latest_otps')).toBe(0);
  });

  it('counts wrong tries, says how many remain, and locks after the fifth', async () => {
    s = makeSandbox();
    const { sessionId, otp } = await startLogin();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await verify(sessionId, wrongCode(otp));
      expect(response.status).toBe(422);
      const { error } = await json<ErrorAnswer>(response);
      expect(error.code).toBe('EPL-42201');
      expect(error.message).toContain(`${5 - attempt} tr`);
    }
    const fifth = await verify(sessionId, wrongCode(otp));
    expect((await json<ErrorAnswer>(fifth)).error.code).toBe('EPL-42203');
    // Locked means locked: even the right code no longer works.
    const right = await verify(sessionId, otp);
    expect(right.status).toBe(422);
    expect((await json<ErrorAnswer>(right)).error.code).toBe('EPL-42203');
  });

  it('the tenth wrong try in 30 minutes locks the phone: no code is checked or sent until it ends', async () => {
    s = makeSandbox();
    const { sessionId, otp } = await startLogin();
    for (let attempt = 1; attempt <= 5; attempt += 1) await verify(sessionId, wrongCode(otp));
    s.clock.advance(30_000);
    expect((await s.call('POST', '/v2/customer/resend-otp', { sessionId })).status).toBe(200);
    const second = await latestOtp(s, phone);
    for (let attempt = 1; attempt <= 3; attempt += 1) await verify(sessionId, wrongCode(second));
    // The code has 2 tries left, the phone only 1: the answer says the fewer.
    expect((await json<ErrorAnswer>(await verify(sessionId, wrongCode(second)))).error.message).toContain('1 try left');
    const tenth = await verify(sessionId, wrongCode(second));
    expect(tenth.status).toBe(429);
    expect(tenth.headers.get('retry-after')).toBe('1770'); // 30 minutes after the first wrong try, 30 s ago
    expect(await json<ErrorAnswer>(tenth)).toEqual({
      error: { code: 'EPL-42903', message: 'Too many wrong OTPs for this number. You can try again in 30 minutes.' },
    });
    s.clock.advance(60_000);
    const right = await verify(sessionId, second);
    expect(right.status).toBe(429);
    expect((await json<ErrorAnswer>(right)).error.message).toContain('in 29 minutes');
    expect((await s.call('POST', '/v2/customer/resend-otp', { sessionId })).status).toBe(429);
    expect(s.count('otps')).toBe(2);
    // Half an hour after the first wrong try the phone may ask again.
    s.clock.advance(29 * 60_000);
    expect((await s.call('POST', '/v2/customer/resend-otp', { sessionId })).status).toBe(200);
    expect((await verify(sessionId, await latestOtp(s, phone))).status).toBe(200);
  });

  it('the right code within the tries logs in', async () => {
    s = makeSandbox();
    const { sessionId, otp } = await startLogin();
    await verify(sessionId, wrongCode(otp));
    expect((await verify(sessionId, otp)).status).toBe(200);
  });

  it('expires after 5 minutes', async () => {
    s = makeSandbox();
    const { sessionId, otp } = await startLogin();
    s.clock.advance(5 * 60 * 1000);
    const response = await verify(sessionId, otp);
    expect(response.status).toBe(422);
    expect((await json<ErrorAnswer>(response)).error.code).toBe('EPL-42202');
  });

  it('is still valid just before 5 minutes', async () => {
    s = makeSandbox();
    const { sessionId, otp } = await startLogin();
    s.clock.advance(5 * 60 * 1000 - 1);
    expect((await verify(sessionId, otp)).status).toBe(200);
  });

  it('refuses a resend inside 30 s with the wait, allows it after, and the new code replaces the old', async () => {
    s = makeSandbox();
    const { sessionId, otp: first } = await startLogin();
    s.clock.advance(10_000);
    const early = await s.call('POST', '/v2/customer/resend-otp', { sessionId });
    expect(early.status).toBe(429);
    const { error } = await json<ErrorAnswer>(early);
    expect(error.code).toBe('EPL-42901');
    expect(error.message).toContain('20 seconds');
    expect(s.count('otps')).toBe(1);

    s.clock.advance(20_000);
    const resent = await s.call('POST', '/v2/customer/resend-otp', { sessionId });
    expect(resent.status).toBe(200);
    expect(await json(resent)).toEqual({ resent: true, retryAfterSeconds: 30 });
    expect(s.count('otps')).toBe(2);

    const second = await latestOtp(s, phone);
    // Only the latest code counts, so the first one is now simply a wrong code
    // (unless chance drew the same four digits twice).
    if (second !== first) {
      expect((await json<ErrorAnswer>(await verify(sessionId, first))).error.code).toBe('EPL-42201');
    }
    expect((await verify(sessionId, second)).status).toBe(200);
  });

  it('a resend restarts the 30 s wait and gives a locked code five fresh tries if the phone has them', async () => {
    s = makeSandbox();
    const { sessionId, otp } = await startLogin();
    for (let i = 0; i < 5; i += 1) await verify(sessionId, wrongCode(otp));
    s.clock.advance(30_000);
    expect((await s.call('POST', '/v2/customer/resend-otp', { sessionId })).status).toBe(200);
    s.clock.advance(29_000);
    expect((await s.call('POST', '/v2/customer/resend-otp', { sessionId })).status).toBe(429);
    expect((await verify(sessionId, await latestOtp(s, phone))).status).toBe(200);
  });

  it('resend on a session that never logged in is 400, on an unknown session 404 EPL-40401', async () => {
    s = makeSandbox();
    const sessionId = await createSession(s);
    expect((await s.call('POST', '/v2/customer/resend-otp', { sessionId })).status).toBe(400);
    const unknown = await s.call('POST', '/v2/customer/resend-otp', {
      sessionId: '0b7c2a43-2c1e-4a5f-9a57-0d6f8e1f2a3b',
    });
    expect((await json<ErrorAnswer>(unknown)).error.code).toBe('EPL-40401');
  });

  it('codes are random, not a fixed value', async () => {
    s = makeSandbox();
    const seen = new Set<string>();
    // A phone of its own each time: one phone gets only 5 codes an hour.
    for (let i = 0; i < 8; i += 1) {
      const sessionId = await createSession(s);
      await s.call('POST', '/v2/customer/login', { phone: `98765432${i}0`, sessionId });
      seen.add(await latestOtp(s, `98765432${i}0`));
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});
