import { LOGIN_SCREENS } from '../../../machines/login/screens.ts';
import { matchPath } from '../../../machines/routing/paths.ts';

// The addresses the login island serves (the login journey's declared screens, machines/login/screens.ts),
// and the screen each shows with its title. Any other address belongs to the full app.

export type IslandScreen = (typeof LOGIN_SCREENS)[keyof typeof LOGIN_SCREENS]['name'];

/** One object per screen: the island compares what it found with what it showed last by identity. */
const SCREENS = Object.values(LOGIN_SCREENS).map(({ name, path, title }) => ({ path, screen: name, title }));

/** The login layout's index ('Login Index' in the route table), which redirects to Mobile No. */
export const ISLAND_INDEX = '/login';
export const ISLAND_INDEX_TARGET = LOGIN_SCREENS.mobileEntry.path;

export function islandScreenAt(pathname: string): { screen: IslandScreen; title: string } | null {
  return SCREENS.find(({ path }) => matchPath(path, pathname) !== null) ?? null;
}

export function isIslandAddress(pathname: string): boolean {
  return matchPath(ISLAND_INDEX, pathname) !== null || islandScreenAt(pathname) !== null;
}
