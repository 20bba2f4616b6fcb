import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { sandboxFromConfig } from './sandbox-from-config.ts';
import { createServerApp } from './serve.ts';
import { checkBuild, distDirName } from './build-if-needed.ts';
import { readServerConfig } from './config.ts';
import { ROOT_DIR } from './paths.ts';
import { keepConnectionsAlive, serverOptions } from './http/timeouts.ts';

// `npm start`: one Node process serving the built app and the sandbox API on one origin.

const config = readServerConfig(process.env, 'PORT', 3000);

const DIST_DIR = join(ROOT_DIR, distDirName(process.env));
const check = checkBuild(ROOT_DIR, DIST_DIR, process.env);
if (check.needed) {
  console.log(`Building the app (${check.reason})…`);
  const started = Date.now();
  const { build } = await import('vite');
  try {
    await build({ root: ROOT_DIR, configFile: join(ROOT_DIR, 'vite.config.ts'), logLevel: 'warn' });
  } catch (error) {
    console.error(
      `The app could not be built, so Saakh did not start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
  // The build stamped dist/ itself (scripts/vite/build-stamp.ts).
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

const { sandbox, databasePath } = sandboxFromConfig(config);
const app = createServerApp({ distDir: DIST_DIR, sandbox });

const server = serve({ fetch: app.fetch, port: config.port, serverOptions: serverOptions() }, (info) => {
  console.log(
    `Saakh is running at http://localhost:${info.port} ` +
      `(sandbox API: ${config.sandbox ? 'on' : 'off'}, database: ${databasePath})`,
  );
});

keepConnectionsAlive(server as Server);

server.on('error', (error) => {
  console.error(`Could not listen on port ${config.port}: ${error.message}`);
  sandbox.close();
  process.exit(1);
});

let stopping = false;
function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping.`);
  server.close(() => {
    sandbox.close();
    process.exit(0);
  });
  // Keep-alive connections can hold close() open; the database is closed either way.
  setTimeout(() => {
    sandbox.close();
    process.exit(0);
  }, 3000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
