import { describe, expect, it } from 'vitest';
import { isLoggedIn } from '../../machines/routing/logged-in.ts';
import { isValidMobile } from '../../rules/mobile.ts';

describe('isLoggedIn (§4), for the guard and the session machine', () => {
  it.each([
    { token: 'Bearer a.b.c', phone: '9876543210', expected: true },
    { token: 'Bearer a.b.c', phone: '6000000000', expected: true },
    { token: 'Bearer a.b.c', phone: '5876543210', expected: false },
    { token: 'Bearer a.b.c', phone: '987654321', expected: false },
    { token: 'Bearer a.b.c', phone: '98765432100', expected: false },
    { token: 'Bearer a.b.c', phone: '98765o3210', expected: false },
    { token: 'Bearer a.b.c', phone: null, expected: false },
    { token: null, phone: '9876543210', expected: false },
    { token: '   ', phone: '9876543210', expected: false },
    { token: undefined, phone: undefined, expected: false },
  ])('token $token, phone $phone → $expected', ({ token, phone, expected }) => {
    expect(isLoggedIn({ token, phone })).toBe(expected);
  });

  it('validates mobile numbers with the §5 rule', () => {
    expect(isValidMobile('7000000001')).toBe(true);
    expect(isValidMobile(' 7000000001')).toBe(false);
    expect(isValidMobile(null)).toBe(false);
  });
});
