// The rewards statement and schemes in plain types (ADR 054): the app's calls parse the lender's
// answers into these (src/journeys/rewards/api/schemas.ts); the chart holds them.

/** One line of the points statement: points in, or out (redeemed, or expired unused). */
export interface RewardLine {
  id: string;
  kind: 'earned' | 'redeemed' | 'expired';
  /** Whole points, always positive: the kind says which way they moved. */
  points: number;
  /** The scheme the points were earned under (none for a redemption). */
  schemeId: string | null;
  /** What they were for, in the lender's words. */
  description: string;
  /** ISO instant. */
  at: string;
  /** When earned points expire (ISO instant), null for the other kinds. */
  expiresAt: string | null;
}

/** A scheme in brief, as the statement lists them. */
export interface SchemeBrief {
  id: string;
  name: string;
  summary: string;
}

/** A scheme with its terms: how points are earned, the cap, the expiry. */
export interface SchemeDetails extends SchemeBrief {
  earn: string;
  cap: string;
  expiry: string;
  terms: string[];
}

/** GET /v1/rewards: the balance, the lines newest first, the schemes. */
export interface Rewards {
  balance: number;
  lines: RewardLine[];
  schemes: SchemeBrief[];
}
