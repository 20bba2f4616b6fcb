import type { BrowserStorage } from '../lib/storage.ts';

/** §2: a supportId in the query string, on any page, is kept for support lookups. */
export function saveSupportId(search: string, storage: Pick<BrowserStorage, 'set'>): void {
  const supportId = new URLSearchParams(search).get('supportId')?.trim();
  if (supportId) storage.set('supportId', supportId);
}
