import { fileURLToPath } from 'node:url';
import { isAbsolute, resolve } from 'node:path';

/** The repository root, wherever npm was started from. */
export const ROOT_DIR = fileURLToPath(new URL('..', import.meta.url));
export const DIST_DIR = resolve(ROOT_DIR, 'dist');

/** Relative DATABASE_PATH values are taken from the repository root, like the default. */
export function resolveDatabasePath(path: string): string {
  return path === ':memory:' || isAbsolute(path) ? path : resolve(ROOT_DIR, path);
}
