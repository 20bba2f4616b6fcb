import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createServerApp } from '../../server/serve.ts';
import { makeSandbox, sessionCreateBody } from '../support/server/sandbox.ts';
import type { TestSandbox } from '../support/server/sandbox.ts';

let distDir: string;
let sandbox: TestSandbox;
let app: ReturnType<typeof createServerApp>;

const indexHtml =
  '<!doctype html><html><body><div id="root"></div>' +
  '<script type="module" src="/assets/index-abc123.js"></script></body></html>';

beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'saakh-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), indexHtml);
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(distDir, 'assets', 'index-abc123.css'), 'body{margin:0}');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(tmpdir(), 'saakh-outside.txt'), 'secret');
  sandbox = makeSandbox();
  app = createServerApp({ distDir, sandbox });
});

afterAll(() => {
  sandbox.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('one origin for the app and the API', () => {
  it('serves built files with their content type; hashed assets are cached forever', async () => {
    const script = await app.request('/assets/index-abc123.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect(await script.text()).toBe('console.log("app")');
    const style = await app.request('/assets/index-abc123.css');
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const icon = await app.request('/favicon.svg');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers deep links and the root with index.html, revalidated every time', async () => {
    for (const path of ['/', '/signup/pre-approval/step-1', '/login/mobile-no?redirect=Dashboard', '/dashboard/']) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(indexHtml);
    }
  });

  it('HEAD answers headers without a body', async () => {
    const response = await app.request('/signup/pre-approval/step-1', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it('a missing file is a 404, not the app', async () => {
    expect((await app.request('/assets/index-old999.js')).status).toBe(404);
    expect((await app.request('/robots.txt')).status).toBe(404);
  });

  it('never serves files outside dist/', async () => {
    for (const path of ['/../saakh-outside.txt', '/%2e%2e/saakh-outside.txt', '/assets/..%2f..%2fsaakh-outside.txt']) {
      const response = await app.request(path);
      expect(await response.text()).not.toBe('secret');
    }
  });

  it('sends API paths to the sandbox, including unknown ones and the control API', async () => {
    const created = await app.request('/v1/session/create', {
      method: 'POST',
      body: JSON.stringify(sessionCreateBody),
      headers: { 'content-type': 'application/json' },
    });
    expect(created.status).toBe(200);
    const unknown = await app.request('/v3/nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/json');
    expect((await app.request('/__sandbox/otp/9876543210')).status).toBe(404);
  });

  it('with sandbox off, /__sandbox paths are a JSON 404 and never the app', async () => {
    const off = makeSandbox({ sandbox: false });
    try {
      const response = await createServerApp({ distDir, sandbox: off }).request('/__sandbox/reset', { method: 'POST' });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'EPL-40400' } });
    } finally {
      off.close();
    }
  });

  it('other methods on app paths are refused', async () => {
    expect((await app.request('/dashboard', { method: 'POST' })).status).toBe(405);
  });

  it('answers 503 with a clear message when there is no build', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'saakh-empty-'));
    try {
      const response = await createServerApp({ distDir: empty, sandbox }).request('/dashboard');
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('index.html');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('over real HTTP', () => {
  it('serves the app and API, and a drop fault closes the socket with no answer', async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    try {
      const page = await fetch(`${base}/signup/pre-approval/step-1`);
      expect(await page.text()).toBe(indexHtml);
      await sandbox.call('POST', '/__sandbox/faults', { path: '/v1/home', drop: true });
      await expect(fetch(`${base}/v1/home`)).rejects.toThrow('fetch failed');
      expect((await fetch(`${base}/v1/home`)).status).toBe(401);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
