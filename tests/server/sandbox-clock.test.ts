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
