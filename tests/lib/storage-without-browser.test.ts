import { describe, expect, it } from 'vitest';
import { storage } from '../../src/lib/storage.ts';

// The server and machine tests import modules that import storage; it must not crash there.
describe('storage outside a browser', () => {
  it('reads nothing and writes nowhere without throwing', () => {
    expect(() => storage.set('token', 'Bearer a.b.c')).not.toThrow();
    expect(storage.get('token')).toBeNull();
    expect(() => storage.clearAll()).not.toThrow();
  });
});
