// The plain types the charts read (ADR 029); the wire schemas in src/api parse into exactly these.

export interface SupplierLink {
  marketplaceName: string;
  sellerId: string;
}

/** What LinkedMembership parses into (src/journeys/post-approval/api/supplier-accounts/schemas.ts). */
export type LinkedMembership = { marketplaceName: string; displayName: string; sellerId: string | null };
