import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

// The sandbox databases of a browser run (one per worker's server) and its path plans' folder
// (support/plan-cache.ts) are disposable; leave nothing behind in /tmp.
export default function globalTeardown(): void {
  const prefix = process.env.E2E_DATABASE_PATH;
  if (!prefix) return;
  const folder = path.dirname(prefix);
  for (const name of readdirSync(folder)) {
    if (name.startsWith(`${path.basename(prefix)}-`)) rmSync(path.join(folder, name), { force: true, recursive: true });
  }
}
