import type { ApplicationPosition } from './position.ts';
// An answer to an ops comment (docs/api-contract.md, "Discrepancy").

/** The sandbox's bounds on an answer (trimmed): shorter is 400, longer is 400. */
export const RESPONSE_MIN_LENGTH = 2;
export const RESPONSE_MAX_LENGTH = 1000;

/** What OpsComment parses into (src/journeys/onboarding/api/identity/discrepancy/schemas.ts). */
export type OpsComment = {
  id: string;
  comment: string;
  raisedBy: string;
  createdAt: string;
  resolved: boolean;
  response: string | null;
  resolvedAt: string | null;
};

/** What ResolveCommentAnswer parses into (src/journeys/onboarding/api/identity/discrepancy/schemas.ts). */
export type ResolveCommentAnswer = { application: ApplicationPosition; comment: OpsComment; openComments: number };
