/**
 * The lender host is chosen at build time (VITE_API_BASE_URL) so one build can
 * point at a real lender; empty means the sandbox on the same origin.
 */
export function apiBaseUrl(env: { VITE_API_BASE_URL?: string | undefined } = import.meta.env): string {
  const configured = env.VITE_API_BASE_URL?.trim() ?? '';
  return configured.replace(/\/+$/, '');
}
