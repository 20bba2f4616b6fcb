import { afterEach, describe, expect, it } from 'vitest';
import { createSession, json, makeSandbox } from '../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../support/server/sandbox.ts';

let s: TestSandbox;
afterEach(() => s.close());

const phone = '9876543210';

describe('sandbox clock control', () => {
  it('moves the server forward so a resend is allowed 30 s "later", and reset brings it back', async () => {
    s = makeSandbox();
    const sessionId = await createSession(s);
    await s.call('POST', '/v2/customer/login', { phone, sessionId });
    expect((await s.call('POST', '/v2/customer/resend-otp', { sessionId })).status).toBe(429);

    const moved = await s.call('POST', '/__sandbox/clock', { advanceMs: 30_000 });
    expect(moved.status).toBe(200);
    expect(await json(moved)).toEqual({ now: new Date(s.clock.now() + 30_000).toISOString(), offsetMs: 30_000 });
    expect((await s.call('POST', '/v2/customer/resend-otp', { sessionId })).status).toBe(200);

    await s.call('POST', '/__sandbox/reset');
    const after = await json<{ offsetMs: number }>(await s.call('POST', '/__sandbox/clock', { advanceMs: 1 }));
    expect(after.offsetMs).toBe(1);
  });

  it.each([[{ advanceMs: 0 }], [{ advanceMs: -5 }], [{ advanceMs: 1.5 }], [{}], [{ advanceMs: 10, back: true }]])(
    'refuses %j',
    async (body) => {
      s = makeSandbox();
      const response = await s.call('POST', '/__sandbox/clock', body);
      expect(response.status).toBe(400);
      expect((await json<ErrorAnswer>(response)).error.code).toBe('EPL-40000');
    },
  );

  it('does not exist outside sandbox mode', async () => {
    s = makeSandbox({ sandbox: false });
    expect((await s.call('POST', '/__sandbox/clock', { advanceMs: 1000 })).status).toBe(404);
  });
});

describe('sandbox clock scoped to a tag', () => {
  const tagged = (tag: string) => ({ 'x-sandbox-tag': tag });

  it("moves only the time of calls carrying the mover's tag", async () => {
    s = makeSandbox();
    const mine = await createSession(s);
    const theirs = await createSession(s);
    await s.call('POST', '/v2/customer/login', { phone, sessionId: mine }, tagged('test-a'));
    await s.call('POST', '/v2/customer/login', { phone: '9876543219', sessionId: theirs }, tagged('test-b'));

    const moved = await s.call('POST', '/__sandbox/clock', { advanceMs: 30_000 }, tagged('test-a'));
    expect(await json(moved)).toEqual({ now: new Date(s.clock.now() + 30_000).toISOString(), offsetMs: 30_000 });
    const resend = (sessionId: string, headers?: Record<string, string>) =>
      s.call('POST', '/v2/customer/resend-otp', { sessionId }, headers);
    expect((await resend(theirs, tagged('test-b'))).status).toBe(429);
    expect((await resend(theirs)).status).toBe(429);
    expect((await resend(mine, tagged('test-a'))).status).toBe(200);
  });

  it('takes the tag from the body too, and is put back by reset', async () => {
    s = makeSandbox();
    const moved = await json<{ offsetMs: number }>(
      await s.call('POST', '/__sandbox/clock', { advanceMs: 5000, tag: 'test-a' }),
    );
    expect(moved.offsetMs).toBe(5000);
    const untagged = await json<{ offsetMs: number }>(await s.call('POST', '/__sandbox/clock', { advanceMs: 1 }));
    expect(untagged.offsetMs).toBe(1);
    await s.call('POST', '/__sandbox/reset');
    const after = await s.call('POST', '/__sandbox/clock', { advanceMs: 1 }, tagged('test-a'));
    expect((await json<{ offsetMs: number }>(after)).offsetMs).toBe(1);
  });

  it('refuses a malformed tag header', async () => {
    s = makeSandbox();
    expect((await s.call('POST', '/__sandbox/clock', { advanceMs: 1 }, tagged('bad tag'))).status).toBe(400);
  });
});
