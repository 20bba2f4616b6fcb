import type { ApiClient, CallOptions } from '../client.ts';
import { marketplaceInfoSchema, type MarketplaceInfoResponse } from './schemas.ts';

/** GET /v1/marketplace/logo-url?marketplaceName= (no auth). */
export function getMarketplaceInfo(
  client: ApiClient,
  input: { marketplaceName: string },
  options: CallOptions = {},
): Promise<MarketplaceInfoResponse> {
  return client.get('/v1/marketplace/logo-url', {
    ...options,
    searchParams: { marketplaceName: input.marketplaceName },
    schema: marketplaceInfoSchema,
  });
}
