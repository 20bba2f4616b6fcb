import Database from 'better-sqlite3';
import type { Database as DatabaseType } from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate } from './migrations.ts';

// A database in memory is opened by tests only (a sandbox per test or file, thousands a unit run), and
// bringing an empty one up through every schema step took some 50 ms on 2 cores, most of a sandbox's
// start. The first in a process is migrated and kept as an image (`serialize()`); the next are opened
// from that image (about 0.3 ms), the same pages the same steps would have written. Keyed by the steps'
// text, so a test that migrates through fewer (or other) steps gets an image of its own.
const migratedImages = new Map<string, Buffer>();

function migratedInMemory(migrations: readonly string[]): DatabaseType {
  const key = migrations.join('\0');
  let image = migratedImages.get(key);
  if (!image) {
    const template = new Database(':memory:');
    migrate(template, migrations);
    image = template.serialize();
    template.close();
    migratedImages.set(key, image);
  }
  return new Database(image);
}

/** The database at the path, brought up to the last of the schema steps given (server/journeys.ts). */
export function openDatabase(databasePath: string, migrations: readonly string[]): DatabaseType {
  const inMemory = databasePath === ':memory:' || databasePath === '';
  if (!inMemory) mkdirSync(dirname(databasePath), { recursive: true });
  const db = inMemory ? migratedInMemory(migrations) : new Database(databasePath);
  // WAL keeps readers and the single writer from blocking each other; it means nothing in memory.
  if (!inMemory) db.pragma('journal_mode = WAL');
  // In WAL mode NORMAL still never corrupts the file; it only skips the sync on each commit, so
  // a power cut may lose the last writes. A sandbox can lose those, and every login is a commit.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  if (!inMemory) migrate(db, migrations);
  return db;
}
