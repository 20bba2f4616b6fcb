/** The development servers a staging build offers (VITE_DEV_SERVERS, comma separated), without trailing slashes. */
export function parseDevServers(list: string | undefined): string[] {
  if (!list) return [];
  const servers = list
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter((entry) => /^https?:\/\/[^\s/]+/.test(entry));
  return [...new Set(servers)];
}
