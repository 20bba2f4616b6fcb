import { LOGIN_SCREENS } from '../../../machines/login/screens.ts';
import { matchPath } from '../../../machines/routing/paths.ts';

// The addresses the login island serves (the login journey's declared screens, machines/login/screens.ts),
// and the screen each shows with its title. Any other address belongs to the full app.

export type IslandScreen = (typeof LOGIN_SCREENS)[keyof typeof LOGIN_SCREENS]['name'];

const SCREENS = Object.values(LOGIN_SCREENS);

/** The login layout's index ('Login Index' in the route table), which redirects to Mobile No. */
export const ISLAND_INDEX = '/login';
export const ISLAND_INDEX_TARGET = LOGIN_SCREENS.mobileEntry.path;

export function islandScreenAt(pathname: string): { screen: IslandScreen; title: string } | null {
  const found = SCREENS.find(({ path }) => matchPath(path, pathname) !== null);
  return found ? { screen: found.name, title: found.title } : null;
}

export function isIslandAddress(pathname: string): boolean {
  return matchPath(ISLAND_INDEX, pathname) !== null || islandScreenAt(pathname) !== null;
}
