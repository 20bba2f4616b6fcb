import { afterEach, describe, expect, it } from 'vitest';
import { auth, json, makeSandbox } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../../support/server/sandbox.ts';
import {
  applicant,
  businessInfo,
  currentAddress,
  home,
  ok,
  personalInfo,
  seed,
} from '../../support/server/onboarding.ts';

let s: TestSandbox;
afterEach(() => s.close());

/** A request body that arrives only when `send` is called, as a slow upload on mobile data would. */
function heldBody(): { body: ReadableStream<Uint8Array>; send(value: unknown): void } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    body,
    send(value) {
      controller.enqueue(new TextEncoder().encode(JSON.stringify(value)));
      controller.close();
    },
  };
}

describe('the step check is repeated inside the write', () => {
  it('an edit whose body arrives after the submit is refused and writes nothing', async () => {
    s = makeSandbox();
    const a = await applicant(s);
    await seed(s, a.phone, {
      personalInfo,
      kycMode: 'digiLocker',
      digiLockerVerified: true,
      pan: 'ABCPV1234K',
      currentAddress,
      businessInfo,
      registration: { skipped: true },
      serviceable: true,
      videoVerified: true,
    });
    expect((await home(a)).application.nextAction).toBe('review');
    const app = `/application/${a.applicationId}`;

    // The edit passes the first check (review allows editing step 1), then waits for its body.
    const held = heldBody();
    const edit = s.app.request(`/v4${app}/personal-info`, {
      method: 'PATCH',
      body: held.body,
      headers: { ...auth(a.token), 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    await new Promise((resolve) => setTimeout(resolve, 10));

    const submitted = await ok<{ application: { status: string } }>(
      s.call('POST', `/v2${app}/submit`, {}, auth(a.token)),
    );
    expect(submitted.application.status).toBe('approved');

    held.send({ ...personalInfo, firstName: 'Changed' });
    const refused = await edit;
    expect(refused.status).toBe(409);
    expect((await json<ErrorAnswer>(refused)).error.code).toBe('EPL-40901');
    const stored = await ok<{ personalInfo: { firstName: string } }>(
      s.call('GET', `/v4${app}/personal-info`, undefined, auth(a.token)),
    );
    expect(stored.personalInfo.firstName).toBe('Asha');
  });
});
