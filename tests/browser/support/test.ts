import { expect, test as base } from '@playwright/test';
import { startTestIdentity } from './test-identity.ts';
import { watchPolicyViolations } from './csp-violations.ts';
import type { TestIdentity } from './test-identity.ts';

export { expect } from '@playwright/test';

// The browser suite's `test`: every test gets an identity of its own (support/test-identity.ts)
// before its page or request context exists, so both send its tag on every call; the sandbox
// then scopes the faults it arms and the clock it moves to this test alone.
export const test = base.extend<{ identity: TestIdentity; ownFaultsCleared: void }>({
  // Every page runs under the app's CSP; anything it refused fails the test (support/csp-violations.ts).
  context: async ({ context }, use) => {
    const refused = await watchPolicyViolations(context);
    await use(context);
    expect(refused(), 'refused by the Content-Security-Policy or Permissions-Policy').toEqual([]);
  },
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  identity: [async ({}, use, testInfo) => use(startTestIdentity(testInfo.workerIndex)), { auto: true }],
  extraHTTPHeaders: async ({ identity }, use) => use({ 'x-sandbox-tag': identity.tag }),
  // Faults a test armed but its path did not use up would never fire again (no one else sends
  // its tag); clearing them keeps the sandbox's list short for the calls that follow.
  ownFaultsCleared: [
    async ({ request }, use) => {
      await use();
      await request.delete('/__sandbox/faults');
    },
    { auto: true },
  ],
});
