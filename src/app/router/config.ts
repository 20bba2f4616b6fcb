// Settings of the routing layer, in one place.

/** §9: a screen chunk that has not loaded after this long shows the retry screen. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Where /help sends the browser when the build does not set VITE_SUPPORT_URL. */
export const DEFAULT_SUPPORT_URL = 'https://support.saakh.in/';

export function supportUrl(env: { VITE_SUPPORT_URL?: string | undefined } = import.meta.env): string {
  const configured = env.VITE_SUPPORT_URL?.trim();
  return configured ? configured : DEFAULT_SUPPORT_URL;
}
