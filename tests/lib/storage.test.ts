// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage, createStorage, browserEnvironment } from '../../src/lib/storage.ts';
import { readCookie } from '../../src/lib/cookies.ts';

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeEach(() => {
  localStorage.clear();
  clearCookies();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('storage', () => {
  it('round-trips typed values as JSON', () => {
    storage.set('phone', '9876543210');
    storage.set('isReferralFlow', true);
    // Saved before the lender sent a display name: still read, the name as null.
    localStorage.setItem(
      'marketplaceInfo',
      JSON.stringify({ name: 'shipkart', marketplaceLogoUrl: null, primaryColorCode: '#5b2bd6', fontFamily: null }),
    );
    storage.set('homeData', { application: { id: 'a1' } });
    expect(localStorage.getItem('isReferralFlow')).toBe('true');
    expect(storage.get('phone')).toBe('9876543210');
    expect(storage.get('isReferralFlow')).toBe(true);
    expect(storage.get('marketplaceInfo')).toEqual({
      name: 'shipkart',
      displayName: null,
      marketplaceLogoUrl: null,
      primaryColorCode: '#5b2bd6',
      fontFamily: null,
    });
    expect(storage.get('homeData')).toEqual({ application: { id: 'a1' } });
  });

  it('answers null for absent keys and for values that no longer fit the key', () => {
    expect(storage.get('returnUrl')).toBeNull();
    localStorage.setItem('isReferralFlow', '"yes"');
    localStorage.setItem('marketplaceInfo', '{"logo":1}');
    expect(storage.get('isReferralFlow')).toBeNull();
    expect(storage.get('marketplaceInfo')).toBeNull();
  });

  it('accepts a bare string written by something other than this module', () => {
    localStorage.setItem('sessionId', 'abc-123');
    expect(storage.get('sessionId')).toBe('abc-123');
  });

  it('mirrors token and phone into the auth and phone cookies', () => {
    storage.set('token', 'Bearer a.b.c');
    storage.set('phone', '9876543210');
    storage.set('sessionId', 's-1');
    expect(readCookie(document, 'auth')).toBe('Bearer a.b.c');
    expect(readCookie(document, 'phone')).toBe('9876543210');
    expect(readCookie(document, 'sessionId')).toBeNull();
  });

  it('falls back to the cookie when localStorage lost token or phone', () => {
    storage.set('token', 'Bearer a.b.c');
    storage.set('phone', '9876543210');
    localStorage.clear();
    expect(storage.get('token')).toBe('Bearer a.b.c');
    expect(storage.get('phone')).toBe('9876543210');
  });

  it('remove deletes the key and its cookie', () => {
    storage.set('token', 'Bearer a.b.c');
    storage.remove('token');
    expect(localStorage.getItem('token')).toBeNull();
    expect(readCookie(document, 'auth')).toBeNull();
    expect(storage.get('token')).toBeNull();
  });

  it('clearAll empties localStorage and every cookie', () => {
    storage.set('token', 'Bearer a.b.c');
    storage.set('phone', '9876543210');
    storage.set('returnUrl', 'https://partner.example/');
    document.cookie = 'analytics_id=xyz; path=/';
    storage.clearAll();
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(storage.get('token')).toBeNull();
  });

  it('a full storage (QuotaExceededError) is logged, never thrown', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() =>
      storage.set('marketplacePurchase', { documents: [{ displayName: 'Invoice', name: 'inv.pdf', size: 5_000_000 }] }),
    ).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('marketplacePurchase');
    expect(warn.mock.calls[0]?.[1]).toMatchObject({ name: 'QuotaExceededError' });
    // The cookie half of a token write still happens.
    storage.set('token', 'Bearer x.y.z');
    expect(readCookie(document, 'auth')).toBe('Bearer x.y.z');
  });

  it('does not set Secure on http (the browser would drop the cookie)', () => {
    expect(location.protocol).toBe('http:');
    expect(browserEnvironment().cookies?.secure).toBe(false);
  });

  it('uses a logger passed in', () => {
    const logger = { warn: vi.fn() };
    const failing = createStorage(
      () => ({
        local: {
          getItem: () => null,
          setItem: () => {
            throw new DOMException('full', 'QuotaExceededError');
          },
          removeItem: () => undefined,
          clear: () => undefined,
        },
        cookies: null,
      }),
      logger,
    );
    failing.set('supportId', 's');
    expect(logger.warn).toHaveBeenCalledOnce();
  });
});
