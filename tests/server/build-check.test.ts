import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkBuild, distDirName, writeStamp } from '../../server/build-if-needed.ts';
import { readServerConfig, sandboxEnabled } from '../../server/config.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project(): { root: string; dist: string } {
  const root = mkdtempSync(join(tmpdir(), 'saakh-project-'));
  dirs.push(root);
  mkdirSync(join(root, 'src', 'screens'), { recursive: true });
  writeFileSync(join(root, 'src', 'screens', 'login.tsx'), 'export {}');
  writeFileSync(join(root, 'index.html'), '<!doctype html>');
  const dist = join(root, 'dist');
  return { root, dist };
}

const past = (seconds: number) => new Date(Date.now() - seconds * 1000);

describe('npm start builds only when needed', () => {
  it('builds when there is no dist/index.html or no stamp', () => {
    const { root, dist } = project();
    expect(checkBuild(root, dist, {})).toMatchObject({ needed: true });
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), 'built');
    expect(checkBuild(root, dist, {})).toMatchObject({
      needed: true,
      reason: expect.stringContaining('npm start') as string,
    });
  });

  it('skips the build when the stamp is newer than every input', () => {
    const { root, dist } = project();
    utimesSync(join(root, 'src', 'screens', 'login.tsx'), past(60), past(60));
    utimesSync(join(root, 'src', 'screens'), past(60), past(60));
    utimesSync(join(root, 'src'), past(60), past(60));
    utimesSync(join(root, 'index.html'), past(60), past(60));
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), 'built');
    writeStamp(dist, {});
    expect(checkBuild(root, dist, {})).toEqual({ needed: false });
  });

  it('rebuilds when a nested source file changes after the stamp', () => {
    const { root, dist } = project();
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), 'built');
    writeStamp(dist, {});
    utimesSync(join(dist, '.build-stamp'), past(60), past(60));
    expect(checkBuild(root, dist, {})).toMatchObject({
      needed: true,
      reason: expect.stringContaining('src') as string,
    });
  });

  it('rebuilds when a VITE_ setting baked into the bundle changes', () => {
    const { root, dist } = project();
    for (const input of ['src/screens/login.tsx', 'src/screens', 'src', 'index.html']) {
      utimesSync(join(root, input), past(60), past(60));
    }
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), 'built');
    writeStamp(dist, { VITE_API_BASE_URL: '', PATH: '/bin' });
    expect(checkBuild(root, dist, { VITE_API_BASE_URL: '', PATH: '/usr/bin' })).toEqual({ needed: false });
    expect(checkBuild(root, dist, { VITE_API_BASE_URL: 'https://lender.example' })).toMatchObject({ needed: true });
  });
});

describe('the folder a build goes to and npm start serves', () => {
  it('is dist/, and dist-browser-suite/ for the browser suite build, so neither overwrites the other', () => {
    expect(distDirName({})).toBe('dist');
    expect(distDirName({ VITE_API_BASE_URL: 'https://lender.example' })).toBe('dist');
    expect(distDirName({ VITE_JOURNEY_OBSERVER: '1' })).toBe('dist-browser-suite');
  });
});

describe('server configuration', () => {
  it('defaults to port 3000, .data/sandbox.sqlite and sandbox on', () => {
    expect(readServerConfig({}, 'PORT', 3000)).toEqual({
      port: 3000,
      databasePath: '.data/sandbox.sqlite',
      sandbox: true,
      jwtSecret: undefined,
    });
  });

  it('reads PORT, DATABASE_PATH, SANDBOX=0 and JWT_SECRET', () => {
    expect(
      readServerConfig({ PORT: '3201', DATABASE_PATH: '/tmp/x.sqlite', SANDBOX: '0', JWT_SECRET: 's' }, 'PORT', 3000),
    ).toEqual({
      port: 3201,
      databasePath: '/tmp/x.sqlite',
      sandbox: false,
      jwtSecret: 's',
    });
    expect(() => readServerConfig({ PORT: 'http' }, 'PORT', 3000)).toThrow(/PORT/);
  });

  it('treats only explicit off values as off', () => {
    expect(['0', 'false', 'OFF', 'no'].map(sandboxEnabled)).toEqual([false, false, false, false]);
    expect(['1', 'true', '', undefined].map(sandboxEnabled)).toEqual([true, true, true, true]);
  });
});
