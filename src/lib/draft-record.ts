import * as v from 'valibot';
import { parseJsonAs } from './parse-json.ts';
import type { StorageBackend } from './storage.ts';

// What a journey's screens keep across reloads of what was typed or ticked but not yet sent: one
// versioned JSON record under one localStorage key (ADR 006, 008, 013). Each journey says what its
// record holds (the schema) and when it holds nothing worth keeping; the rest is the same for all:
// a record that is not JSON or not of the schema reads as none, and a storage that throws (privacy
// modes, a full quota) is logged and never breaks the journey (§8: the draft is a convenience).
// The §4 logout clears all of localStorage, every record with it.

export interface DraftRecord<T> {
  /** The kept record, or null when there is none or it no longer matches the schema. */
  read(): T | null;
  /** Keeps `record`; null or an empty one removes the key. */
  write(record: T | null): void;
}

export interface DraftRecordSpec<T> {
  key: string;
  schema: v.GenericSchema<unknown, T>;
  /** A record that holds nothing to keep: written as a removal. */
  isEmpty?: (record: T) => boolean;
  /** Names the record in the warnings logged when storage fails. */
  label: string;
}

type Logger = Pick<Console, 'warn'>;

const typedValues = v.record(v.string(), v.string());

/** The schema of what was typed per step (or screen): for each that has a draft, its fields' plain text. */
export function typedValuesPer<K extends string>(keys: readonly K[]) {
  return v.partial(
    v.object(Object.fromEntries(keys.map((key) => [key, typedValues])) as Record<K, typeof typedValues>),
  );
}

export function createDraftRecord<T>(
  { key, schema, isEmpty = () => false, label }: DraftRecordSpec<T>,
  backend: () => StorageBackend | null,
  logger: Logger = console,
): DraftRecord<T> {
  return {
    read() {
      try {
        const raw = backend()?.getItem(key) ?? null;
        return raw === null ? null : parseJsonAs(schema, raw);
      } catch (error) {
        logger.warn(`[${label}] could not read`, error);
        return null;
      }
    },
    write(record) {
      try {
        const store = backend();
        if (!store) return;
        if (record === null || isEmpty(record)) store.removeItem(key);
        else store.setItem(key, JSON.stringify(record));
      } catch (error) {
        logger.warn(`[${label}] could not save`, error);
      }
    },
  };
}

/** The page's localStorage, or null where there is none (node) or its mere access throws (privacy modes). */
export function browserLocalStorage(): StorageBackend | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
