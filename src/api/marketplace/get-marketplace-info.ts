import { plain } from '../call.ts';
import { marketplaceInfoSchema } from './schemas.ts';

/** GET /v1/marketplace/logo-url?marketplaceName= (no auth). */
export const getMarketplaceInfo = plain.call('get', marketplaceInfoSchema, (input: { marketplaceName: string }) => ({
  path: '/v1/marketplace/logo-url',
  searchParams: { marketplaceName: input.marketplaceName },
}));
