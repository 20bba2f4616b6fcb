import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServerApp } from '../../../server/serve.ts';
import { apiOriginOf, inlineScriptHashes } from '../../../server/http/app-headers.ts';
import { APP_SCRIPTS_LOADER, LOGIN_SHELL_SCRIPT } from '../../../scripts/vite/login-shell-script.ts';
import { makeSandbox } from '../../support/server/sandbox.ts';
import type { TestSandbox } from '../../support/server/sandbox.ts';

// The app's pages as `npm start` serves them: a CSP that allows the page's two inline scripts by
// their hash and nothing else inline, read off whatever index.html the build wrote. The browser's
// own check of the hashes against the real build: tests/browser/smoke.spec.ts.

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** index.html laid out as scripts/vite/login-shell.ts writes it. */
const page = (shellScript: string) =>
  '<!doctype html><html><head><style>body{margin:0}</style></head><body>' +
  `<script>${shellScript}</script>\n<div id="root"><div data-login-shell><form></form></div></div>` +
  '<template id="app-scripts"><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  `<link rel="modulepreload" href="/assets/framework-abc.js"></template>\n<script>${APP_SCRIPTS_LOADER}</script>` +
  '</body></html>';

let distDir: string;
let sandbox: TestSandbox;
let app: ReturnType<typeof createServerApp>;

beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'saakh-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), page(LOGIN_SHELL_SCRIPT));
  writeFileSync(join(distDir, 'assets', 'index-abc.js'), 'console.log("app")');
  sandbox = makeSandbox();
  app = createServerApp({ distDir, sandbox });
});

afterAll(() => {
  sandbox.close();
  rmSync(distDir, { recursive: true, force: true });
});

const directives = (csp: string | null) =>
  new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe('the app page', () => {
  it('allows exactly the inline scripts index.html holds, by hash, and nothing inline else', async () => {
    const response = await app.request('/login/mobile-no');
    expect(response.status).toBe(200);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'", sha256(LOGIN_SHELL_SCRIPT), sha256(APP_SCRIPTS_LOADER)]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('follows a rebuild: a changed script gets its new hash, the old one is gone', async () => {
    const changed = `${LOGIN_SHELL_SCRIPT}\n/* rebuilt */`;
    const file = join(distDir, 'index.html');
    writeFileSync(file, page(changed));
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    const scripts = directives((await app.request('/')).headers.get('content-security-policy')).get('script-src');
    expect(scripts).toContain(sha256(changed));
    expect(scripts).not.toContain(sha256(LOGIN_SHELL_SCRIPT));
    writeFileSync(file, page(LOGIN_SHELL_SCRIPT));
  });

  it("names the API's origin when the build was pointed at another host", async () => {
    const file = join(distDir, 'index.html');
    writeFileSync(join(distDir, '.build-stamp'), JSON.stringify({ VITE_API_BASE_URL: 'https://lender.example/api' }));
    const later = new Date(Date.now() + 10_000);
    utimesSync(file, later, later);
    const header = (await app.request('/')).headers.get('content-security-policy');
    const csp = directives(header);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://lender.example']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://lender.example']);
    expect(csp.get('form-action')).toEqual(["'self'", 'https://lender.example', 'https:']);
    rmSync(join(distDir, '.build-stamp'));
    const evenLater = new Date(Date.now() + 15_000);
    utimesSync(file, evenLater, evenLater);
    const plain = (await app.request('/')).headers.get('content-security-policy') ?? '';
    expect(directives(plain).get('connect-src')).toEqual(["'self'"]);
    expect(plain).not.toMatch(/ {2}| ;/);
  });

  it('refuses framing, keeps the address to this origin, and allows only the features the journeys use', async () => {
    const response = await app.request('/dashboard');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const policy = response.headers.get('permissions-policy') ?? '';
    const allowed = policy
      .split(', ')
      .filter((entry) => !entry.endsWith('=()'))
      .sort();
    expect(allowed).toEqual([
      'camera=(self)',
      'clipboard-write=(self)',
      'geolocation=(self)',
      'microphone=(self)',
      'otp-credentials=(self)',
    ]);
    expect(policy).toContain('payment=()');
  });

  it('puts the same headers on the files, so pdf.js’s worker runs under the policy too', async () => {
    const script = await app.request('/assets/index-abc.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('leaves API answers to the API’s own headers', async () => {
    const answer = await app.request('/v1/home');
    expect(answer.status).toBe(401);
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(answer.headers.get('permissions-policy')).toBeNull();
  });
});

describe('reading the build', () => {
  it('hashes inline scripts only: not those with src, wherever they sit', () => {
    expect(inlineScriptHashes(page('a()'))).toEqual([sha256('a()'), sha256(APP_SCRIPTS_LOADER)]);
    expect(inlineScriptHashes('<script type="module" src="/x.js"></script>')).toEqual([]);
  });

  it("adds the API's origin when the build was pointed at another host", () => {
    expect(apiOriginOf('{"VITE_API_BASE_URL":"https://lender.example/api/"}')).toEqual(['https://lender.example']);
    expect(apiOriginOf('{}')).toEqual([]);
    expect(apiOriginOf('{"VITE_API_BASE_URL":""}')).toEqual([]);
    expect(apiOriginOf('not json')).toEqual([]);
  });
});
