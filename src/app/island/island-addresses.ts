import { matchPath } from '../../../machines/routing/paths.ts';
import type { LoginRouteName } from '../../routes/login-titles.ts';

// The addresses the login island serves (the login layout's routes in src/routes/route-table.ts),
// and the screen each shows. Any other address belongs to the full app.

export type IslandScreen = 'MobileNo' | 'VerifyOtp';

const SCREENS: readonly { pattern: string; screen: IslandScreen; routeName: LoginRouteName }[] = [
  { pattern: '/login/mobile-no', screen: 'MobileNo', routeName: 'Mobile No' },
  { pattern: '/login/verify-otp/:phone?', screen: 'VerifyOtp', routeName: 'Verify Otp' },
];

/** The login layout's index ('Login Index' in the route table), which redirects to Mobile No. */
export const ISLAND_INDEX = '/login';
export const ISLAND_INDEX_TARGET = '/login/mobile-no';

export function islandScreenAt(pathname: string): { screen: IslandScreen; routeName: LoginRouteName } | null {
  return SCREENS.find(({ pattern }) => matchPath(pattern, pathname) !== null) ?? null;
}

export function isIslandAddress(pathname: string): boolean {
  return matchPath(ISLAND_INDEX, pathname) !== null || islandScreenAt(pathname) !== null;
}
