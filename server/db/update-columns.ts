import type { Database } from 'better-sqlite3';
import { statement } from './statements.ts';

/** The tables written a column at a time, and the column that names their row. */
const ROW_KEYS = {
  customers: 'id',
  applications: 'id',
  guarantors: 'id',
  onboarding_state: 'application_id',
  post_approval_state: 'application_id',
} as const;

/**
 * Sets the patch's columns that are in `allowed` and not undefined on one row; nothing when none
 * are. Column names come from the callers' fixed lists, never from the request.
 */
export function updateColumns<K extends string>(
  db: Database,
  table: keyof typeof ROW_KEYS,
  rowKey: string,
  allowed: readonly K[],
  patch: Partial<Record<K, unknown>>,
): void {
  const keys = allowed.filter((key) => patch[key] !== undefined);
  if (keys.length === 0) return;
  const values: Record<string, unknown> = { rowKey };
  for (const key of keys) values[key] = patch[key];
  const assignments = keys.map((key) => `${key} = @${key}`).join(', ');
  statement(db, `UPDATE ${table} SET ${assignments} WHERE ${ROW_KEYS[table]} = @rowKey`).run(values);
}
