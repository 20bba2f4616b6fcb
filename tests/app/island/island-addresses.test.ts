import { describe, expect, it } from 'vitest';
import { isIslandAddress, islandScreenAt } from '../../../src/app/island/island-addresses.ts';
import { pageTitle } from '../../../src/routes/page-titles.ts';
import { matchTableRoute } from '../../../src/routes/route-match.ts';

// The island serves exactly the login layout's routes; any other address is the full app's.

describe('login island addresses', () => {
  it('shows Mobile No and Verify Otp where the route table has them, with or without a phone', () => {
    expect(islandScreenAt('/login/mobile-no')?.screen).toBe('MobileNo');
    expect(islandScreenAt('/login/mobile-no/')?.screen).toBe('MobileNo');
    expect(islandScreenAt('/login/verify-otp')?.screen).toBe('VerifyOtp');
    expect(islandScreenAt('/login/verify-otp/9876543210')?.screen).toBe('VerifyOtp');
  });

  it('answers the same object for the same screen, which the island compares with the one it showed', () => {
    expect(islandScreenAt('/login/verify-otp/9876543210')).toBe(islandScreenAt('/login/verify-otp'));
  });

  it('titles each screen as the full app titles its route in the table', () => {
    for (const address of ['/login/mobile-no', '/login/verify-otp/9876543210']) {
      expect(islandScreenAt(address)?.title).toBe(pageTitle(matchTableRoute(address)?.name ?? ''));
    }
  });

  it('serves the login index (redirected to Mobile No) and nothing outside the login layout', () => {
    expect(isIslandAddress('/login')).toBe(true);
    expect(isIslandAddress('/login/')).toBe(true);
    expect(islandScreenAt('/login')).toBeNull();
    expect(isIslandAddress('/login/elsewhere')).toBe(false);
    expect(isIslandAddress('/login/verify-otp/9876543210/more')).toBe(false);
    expect(isIslandAddress('/')).toBe(false);
    expect(isIslandAddress('/dashboard')).toBe(false);
  });
});
