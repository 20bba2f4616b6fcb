import { createSandbox, type Sandbox } from './app.ts';
import type { ServerConfig } from './config.ts';
import { resolveDatabasePath } from './paths.ts';

// Apart from app.ts: paths.ts reads the repository root from import.meta.url when it loads, which only
// the server commands may do (tests load app.ts in a browser-like environment).

/** The sandbox a server command runs (npm start, npm run dev), from its configuration. */
export function sandboxFromConfig(config: ServerConfig): { sandbox: Sandbox; databasePath: string } {
  const databasePath = resolveDatabasePath(config.databasePath);
  const sandbox = createSandbox({
    databasePath,
    sandbox: config.sandbox,
    ...(config.jwtSecret ? { jwtSecret: config.jwtSecret } : {}),
    ...(config.otpPolicy ? { otpPolicy: config.otpPolicy } : {}),
  });
  return { sandbox, databasePath };
}
