import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { createServer } from 'vite';
import { sandboxFromConfig } from './sandbox-from-config.ts';
import { readServerConfig } from './config.ts';
import { ROOT_DIR } from './paths.ts';
import { keepConnectionsAlive, serverOptions } from './http/timeouts.ts';

// `npm run dev`: the sandbox API on SANDBOX_PORT and Vite (hot reload) on PORT, in one
// process. vite.config.ts proxies the API prefixes to SANDBOX_PORT, so the browser sees one origin.

const api = readServerConfig(process.env, 'SANDBOX_PORT', 3001);
const webPort = readServerConfig(process.env, 'PORT', 3000).port;
process.env.SANDBOX_PORT = String(api.port);

const { sandbox, databasePath } = sandboxFromConfig(api);

const apiServer = serve(
  { fetch: sandbox.app.fetch, port: api.port, hostname: '127.0.0.1', serverOptions: serverOptions() },
  (info) => {
    console.log(
      `Sandbox API on http://127.0.0.1:${info.port} ` +
        `(sandbox API: ${api.sandbox ? 'on' : 'off'}, database: ${databasePath})`,
    );
  },
);
keepConnectionsAlive(apiServer as Server);
apiServer.on('error', (error) => {
  console.error(`Could not start the sandbox API on port ${api.port}: ${error.message}`);
  process.exit(1);
});

const vite = await createServer({
  root: ROOT_DIR,
  configFile: join(ROOT_DIR, 'vite.config.ts'),
  server: { port: webPort, strictPort: true },
});
await vite.listen();
console.log(`Saakh (dev) is running at http://localhost:${webPort}`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await vite.close();
  apiServer.close();
  sandbox.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
