import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../../scripts/ensure-chromium.sh');

function run(env: Record<string, string>) {
  return spawnSync('bash', [script], { env: { ...process.env, ...env }, encoding: 'utf8' });
}

describe('scripts/ensure-chromium.sh', () => {
  it('does nothing when the browser binary is there', () => {
    // Any executable stands in for Chromium: the script only checks that it exists.
    const result = run({ CHROMIUM_PATH: process.execPath, ENSURE_CHROMIUM_UID: '1000' });
    expect(result.status).toBe(0);
    expect(result.stdout + result.stderr).toBe('');
  });

  it('stops with one line of instruction when the browser is missing and the user is not root', () => {
    const result = run({ CHROMIUM_PATH: '/nonexistent/chromium', ENSURE_CHROMIUM_UID: '1000' });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe("Chromium is missing: run 'sudo apt-get install -y chromium' (Debian) and retry.\n");
  });
});
