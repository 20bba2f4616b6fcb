import * as v from 'valibot';
import { storedMarketplaceInfoSchema } from '../../lib/stored-keys.ts';

/** Marketplace login variants the sandbox catalogue defines (server/marketplaces/catalog.ts). */
export const LOGIN_VARIANTS = ['partnerShipping', 'partner', 'marketplace'] as const;
export type LoginVariant = (typeof LOGIN_VARIANTS)[number];

/**
 * §3 Marketplace info: the branding the browser keeps (its fields may be missing for partners
 * without a theme), and the login copy.
 */
export const marketplaceInfoSchema = v.object({
  ...storedMarketplaceInfoSchema.entries,
  /**
   * Which login copy the partner gets (docs/api-contract.md): partner variants hide the 0% interest
   * line, the shipping one adds its cash-on-delivery line. Absent or unknown (a lender's new
   * variant) reads as null, the plain marketplace copy, rather than failing the branding.
   */
  loginVariant: v.optional(v.fallback(v.nullable(v.picklist(LOGIN_VARIANTS)), null), null),
});

export type MarketplaceInfoResponse = v.InferOutput<typeof marketplaceInfoSchema>;
