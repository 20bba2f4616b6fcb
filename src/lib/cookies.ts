/**
 * The auth and phone cookies (§3, §9): they outlive a cleared localStorage for a
 * day, so a user who lost storage (e.g. a web view that wipes it) stays signed in.
 */

export const AUTH_COOKIE = 'auth';
export const PHONE_COOKIE = 'phone';
export const COOKIE_LIFETIME_SECONDS = 24 * 60 * 60;

/** Anything with a document.cookie-like accessor; Document satisfies it. */
export interface CookieJar {
  cookie: string;
}

export interface CookieContext {
  jar: CookieJar;
  /** Secure is only set on https, else the browser would drop the cookie. */
  secure: boolean;
  now?: () => number;
}

export function writeCookie(context: CookieContext, name: string, value: string): void {
  const now = context.now?.() ?? Date.now();
  const expires = new Date(now + COOKIE_LIFETIME_SECONDS * 1000).toUTCString();
  const attributes = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    'path=/',
    `max-age=${COOKIE_LIFETIME_SECONDS}`,
    `expires=${expires}`,
    'SameSite=Lax',
  ];
  if (context.secure) attributes.push('Secure');
  context.jar.cookie = attributes.join('; ');
}

export function readCookie(jar: CookieJar, name: string): string | null {
  for (const pair of jar.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (safeDecode(pair.slice(0, separator).trim()) !== name) continue;
    return safeDecode(pair.slice(separator + 1).trim());
  }
  return null;
}

export function deleteCookie(context: CookieContext, name: string): void {
  const attributes = [
    `${encodeURIComponent(name)}=`,
    'path=/',
    'max-age=0',
    'expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'SameSite=Lax',
  ];
  if (context.secure) attributes.push('Secure');
  context.jar.cookie = attributes.join('; ');
}

/** §4 logout clears all cookies the page can see, not only auth and phone. */
export function clearAllCookies(context: CookieContext): void {
  const names = new Set<string>([AUTH_COOKIE, PHONE_COOKIE]);
  for (const pair of context.jar.cookie.split(';')) {
    const separator = pair.indexOf('=');
    const name = (separator < 0 ? pair : pair.slice(0, separator)).trim();
    if (name) names.add(safeDecode(name));
  }
  for (const name of names) deleteCookie(context, name);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
