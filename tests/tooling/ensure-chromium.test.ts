import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../../scripts/ensure-chromium.sh');

function run(env: Record<string, string>) {
  return spawnSync('bash', [script], { env: { ...process.env, ...env }, encoding: 'utf8' });
}

describe('scripts/ensure-chromium.sh', () => {
  it('does nothing when both browser binaries are there', () => {
    // Any executable stands in for a browser: the script only checks that it exists.
    const result = run({
      CHROMIUM_PATH: process.execPath,
      CHROMIUM_SHELL_PATH: process.execPath,
      ENSURE_CHROMIUM_UID: '1000',
    });
    expect(result.status).toBe(0);
    expect(result.stdout + result.stderr).toBe('');
  });

  it('stops with one line naming what is missing when the user is not root', () => {
    const result = run({
      CHROMIUM_PATH: '/nonexistent/chromium',
      CHROMIUM_SHELL_PATH: '/nonexistent/shell',
      ENSURE_CHROMIUM_UID: '1000',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      "Missing: run 'sudo apt-get install -y chromium chromium-headless-shell' (Debian) and retry.\n",
    );
  });

  it('names only the headless shell when full Chromium is there', () => {
    const result = run({
      CHROMIUM_PATH: process.execPath,
      CHROMIUM_SHELL_PATH: '/nonexistent/shell',
      ENSURE_CHROMIUM_UID: '1000',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe("Missing: run 'sudo apt-get install -y chromium-headless-shell' (Debian) and retry.\n");
  });
});
