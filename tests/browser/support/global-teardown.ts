import { rmSync } from 'node:fs';

// The sandbox database of a browser run is disposable; leave nothing behind in /tmp.
export default function globalTeardown(): void {
  const databasePath = process.env.E2E_DATABASE_PATH;
  if (!databasePath) return;
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${databasePath}${suffix}`, { force: true });
}
