import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appVersionDefines } from '../../scripts/vite/app-version.ts';
import { APP_BUILD, APP_RELEASE, APP_VERSION } from '../../src/lib/app-version.ts';

// The app's version (ADR 053): package.json's, which is §9's product version, and the build CI names
// (else the commit), written into the client by Vite's define and read through one module.

const root = new URL('../..', import.meta.url).pathname;
const { version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { version: string };

describe('the app version', () => {
  it('is §9’s product version, from package.json', () => {
    expect(version).toBe('1.45.18');
    expect(appVersionDefines(root, {})['__APP_VERSION__']).toBe(JSON.stringify(version));
  });

  it('names the build CI gives, else the commit', () => {
    expect(appVersionDefines(root, { SAAKH_BUILD_ID: 'ci-812' })['__APP_BUILD__']).toBe('"ci-812"');
    expect(JSON.parse(appVersionDefines(root, {})['__APP_BUILD__']!)).toMatch(/^([0-9a-f]{10}|local)$/);
  });

  it('reaches the app through src/lib/app-version.ts (the same values under test as in a build)', () => {
    expect(APP_VERSION).toBe(version);
    expect(APP_BUILD).not.toBe('');
    expect(APP_RELEASE).toBe(`${APP_VERSION}+${APP_BUILD}`);
  });
});
