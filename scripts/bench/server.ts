import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT_DIR } from './report.ts';

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** The bench's own port, so it never shares a server with a browser run of someone else. */
export function benchPort(): number {
  return Number(process.env.E2E_PORT ?? process.env.BENCH_PORT ?? 3300);
}

/**
 * `npm start`'s command (node --import tsx server/start.ts, without npm in between so stopping
 * it stops the server) on `port` with a throw-away database; it builds the app first when dist/
 * is stale, which can take minutes on 2 cores.
 */
export async function startServer(port = benchPort()): Promise<RunningServer> {
  const databasePath = join(tmpdir(), `saakh-bench-${process.pid}-${Date.now()}.sqlite`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    // BENCH_SERVER_DIR: another checkout's server (say, main's) for a before/after comparison.
    cwd: process.env.BENCH_SERVER_DIR ?? ROOT_DIR,
    env: { ...process.env, PORT: String(port), DATABASE_PATH: databasePath, SANDBOX: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A bench stopped half-way (Ctrl-C, an error) must not leave its server holding the port.
  const orphanGuard = (): void => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', orphanGuard);

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped before answering:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the server did not answer on ${baseUrl} within 4 minutes:\n${output}`);
    }
    try {
      if ((await fetch(`${baseUrl}/`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    baseUrl,
    async stop() {
      process.off('exit', orphanGuard);
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${databasePath}${suffix}`, { force: true });
    },
  };
}
