// The app's version and build, put into the client by Vite's `define` (vite.config.ts) and read
// through src/lib/app-version.ts only: Settings shows them, the error reporter (issue 34) sends
// them. The version is package.json's (§9's product version); the build is SAAKH_BUILD_ID when
// CI sets one, else the commit the build was made from, else "local" (no git, e.g. a tarball).

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

function commitOf(root: string): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

export function appVersionDefines(root: string, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const { version } = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as { version: string };
  const build = env['SAAKH_BUILD_ID'] || commitOf(root) || 'local';
  return { __APP_VERSION__: JSON.stringify(version), __APP_BUILD__: JSON.stringify(build) };
}
