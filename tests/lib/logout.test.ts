import { describe, expect, it } from 'vitest';
import { logoutDestination, performLogout } from '../../src/lib/logout.ts';
import { createStorage } from '../../src/lib/storage.ts';
import { memoryBackend } from '../support/memory-storage.ts';

const HERE = 'https://saakh.example/dashboard?tab=offers';

describe('logoutDestination (§4)', () => {
  const rows: Array<{ name: string; input: Parameters<typeof logoutDestination>[0]; expected: string }> = [
    {
      name: 'stored return URL wins over everything',
      input: {
        returnUrl: 'https://app.partner.example/home',
        referralCallbackUrl: 'https://partner.example/cb',
        marketplaceName: 'shipkart',
        currentHref: HERE,
      },
      expected: 'https://app.partner.example/home',
    },
    {
      name: 'referral callback: current address with marketplace name and callback URL',
      input: {
        returnUrl: null,
        referralCallbackUrl: 'https://partner.example/cb?x=1',
        marketplaceName: 'shipkart',
        currentHref: HERE,
      },
      expected:
        'https://saakh.example/dashboard?tab=offers&marketplaceName=shipkart' +
        '&callbackUrl=https%3A%2F%2Fpartner.example%2Fcb%3Fx%3D1',
    },
    {
      name: 'referral callback without a known marketplace adds the callback only',
      input: {
        returnUrl: null,
        referralCallbackUrl: 'https://partner.example/cb',
        marketplaceName: null,
        currentHref: HERE,
      },
      expected: 'https://saakh.example/dashboard?tab=offers&callbackUrl=https%3A%2F%2Fpartner.example%2Fcb',
    },
    {
      name: 'existing referral parameters are replaced, not repeated',
      input: {
        returnUrl: null,
        referralCallbackUrl: 'https://partner.example/new',
        marketplaceName: 'shipkart',
        currentHref: 'https://saakh.example/login/mobile-no?marketplaceName=old&callbackUrl=https%3A%2F%2Fold',
      },
      expected:
        'https://saakh.example/login/mobile-no?marketplaceName=shipkart' +
        '&callbackUrl=https%3A%2F%2Fpartner.example%2Fnew',
    },
    {
      name: 'nothing stored: the current address',
      input: { returnUrl: null, referralCallbackUrl: null, marketplaceName: 'shipkart', currentHref: HERE },
      expected: HERE,
    },
    {
      name: 'blank values count as absent',
      input: { returnUrl: '  ', referralCallbackUrl: '', marketplaceName: null, currentHref: HERE },
      expected: HERE,
    },
  ];

  it.each(rows)('$name', ({ input, expected }) => {
    expect(logoutDestination(input)).toBe(expected);
  });
});

describe('performLogout', () => {
  it('reads the destination before clearing, clears everything, then navigates', () => {
    const local = memoryBackend();
    const jar = { cookie: '' };
    const storage = createStorage(() => ({ local, cookies: { jar, secure: false } }));
    storage.set('token', 'Bearer a.b.c');
    storage.set('referralCallbackUrl', 'https://partner.example/cb');
    storage.set('marketplaceInfo', {
      name: 'shipkart',
      displayName: 'ShipKart',
      marketplaceLogoUrl: null,
      primaryColorCode: null,
      fontFamily: null,
    });

    const visited: string[] = [];
    const location = {
      href: 'https://saakh.example/dashboard',
      assign(url: string) {
        // Navigation must come after the clear, else the next page could still see the session.
        expect(local.items.size).toBe(0);
        visited.push(url);
      },
    };
    const destination = performLogout({ storage, location });
    expect(visited).toEqual([destination]);
    expect(destination).toBe(
      'https://saakh.example/dashboard?marketplaceName=shipkart&callbackUrl=https%3A%2F%2Fpartner.example%2Fcb',
    );
    expect(storage.get('token')).toBeNull();
  });

  it('goes to the stored return URL', () => {
    const local = memoryBackend();
    const storage = createStorage(() => ({ local, cookies: null }));
    storage.set('returnUrl', 'https://partner.example/return');
    const visited: string[] = [];
    performLogout({ storage, location: { href: 'https://saakh.example/x', assign: (url) => visited.push(url) } });
    expect(visited).toEqual(['https://partner.example/return']);
  });

  it('a second logout while the first is leaving does not redirect elsewhere', () => {
    const local = memoryBackend();
    const storage = createStorage(() => ({ local, cookies: null }));
    storage.set('returnUrl', 'https://partner.example/return');
    const visited: string[] = [];
    const location = { href: 'https://saakh.example/dashboard', assign: (url: string) => visited.push(url) };
    performLogout({ storage, location });
    // A concurrent 401 arrives after storage was cleared.
    expect(performLogout({ storage, location })).toBe('https://partner.example/return');
    expect(visited).toEqual(['https://partner.example/return']);
  });
});
