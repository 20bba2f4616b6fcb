import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { createDraftRecord } from '../../src/lib/draft-record.ts';
import type { StorageBackend } from '../../src/lib/storage.ts';
import { memoryBackend } from '../support/memory-storage.ts';

// The one draft record every journey's drafts are built on: kept as JSON under its key, read back
// only when it still matches its schema, removed when empty, and never a thrown storage error.

const KEY = 'saakh.test.drafts';
const schema = v.object({ version: v.literal(1), picked: v.nullable(v.string()) });
const spec = {
  key: KEY,
  schema,
  isEmpty: (record: v.InferOutput<typeof schema>) => record.picked === null,
  label: 'test',
};

describe('draft record', () => {
  it('keeps a record, reads it back and removes it when null or empty', () => {
    const store = memoryBackend();
    const drafts = createDraftRecord(spec, () => store);
    expect(drafts.read()).toBeNull();
    drafts.write({ version: 1, picked: 'upi' });
    expect(JSON.parse(store.items.get(KEY) ?? '')).toEqual({ version: 1, picked: 'upi' });
    expect(drafts.read()).toEqual({ version: 1, picked: 'upi' });
    drafts.write({ version: 1, picked: null });
    expect(store.items.has(KEY)).toBe(false);
    drafts.write({ version: 1, picked: 'nach' });
    drafts.write(null);
    expect(store.items.has(KEY)).toBe(false);
  });

  it('reads what is not JSON or not of the schema as none', () => {
    expect(createDraftRecord(spec, () => memoryBackend({ [KEY]: '{not json' })).read()).toBeNull();
    const other = JSON.stringify({ version: 2, picked: 'upi' });
    expect(createDraftRecord(spec, () => memoryBackend({ [KEY]: other })).read()).toBeNull();
  });

  it('does nothing without a storage and logs, never throws, when the storage throws', () => {
    const none = createDraftRecord(spec, () => null);
    expect(none.read()).toBeNull();
    expect(() => none.write({ version: 1, picked: 'upi' })).not.toThrow();
    const fail = () => {
      throw new Error('QuotaExceededError');
    };
    const throwing: StorageBackend = { getItem: fail, setItem: fail, removeItem: fail, clear: fail };
    const logger = { warn: vi.fn() };
    const drafts = createDraftRecord(spec, () => throwing, logger);
    expect(drafts.read()).toBeNull();
    drafts.write({ version: 1, picked: 'upi' });
    expect(logger.warn.mock.calls.map(([message]) => message)).toEqual([
      '[test] could not read',
      '[test] could not save',
    ]);
  });
});
