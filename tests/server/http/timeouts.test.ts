import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { Server } from 'node:http';
import { Hono } from 'hono';
import { serve, type ServerType } from '@hono/node-server';
import { keepConnectionsAlive, serverOptions, SERVER_TIMEOUTS } from '../../../server/http/timeouts.ts';

// The Node server's timeouts (server/http/timeouts.ts), shortened to seconds: a body that
// trickles in and headers that never end are cut off; an idle kept-alive socket is not.

// The upper bounds leave a loaded host 8 s: without the timeouts Node would wait 60 s for the headers
// and the dripped body would take 100 s, so the bounds still tell the two apart.
const SHORT = { requestTimeoutMs: 1_000, headersTimeoutMs: 500, keepAliveTimeoutMs: 3_000, checkEveryMs: 100 };

let server: ServerType;
let port: number;

beforeAll(async () => {
  const app = new Hono();
  app.all('*', async (c) => c.text(`read ${(await c.req.text()).length}`));
  // The body cut off by the timeout rejects the read: expected here, not worth a log line.
  app.onError((_error, c) => c.text('cut off', 500));
  await new Promise<void>((resolve) => {
    server = serve(
      { fetch: app.fetch, port: 0, hostname: '127.0.0.1', serverOptions: serverOptions(SHORT) },
      (info: AddressInfo) => {
        port = info.port;
        resolve();
      },
    );
  });
  keepConnectionsAlive(server as Server, SHORT);
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

type Line = { socket: Socket; received: () => string; closedAfterMs: Promise<number> };

function open(): Line {
  const started = performance.now();
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (data: string) => (received += data));
  socket.on('error', () => {});
  const closedAfterMs = new Promise<number>((resolve) =>
    socket.on('close', () => resolve(performance.now() - started)),
  );
  return { socket, received: () => received, closedAfterMs };
}

describe('server timeouts', () => {
  it('keeps a request timeout long enough for a 10 MB upload at 1 Mbit/s, far below Node’s 300 s', () => {
    expect(SERVER_TIMEOUTS.requestTimeoutMs).toBeGreaterThanOrEqual(((10 * 8) / 1) * 1000);
    expect(SERVER_TIMEOUTS.requestTimeoutMs).toBeLessThan(300_000);
    expect(SERVER_TIMEOUTS.headersTimeoutMs).toBeLessThanOrEqual(SERVER_TIMEOUTS.requestTimeoutMs);
  });

  it('answers 408 and closes a connection whose body trickles in past the request timeout', async () => {
    const line = open();
    line.socket.write(`POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n`);
    const drip = setInterval(() => line.socket.write('x'), 100);
    const closedAfterMs = await line.closedAfterMs;
    clearInterval(drip);
    expect(line.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(SHORT.requestTimeoutMs - 50);
    expect(closedAfterMs).toBeLessThan(SHORT.requestTimeoutMs + 8_000);
  });

  it('closes a connection whose headers never end', async () => {
    const line = open();
    line.socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => line.socket.write('X-Slow: 1\r\n'), 100);
    const closedAfterMs = await line.closedAfterMs;
    clearInterval(drip);
    expect(closedAfterMs).toBeLessThan(SHORT.headersTimeoutMs + 8_000);
  });

  it('keeps an idle kept-alive connection open past the headers and request timeouts', async () => {
    const line = open();
    line.socket.write('GET /one HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, SHORT.requestTimeoutMs + 500));
    line.socket.write('GET /two HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(line.received().match(/HTTP\/1\.1 200/g)).toHaveLength(2);
    line.socket.destroy();
  });
});
