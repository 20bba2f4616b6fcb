import * as v from 'valibot';

const optionalText = v.optional(v.nullable(v.string()), null);

/** §3 Marketplace info; branding fields may be missing for partners without a theme. */
export const marketplaceInfoSchema = v.object({
  name: v.string(),
  marketplaceLogoUrl: optionalText,
  primaryColorCode: optionalText,
  fontFamily: optionalText,
});

export type MarketplaceInfoResponse = v.InferOutput<typeof marketplaceInfoSchema>;
