import * as v from 'valibot';
import {
  AUTH_COOKIE,
  PHONE_COOKIE,
  clearAllCookies,
  deleteCookie,
  readCookie,
  writeCookie,
  type CookieContext,
} from './cookies.ts';
import { storedKeySchemas, type StoredKey, type StoredKeys } from './stored-keys.ts';

export type { StoredKey, StoredKeys, StoredMarketplaceInfo, MarketplacePurchase } from './stored-keys.ts';

export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

export interface StorageEnvironment {
  local: StorageBackend | null;
  cookies: CookieContext | null;
}

export interface BrowserStorage {
  /** null when absent or when what is stored no longer matches the key's schema. */
  get<K extends StoredKey>(key: K): StoredKeys[K] | null;
  set<K extends StoredKey>(key: K, value: StoredKeys[K]): void;
  remove(key: StoredKey): void;
  /** §4 logout: all of localStorage and every cookie the page can see. */
  clearAll(): void;
}

// Keys mirrored into a 1-day cookie (§3 "Auth and phone are also kept in cookies").
const COOKIE_FOR: Partial<Record<StoredKey, string>> = { token: AUTH_COOKIE, phone: PHONE_COOKIE };

type Logger = Pick<Console, 'warn'>;

/**
 * The environment is looked up on every call, not captured, so the module can
 * be imported where no browser exists (server, node tests) and tests can swap it.
 */
export function createStorage(environment: () => StorageEnvironment, logger: Logger = console): BrowserStorage {
  function readLocal(key: StoredKey): string | null {
    try {
      return environment().local?.getItem(key) ?? null;
    } catch (error) {
      logger.warn(`[storage] could not read "${key}"`, error);
      return null;
    }
  }

  function get<K extends StoredKey>(key: K): StoredKeys[K] | null {
    const schema = storedKeySchemas[key];
    const raw = readLocal(key);
    if (raw !== null) {
      const result = v.safeParse(schema, parseJson(raw));
      if (result.success) return result.output as StoredKeys[K];
    }
    const cookieName = COOKIE_FOR[key];
    const cookies = environment().cookies;
    if (cookieName && cookies) {
      const fromCookie = readCookie(cookies.jar, cookieName);
      if (fromCookie) {
        const result = v.safeParse(schema, fromCookie);
        if (result.success) return result.output as StoredKeys[K];
      }
    }
    return null;
  }

  function set<K extends StoredKey>(key: K, value: StoredKeys[K]): void {
    const { local, cookies } = environment();
    try {
      local?.setItem(key, JSON.stringify(value));
    } catch (error) {
      // §8: a full storage (QuotaExceededError) must not break the journey.
      logger.warn(`[storage] could not save "${key}"`, error);
    }
    const cookieName = COOKIE_FOR[key];
    if (cookieName && cookies && typeof value === 'string') writeCookie(cookies, cookieName, value);
  }

  function remove(key: StoredKey): void {
    const { local, cookies } = environment();
    try {
      local?.removeItem(key);
    } catch (error) {
      logger.warn(`[storage] could not remove "${key}"`, error);
    }
    const cookieName = COOKIE_FOR[key];
    if (cookieName && cookies) deleteCookie(cookies, cookieName);
  }

  function clearAll(): void {
    const { local, cookies } = environment();
    try {
      local?.clear();
    } catch (error) {
      logger.warn('[storage] could not clear', error);
    }
    if (cookies) clearAllCookies(cookies);
  }

  return { get, set, remove, clearAll };
}

// Values written by older builds or by the native wrapper may be bare strings.
function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export function browserEnvironment(): StorageEnvironment {
  let local: StorageBackend | null = null;
  try {
    local = typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Some privacy modes throw on the mere access.
    local = null;
  }
  const cookies: CookieContext | null =
    typeof document === 'undefined'
      ? null
      : { jar: document, secure: typeof location !== 'undefined' && location.protocol === 'https:' };
  return { local, cookies };
}

export const storage: BrowserStorage = createStorage(browserEnvironment);
