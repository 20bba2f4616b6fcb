import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { migrate, schemaHistory } from '../../server/db/migrations.ts';
import { migrations, sandboxJourneys } from '../../server/journeys.ts';

// The schema steps moved from one shared list (server/db/migrations.ts) into the journeys that own
// their tables (ADR 031). These digests were taken from the shared list before the move: a fresh
// database must get exactly the same schema, and a shipped step must never change a byte.
const SHIPPED_STEPS = 17;
const SHIPPED_SQL_SHA256 = '71fd87dd5ce41d5435966c77cec485bc59e032fc10368e80b908091029477066';
const SCHEMA_SHA256_AT_17 = 'd6800c952a217c1d733b279f58b3eff748466ecf1a5c27aba9e104559d4be889';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

type MasterRow = { type: string; name: string; tbl_name: string; sql: string | null };

function schemaAfter(steps: readonly string[]): MasterRow[] {
  const db = new Database(':memory:');
  try {
    db.pragma('foreign_keys = ON');
    migrate(db, steps);
    return db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name').all() as MasterRow[];
  } finally {
    db.close();
  }
}

describe('the schema history collected from the journeys', () => {
  it('holds the shipped steps byte for byte, in their order', () => {
    expect(migrations.length).toBeGreaterThanOrEqual(SHIPPED_STEPS);
    expect(sha256(migrations.slice(0, SHIPPED_STEPS).join('\u0000'))).toBe(SHIPPED_SQL_SHA256);
  });

  it('gives a fresh database the schema the shared list gave', () => {
    const rows = schemaAfter(migrations.slice(0, SHIPPED_STEPS));
    expect(rows).toHaveLength(123);
    const dump = rows.map((row) => [row.type, row.name, row.tbl_name, row.sql].join('|')).join('\n');
    expect(sha256(dump)).toBe(SCHEMA_SHA256_AT_17);
  });

  it('takes each step from exactly one journey or shared folder', () => {
    const journeySteps = sandboxJourneys.flatMap((journey) => journey.migrations ?? []);
    const versions = journeySteps.map((step) => step.version);
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('refuses a gap or a repeated version', () => {
    const step = (version: number) => ({ version, sql: `CREATE TABLE t${version} (id INTEGER);` });
    expect(schemaHistory([step(2), step(1)])).toEqual([step(1).sql, step(2).sql]);
    expect(() => schemaHistory([step(1), step(3)])).toThrow(/step 2 is missing or repeated/);
    expect(() => schemaHistory([step(1), step(1)])).toThrow(/step 2 is missing or repeated/);
  });
});
