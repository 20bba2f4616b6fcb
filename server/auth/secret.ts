import type { Database } from 'better-sqlite3';
import { randomBytes } from 'node:crypto';

/**
 * Without JWT_SECRET the sandbox makes one secret and keeps it in its own database, so
 * tokens stay valid across restarts of the same database file and never leak between files.
 */
export function resolveSecret(db: Database, configured: string | undefined): string {
  if (configured) return configured;
  const row = db.prepare("SELECT value FROM server_settings WHERE key = 'jwt_secret'").get() as
    { value: string } | undefined;
  if (row) return row.value;
  const generated = randomBytes(32).toString('base64url');
  db.prepare("INSERT INTO server_settings (key, value) VALUES ('jwt_secret', ?)").run(generated);
  return generated;
}
