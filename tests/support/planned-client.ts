import { createApiClient, type ApiClient } from '../../src/api/client.ts';

/**
 * The API client a journey is provided with when its calls are planned, not made: the path
 * runners answer each actor with the path's events, so nothing reaches this address (a `fetch`
 * may stand in for the lender where a test answers the calls itself).
 */
export function plannedApiClient(fetch?: typeof globalThis.fetch): ApiClient {
  return createApiClient({
    baseUrl: 'http://planned.invalid',
    ...(fetch ? { fetch } : {}),
    getAuthorization: () => null,
    getPhone: () => null,
    onUnauthorized: () => {},
    onErrorPopup: () => {},
  });
}
