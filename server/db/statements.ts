import type { Database, Statement } from 'better-sqlite3';

// Preparing compiles the SQL every time; the sandbox runs the same few hundred texts over and
// over, so each is prepared once per database and reused. A statement is only ever run to
// completion (get/all/run), never iterated or re-bound, so sharing one is safe.
const caches = new WeakMap<Database, Map<string, Statement>>();

/** The prepared statement for `sql` on `db`: compiled on first use, the same object after. */
export function statement(db: Database, sql: string): Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let prepared = cache.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    cache.set(sql, prepared);
  }
  return prepared;
}
