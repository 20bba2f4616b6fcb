import Database from 'better-sqlite3';
import type { Database as DatabaseType } from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate } from './migrations.ts';

/** The database at the path, brought up to the last of the schema steps given (server/journeys.ts). */
export function openDatabase(databasePath: string, migrations: readonly string[]): DatabaseType {
  const inMemory = databasePath === ':memory:' || databasePath === '';
  if (!inMemory) mkdirSync(dirname(databasePath), { recursive: true });
  const db = new Database(databasePath);
  // WAL keeps readers and the single writer from blocking each other; it means nothing in memory.
  if (!inMemory) db.pragma('journal_mode = WAL');
  // In WAL mode NORMAL still never corrupts the file; it only skips the sync on each commit, so
  // a power cut may lose the last writes. A sandbox can lose those, and every login is a commit.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db, migrations);
  return db;
}
