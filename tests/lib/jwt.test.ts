import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeToken, isTokenExpired } from '../../src/lib/jwt.ts';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function sign(payload: Record<string, unknown>): string {
  const head = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}`;
  return `${head}.${createHmac('sha256', 'secret').update(head).digest('base64url')}`;
}

const claims = {
  sub: 'c-1',
  phone: '9876543210',
  onBoardingType: 'referral',
  isGuarantor: false,
  iat: 1_700_000_000,
  exp: 1_700_086_400,
};

describe('decodeToken', () => {
  it('reads the claims from the stored combined string', () => {
    expect(decodeToken(`Bearer ${sign(claims)}`)).toEqual({
      onBoardingType: 'referral',
      isGuarantor: false,
      exp: 1_700_086_400,
      phone: '9876543210',
    });
  });

  it('reads a bare JWT too, and a guarantor flag', () => {
    expect(decodeToken(sign({ ...claims, isGuarantor: true }))?.isGuarantor).toBe(true);
  });

  it('treats a missing guarantor flag as not a guarantor', () => {
    const { isGuarantor: _omitted, ...rest } = claims;
    expect(decodeToken(sign(rest))?.isGuarantor).toBe(false);
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['not a JWT', 'Bearer not-a-jwt'],
    ['garbage payload', 'Bearer a.b.c'],
    ['missing claims', `Bearer ${sign({ sub: 'x' })}`],
    ['wrong claim types', `Bearer ${sign({ ...claims, exp: 'tomorrow' })}`],
  ])('returns null for %s', (_name, token) => {
    expect(decodeToken(token)).toBeNull();
  });
});

describe('isTokenExpired', () => {
  const decoded = decodeToken(sign(claims));
  it('compares exp (seconds) with now (milliseconds)', () => {
    if (!decoded) throw new Error('fixture did not decode');
    expect(isTokenExpired(decoded, 1_700_086_399_000)).toBe(false);
    expect(isTokenExpired(decoded, 1_700_086_400_000)).toBe(true);
  });
});
