import { afterEach, describe, expect, it } from 'vitest';
import { makeSandbox } from '../support/server/sandbox.ts';
import type { TestSandbox } from '../support/server/sandbox.ts';

// Faults scoped to a test's tag (the `x-sandbox-tag` header its browser sends), for calls that
// name no customer or session: a tagged fault must never answer an untagged or other-tagged call.

let s: TestSandbox;
afterEach(() => s.close());

const LOGO = '/v1/marketplace/logo-url';
const tagged = (tag: string) => ({ 'x-sandbox-tag': tag });
const logo = (headers?: Record<string, string>) => s.call('GET', `${LOGO}?marketplaceName=amazon`, undefined, headers);

async function arm(spec: Record<string, unknown>): Promise<void> {
  expect((await s.call('POST', '/__sandbox/faults', spec)).status).toBe(201);
}

describe('faults scoped to a tag', () => {
  it('answer only calls carrying that tag, and other calls do not use them up', async () => {
    s = makeSandbox();
    const normal = (await logo()).status;
    await arm({ path: LOGO, status: 503, tag: 'test-a', times: 2 });
    for (let i = 0; i < 3; i++) {
      expect((await logo()).status).toBe(normal);
      expect((await logo(tagged('test-b'))).status).toBe(normal);
    }
    expect((await logo(tagged('test-a'))).status).toBe(503);
    expect((await logo(tagged('test-a'))).status).toBe(503);
    expect((await logo(tagged('test-a'))).status).toBe(normal);
  });

  it('answer a tagged call that names no customer (a new session) only for that tag', async () => {
    s = makeSandbox();
    await arm({ path: '/v1/session/create', status: 502, tag: 'test-a' });
    const create = (headers?: Record<string, string>) =>
      s.call('POST', '/v1/session/create', { source: 'web' }, headers);
    expect((await create()).status).not.toBe(502);
    expect((await create(tagged('test-b'))).status).not.toBe(502);
    expect((await create(tagged('test-a'))).status).toBe(502);
  });

  it("are cleared by their tag only, leaving untagged faults and other tags' alone", async () => {
    s = makeSandbox();
    await arm({ path: LOGO, status: 503, tag: 'test-a' });
    await arm({ path: LOGO, status: 504, tag: 'test-b' });
    expect((await s.call('DELETE', '/__sandbox/faults?tag=test-a')).status).toBe(204);
    expect((await logo(tagged('test-a'))).status).not.toBe(503);
    expect((await logo(tagged('test-b'))).status).toBe(504);
  });

  it('refuse a malformed tag and arm nothing for it', async () => {
    s = makeSandbox();
    const normal = (await logo(tagged('bad tag'))).status;
    expect((await s.call('POST', '/__sandbox/faults', { path: LOGO, status: 503, tag: 'bad tag' })).status).toBe(400);
    expect((await logo(tagged('bad tag'))).status).toBe(normal);
  });
});

describe('a tagged caller of the control API', () => {
  it('arms faults for its own tag when it names no scope, and clears only its own', async () => {
    s = makeSandbox();
    const normal = (await logo()).status;
    expect((await s.call('POST', '/__sandbox/faults', { path: LOGO, status: 503 }, tagged('test-a'))).status).toBe(201);
    expect((await s.call('POST', '/__sandbox/faults', { path: LOGO, status: 504 }, tagged('test-b'))).status).toBe(201);
    expect((await logo()).status).toBe(normal);
    expect((await s.call('DELETE', '/__sandbox/faults', undefined, tagged('test-a'))).status).toBe(204);
    expect((await logo(tagged('test-a'))).status).toBe(normal);
    expect((await logo(tagged('test-b'))).status).toBe(504);
  });

  it('may not reset the sandbox it shares', async () => {
    s = makeSandbox();
    const reset = await s.call('POST', '/__sandbox/reset', undefined, tagged('test-a'));
    expect(reset.status).toBe(409);
    expect((await s.call('POST', '/__sandbox/reset')).status).toBe(204);
  });
});
