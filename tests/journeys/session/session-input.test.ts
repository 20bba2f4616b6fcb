import { describe, expect, it } from 'vitest';
import { readSessionInput as readWith } from '../../../src/journeys/session/session-input.ts';
import { isGuarantorRoute, pathForName, redirectAddress } from '../../../src/routes/route-lookup.ts';
import { createStorage } from '../../../src/lib/storage.ts';
import { signToken } from '../../../server/auth/jwt.ts';

// What the session starts from after a reload: storage (the token decoded) and the address.

function storageWith(values: Record<string, string>) {
  const local = new Map(Object.entries(values));
  return createStorage(() => ({
    local: {
      getItem: (key: string) => local.get(key) ?? null,
      setItem: (key: string, value: string) => void local.set(key, value),
      removeItem: (key: string) => void local.delete(key),
      clear: () => local.clear(),
    },
    cookies: null,
  }));
}

const at = (search: string) => ({
  location: new URL(`https://saakh.test/login/mobile-no${search}`) as unknown as Location,
  saakhNativeWrapper: undefined,
});

async function tokenFor(isGuarantor: boolean): Promise<string> {
  const claims = { sub: 'someone', phone: '9876543210', onBoardingType: 'direct' as const, isGuarantor };
  return `Bearer ${await signToken('session-input-secret', claims, Date.now())}`;
}

// The app resolves ?redirect names with the route table.
const readSessionInput = (target: Parameters<typeof readWith>[0], storage: Parameters<typeof readWith>[1]) =>
  readWith(target, storage, { redirectAddress, isGuarantorRoute });

describe('readSessionInput', () => {
  it("marks a guarantor from the stored token's isGuarantor", async () => {
    const input = readSessionInput(
      at(''),
      storageWith({ token: JSON.stringify(await tokenFor(true)), phone: JSON.stringify('9876543210') }),
    );
    expect(input.stored).toMatchObject({ phone: '9876543210', onBoardingType: 'direct', guarantor: true });
  });

  it('is no guarantor for an applicant token, or with no token at all', async () => {
    expect(
      readSessionInput(at(''), storageWith({ token: JSON.stringify(await tokenFor(false)) })).stored.guarantor,
    ).toBe(false);
    expect(readSessionInput(at(''), storageWith({})).stored.guarantor).toBe(false);
  });

  it('reads a resumed OTP session from the address', () => {
    const input = readSessionInput(at('?session=abc&otpSent=true'), storageWith({}));
    expect(input.entry.sessionId).toBe('abc');
    expect(input.loginQuery).toMatchObject({ session: 'abc', otpSent: 'true' });
  });

  it('resolves the ?redirect route name to its address, for the landing after login', () => {
    expect(readSessionInput(at('?redirect=My%20Profile&section=offers'), storageWith({})).entry.redirectPath).toBe(
      '/my-profile',
    );
    expect(readSessionInput(at('?redirect=No%20Such%20Screen'), storageWith({})).entry.redirectPath).toBeNull();
    expect(readSessionInput(at(''), storageWith({})).entry.redirectPath).toBeNull();
  });

  const SUPPLIER_PAY_NOW = pathForName('Supplier Pay Now', { id: '7' });

  it("gives the redirect target the deep link's query back, and its path parameters to its path", () => {
    const statement = readSessionInput(at('?redirect=Credit%20Statement&from=2026-11-01&session=s-1'), storageWith({}));
    expect(statement.entry).toMatchObject({ redirectPath: '/credit-statement', redirectQuery: { from: '2026-11-01' } });
    const supplier = readSessionInput(at('?redirect=Supplier%20Pay%20Now&id=7&amount=500'), storageWith({}));
    expect(SUPPLIER_PAY_NOW).toBe('/supplier/7/payment-history/pay-now');
    expect(supplier.entry).toMatchObject({ redirectPath: SUPPLIER_PAY_NOW, redirectQuery: { amount: '500' } });
  });
});
