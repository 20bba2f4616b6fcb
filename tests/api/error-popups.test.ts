import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishErrorPopup, subscribeToErrorPopups, type ErrorPopup } from '../../src/api/error-popups.ts';
import { apiBaseUrl } from '../../src/api/config.ts';

describe('error popup pub/sub', () => {
  it('delivers to every listener until it unsubscribes', () => {
    const first: ErrorPopup[] = [];
    const second: ErrorPopup[] = [];
    const stopFirst = subscribeToErrorPopups((popup) => first.push(popup));
    const stopSecond = subscribeToErrorPopups((popup) => second.push(popup));
    publishErrorPopup({ code: 'EPL-40000', message: 'a' });
    stopFirst();
    publishErrorPopup({ code: null, message: 'b' });
    stopSecond();
    expect(first.map((p) => p.message)).toEqual(['a']);
    expect(second.map((p) => p.message)).toEqual(['a', 'b']);
  });

  it('holds a popup raised before anyone listens for the first listener', () => {
    publishErrorPopup({ code: 'EPL-50000', message: 'early' });
    const seen: ErrorPopup[] = [];
    const stop = subscribeToErrorPopups((popup) => seen.push(popup));
    const late: ErrorPopup[] = [];
    const stopLate = subscribeToErrorPopups((popup) => late.push(popup));
    expect(seen).toEqual([{ code: 'EPL-50000', message: 'early' }]);
    expect(late).toEqual([]);
    stop();
    stopLate();
  });
});

describe('apiBaseUrl', () => {
  it('defaults to the same origin', () => {
    expect(apiBaseUrl({})).toBe('');
    expect(apiBaseUrl({ VITE_API_BASE_URL: '  ' })).toBe('');
  });

  it('uses the configured lender host without a trailing slash', () => {
    expect(apiBaseUrl({ VITE_API_BASE_URL: 'https://lender.example/' })).toBe('https://lender.example');
  });

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('reads VITE_API_BASE_URL from the build environment by default', () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://lender.example/api/');
    expect(apiBaseUrl()).toBe('https://lender.example/api');
  });
});
