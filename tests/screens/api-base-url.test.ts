import { describe, expect, it } from 'vitest';
import { apiBaseUrl } from '../../src/api/config.ts';
import { parseDevServers } from '../../src/lib/staging-servers.ts';

// The staging panel's choice reaches the API client only through apiBaseUrl (§6).

const servers = 'https://dev1.saakh.test/, https://dev2.saakh.test ,not a url';

describe('parseDevServers', () => {
  it('keeps http(s) origins, trimmed, without trailing slashes or repeats', () => {
    expect(parseDevServers(`${servers},https://dev1.saakh.test`)).toEqual([
      'https://dev1.saakh.test',
      'https://dev2.saakh.test',
    ]);
    expect(parseDevServers(undefined)).toEqual([]);
    expect(parseDevServers('')).toEqual([]);
  });
});

describe('apiBaseUrl with a stored staging server', () => {
  const stored = (value: string | null) => () => value;

  it('uses the stored server in a non-production build when it is a configured one', () => {
    expect(apiBaseUrl({ PROD: false, VITE_DEV_SERVERS: servers }, stored('https://dev2.saakh.test'))).toBe(
      'https://dev2.saakh.test',
    );
    expect(apiBaseUrl({ PROD: false, VITE_DEV_SERVERS: servers }, stored('https://dev1.saakh.test/'))).toBe(
      'https://dev1.saakh.test',
    );
  });

  it('ignores it in a production build', () => {
    expect(
      apiBaseUrl(
        { PROD: true, VITE_DEV_SERVERS: servers, VITE_API_BASE_URL: 'https://lender.example' },
        stored('https://dev2.saakh.test'),
      ),
    ).toBe('https://lender.example');
  });

  it('ignores a stored server the build does not list, and falls back without one', () => {
    expect(apiBaseUrl({ PROD: false, VITE_DEV_SERVERS: servers }, stored('https://evil.example'))).toBe('');
    expect(
      apiBaseUrl(
        { PROD: false, VITE_DEV_SERVERS: servers, VITE_API_BASE_URL: 'https://lender.example/' },
        stored(null),
      ),
    ).toBe('https://lender.example');
  });
});
