import { parseDevServers } from '../lib/staging-servers.ts';
import { storage } from '../lib/storage.ts';

export interface ApiEnv {
  VITE_API_BASE_URL?: string | undefined;
  VITE_DEV_SERVERS?: string | undefined;
  PROD?: boolean | undefined;
}

/**
 * The lender host is chosen at build time (VITE_API_BASE_URL) so one build can
 * point at a real lender; empty means the sandbox on the same origin.
 *
 * §6 staging override: a non-production build uses the development server a tester chose in
 * the staging panel (stored as `stagingServer`). The stored value is honoured only while it is
 * still one of the configured VITE_DEV_SERVERS, so a stale or planted value can never send the
 * token to a host the build does not know.
 */
export function apiBaseUrl(
  env: ApiEnv = import.meta.env,
  readStagingServer: () => string | null = () => storage.get('stagingServer'),
): string {
  if (env.PROD !== true) {
    const chosen = readStagingServer()?.trim().replace(/\/+$/, '');
    if (chosen && parseDevServers(env.VITE_DEV_SERVERS).includes(chosen)) return chosen;
  }
  const configured = env.VITE_API_BASE_URL?.trim() ?? '';
  return configured.replace(/\/+$/, '');
}
