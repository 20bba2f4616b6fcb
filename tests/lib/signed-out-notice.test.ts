import { describe, expect, it } from 'vitest';
import { noteSignedOut, takeSignedOutNotice } from '../../src/lib/signed-out-notice.ts';

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('signed-out notice', () => {
  it('is read once after a 401 noted it, and not before', () => {
    const store = memory();
    expect(takeSignedOutNotice(store)).toBe(false);
    noteSignedOut(store);
    expect(takeSignedOutNotice(store)).toBe(true);
    expect(takeSignedOutNotice(store)).toBe(false);
  });

  it('gives up quietly where storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    expect(() => noteSignedOut(refusing)).not.toThrow();
    expect(takeSignedOutNotice(refusing)).toBe(false);
  });
});
