import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Files and folders whose change means dist/ no longer matches the source. */
export const BUILD_INPUTS = [
  'src',
  'machines',
  'index.html',
  'vite.config.ts',
  // The build's own plugins (login shell, precompression) shape dist/ too.
  'scripts/vite',
  'server/static/precompress.ts',
  'package-lock.json',
  'public',
] as const;
export const STAMP_FILE = '.build-stamp';

/**
 * The folder a build goes to (vite.config.ts) and `npm start` serves, under the repository root: the
 * browser suite's build (VITE_JOURNEY_OBSERVER=1, playwright.config.ts) has its own, so it and the
 * production build (the budget's, Lighthouse's, `npm start`'s) never overwrite each other: `npm test`
 * makes both before its browser stage, and running either again leaves the other's build standing.
 */
export function distDirName(env: NodeJS.ProcessEnv): string {
  return env['VITE_JOURNEY_OBSERVER'] === '1' ? 'dist-browser-suite' : 'dist';
}

/** Build-time settings baked into the bundle; a change to any of them needs a rebuild too. */
export function buildEnvFingerprint(env: NodeJS.ProcessEnv): string {
  const baked = Object.keys(env)
    .filter((key) => key.startsWith('VITE_'))
    .sort()
    .map((key) => [key, env[key] ?? '']);
  return JSON.stringify(Object.fromEntries(baked));
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export type BuildCheck = { needed: false } | { needed: true; reason: string };

export function checkBuild(rootDir: string, distDir: string, env: NodeJS.ProcessEnv): BuildCheck {
  if (!existsSync(join(distDir, 'index.html'))) return { needed: true, reason: 'dist/index.html is missing' };
  const stamp = join(distDir, STAMP_FILE);
  if (!existsSync(stamp)) return { needed: true, reason: 'dist/ was not built by npm start' };
  if (readFileSync(stamp, 'utf8') !== buildEnvFingerprint(env)) {
    return { needed: true, reason: 'VITE_* settings changed since the last build' };
  }
  const stampTime = statSync(stamp).mtimeMs;
  const changed = BUILD_INPUTS.find((input) => newestMtime(join(rootDir, input)) > stampTime);
  return changed ? { needed: true, reason: `${changed} changed since the last build` } : { needed: false };
}

export function writeStamp(distDir: string, env: NodeJS.ProcessEnv): void {
  writeFileSync(join(distDir, STAMP_FILE), buildEnvFingerprint(env));
}
