import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createSandbox } from '../../server/app.ts';
import { migrations } from '../../server/journeys.ts';
import { auth, json, logIn, makeSandbox } from '../support/server/sandbox.ts';

const dirs: string[] = [];
function tempDb(): string {
  const dir = mkdtempSync(join(tmpdir(), 'saakh-sandbox-'));
  dirs.push(dir);
  return join(dir, 'nested', 'sandbox.sqlite');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('a database file', () => {
  it('keeps customers, applications and tokens across a restart', async () => {
    const databasePath = tempDb();
    const first = makeSandbox({ databasePath });
    const { token, applicationId } = await logIn(first);
    await first.call('PUT', '/__sandbox/customers/9876543210', { status: 'approved' });
    first.close();

    const second = makeSandbox({ databasePath });
    try {
      const home = await json<{ application: { id: string; status: { value: string } } }>(
        await second.call('GET', '/v1/home', undefined, auth(token)),
      );
      expect(home.application.id).toBe(applicationId);
      expect(home.application.status.value).toBe('approved');
    } finally {
      second.close();
    }
  });

  it('keeps a generated JWT secret, so tokens survive restarts without JWT_SECRET', async () => {
    const databasePath = tempDb();
    const first = createSandbox({ databasePath, sandbox: true });
    const response = await first.app.request('/__sandbox/customers/9876543210', {
      method: 'PUT',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    const secret = first.db.prepare("SELECT value FROM server_settings WHERE key = 'jwt_secret'").get();
    first.close();
    const second = createSandbox({ databasePath, sandbox: true });
    expect(second.db.prepare("SELECT value FROM server_settings WHERE key = 'jwt_secret'").get()).toEqual(secret);
    second.close();
  });

  it('is migrated once: reopening does not rerun migrations and records the schema version', () => {
    const databasePath = tempDb();
    createSandbox({ databasePath, sandbox: false }).close();
    const again = createSandbox({ databasePath, sandbox: false });
    expect(again.db.pragma('user_version', { simple: true })).toBe(migrations.length);
    expect(again.db.pragma('journal_mode', { simple: true })).toBe('wal');
    again.close();
  });

  it('refuses a file from a newer schema instead of guessing', () => {
    const databasePath = tempDb();
    createSandbox({ databasePath, sandbox: false }).close();
    const raw = new Database(databasePath);
    raw.pragma(`user_version = ${migrations.length + 1}`);
    raw.close();
    expect(() => createSandbox({ databasePath, sandbox: false })).toThrow(/newer/);
  });
});
