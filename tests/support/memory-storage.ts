import { createStorage, type BrowserStorage, type StorageBackend } from '../../src/lib/storage.ts';

/** A localStorage in memory, seeded with `initial`; `items` shows what the code under test wrote. */
export function memoryBackend(initial: Record<string, string> = {}): StorageBackend & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** The real storage module over an in-memory backend, so tests read and write like the app. */
export function memoryStorage(): BrowserStorage {
  const local = memoryBackend();
  return createStorage(() => ({ local, cookies: null }));
}
