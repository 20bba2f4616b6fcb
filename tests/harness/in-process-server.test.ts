import { describe, expect, it } from 'vitest';
import { serveInProcess } from '../support/in-process-server.ts';

// A stand-in sandbox whose one call ends when the test says, and which records its close.
function heldSandbox() {
  let answer: (response: Response) => void = () => {};
  const events: string[] = [];
  const sandbox = {
    app: {
      fetch: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    },
    close: () => events.push('closed'),
  };
  return { sandbox, events, answer: () => answer(new Response('{}')) };
}

describe('the in-process sandbox server', () => {
  it('closes the database only once the call under way has ended', async () => {
    const held = heldSandbox();
    const server = serveInProcess(held.sandbox as never);
    const call = server.fetch(new Request('http://sandbox.test/v1/home'));
    server.close();
    expect(held.events).toEqual([]);
    held.answer();
    expect((await call).status).toBe(200);
    await Promise.resolve();
    expect(held.events).toEqual(['closed']);
  });

  it('closes at once when nothing runs, and refuses a call after the close as a closed server does', async () => {
    const held = heldSandbox();
    const server = serveInProcess(held.sandbox as never);
    server.close();
    expect(held.events).toEqual(['closed']);
    await expect(server.fetch(new Request('http://sandbox.test/v1/home'))).rejects.toThrow(TypeError);
  });
});
