import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open.ts';
import { migrations } from '../../server/journeys.ts';

// In-memory databases (every test sandbox) are copies of one migrated image (server/db/open.ts):
// each must still be a database of its own, at the last schema step, with the connection's settings.

const tables = (db: ReturnType<typeof openDatabase>) =>
  (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map(
    (row) => row.name,
  );

describe('an in-memory database', () => {
  it('has the schema migrating gives, at the last step, with foreign keys on', () => {
    const copy = openDatabase(':memory:', migrations);
    const again = openDatabase(':memory:', migrations);
    expect(copy.pragma('user_version', { simple: true })).toBe(migrations.length);
    expect(copy.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(tables(copy)).toEqual(tables(again));
    expect(tables(copy)).toContain('customers');
    expect(() =>
      copy
        .prepare(
          `INSERT INTO applications (id, customer_id, status, created_at, updated_at)
           VALUES ('a', 'none', 's', 't', 't')`,
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
    copy.close();
    again.close();
  });

  it('is its own: a row written in one is not in the next', () => {
    const first = openDatabase(':memory:', migrations);
    first
      .prepare(
        `INSERT INTO customers (id, phone, onboarding_type, show_referrer_code, created_at)
         VALUES ('c1', '9123456780', 'direct', 1, '2026-01-15T10:00:00.000Z')`,
      )
      .run();
    const second = openDatabase(':memory:', migrations);
    const count = (db: typeof first) => (db.prepare('SELECT COUNT(*) AS n FROM customers').get() as { n: number }).n;
    expect([count(first), count(second)]).toEqual([1, 0]);
    first.close();
    second.close();
  });

  it('stops at the steps it is given', () => {
    const older = openDatabase(':memory:', migrations.slice(0, 1));
    expect(older.pragma('user_version', { simple: true })).toBe(1);
    expect(tables(older).length).toBeLessThan(tables(openDatabase(':memory:', migrations)).length);
    older.close();
  });
});
