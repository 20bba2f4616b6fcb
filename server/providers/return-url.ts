import * as v from 'valibot';

// Where a provider page sends the browser back to: a path on the app's own site or an http(s)
// address, never anything a browser would run or resolve elsewhere.

/** A path on the app's own site, or an http(s) address; nothing else may be redirected to. */
export function isReturnUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const RedirectBodySchema = v.strictObject({
  redirectUrl: v.pipe(
    v.string(),
    v.maxLength(2000),
    v.check(isReturnUrl, 'must be a path on this site or an http(s) address to come back to'),
  ),
});

/** The return address with the provider's outcome in its query. */
export function returnTo(redirectUrl: string, query: Record<string, string>): string {
  const relative = redirectUrl.startsWith('/');
  const url = new URL(redirectUrl, 'http://relative.invalid');
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

export function returnOrigin(redirectUrl: string): string | null {
  return redirectUrl.startsWith('/') ? null : new URL(redirectUrl).origin;
}
