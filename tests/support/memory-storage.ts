import { createStorage, type BrowserStorage } from '../../src/lib/storage.ts';

/** The real storage module over an in-memory backend, so tests read and write like the app. */
export function memoryStorage(): BrowserStorage {
  const items = new Map<string, string>();
  return createStorage(() => ({
    local: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
      clear: () => items.clear(),
    },
    cookies: null,
  }));
}
