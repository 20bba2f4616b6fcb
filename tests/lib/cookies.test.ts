import { describe, expect, it } from 'vitest';
import {
  COOKIE_LIFETIME_SECONDS,
  clearAllCookies,
  deleteCookie,
  readCookie,
  writeCookie,
  type CookieJar,
} from '../../src/lib/cookies.ts';

/** Records each assignment, the way document.cookie receives them. */
function recordingJar(initial = ''): CookieJar & { writes: string[] } {
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return initial;
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
}

const NOW = Date.UTC(2026, 0, 15, 10, 0, 0);

describe('cookies', () => {
  it('writes a 1-day, SameSite=Lax cookie on the root path', () => {
    const jar = recordingJar();
    writeCookie({ jar, secure: false, now: () => NOW }, 'auth', 'Bearer a.b.c');
    const parts = jar.writes[0]?.split('; ') ?? [];
    expect(parts[0]).toBe('auth=Bearer%20a.b.c');
    expect(parts).toContain('path=/');
    expect(parts).toContain(`max-age=${24 * 60 * 60}`);
    expect(parts).toContain(`expires=${new Date(NOW + 86_400_000).toUTCString()}`);
    expect(parts).toContain('SameSite=Lax');
    expect(parts).not.toContain('Secure');
    expect(COOKIE_LIFETIME_SECONDS).toBe(86_400);
  });

  it('adds Secure on https', () => {
    const jar = recordingJar();
    writeCookie({ jar, secure: true }, 'phone', '9876543210');
    expect(jar.writes[0]?.split('; ')).toContain('Secure');
  });

  it('reads a named cookie, decoding it', () => {
    const jar = recordingJar('theme=dark; auth=Bearer%20a.b.c; phone=9876543210');
    expect(readCookie(jar, 'auth')).toBe('Bearer a.b.c');
    expect(readCookie(jar, 'phone')).toBe('9876543210');
    expect(readCookie(jar, 'missing')).toBeNull();
    expect(readCookie(recordingJar('bad=%E0%A4%A'), 'bad')).toBe('%E0%A4%A');
  });

  it('deletes by expiring in the past', () => {
    const jar = recordingJar();
    deleteCookie({ jar, secure: false }, 'auth');
    expect(jar.writes[0]).toMatch(/^auth=; path=\/; max-age=0; expires=Thu, 01 Jan 1970/);
  });

  it('clearAllCookies expires every visible cookie plus auth and phone', () => {
    const jar = recordingJar('theme=dark; utm=x');
    clearAllCookies({ jar, secure: false });
    const names = jar.writes.map((write) => write.split('=')[0]).sort();
    expect(names).toEqual(['auth', 'phone', 'theme', 'utm']);
    expect(jar.writes.every((write) => write.includes('max-age=0'))).toBe(true);
  });
});
