import type { UploadedDocument } from '../onboarding/documents.ts';
/** What a statement file may be: the lender reads PDFs only (docs/sandbox.md, bank statements). */
export const STATEMENT_CONTENT_TYPES = ['application/pdf'] as const;

/** The three ways a lender may take statements; which it offers is its own (ADR 009). */
export const STATEMENT_WAYS = ['upload', 'netBanking', 'accountAggregator'] as const;
export type StatementWay = (typeof STATEMENT_WAYS)[number];

/** ReBIT consent states (AA spec v2). */
export const CONSENT_STATUSES = ['PENDING', 'ACTIVE', 'REJECTED', 'EXPIRED', 'REVOKED', 'PAUSED'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

/** ReBIT per-account data fetch states. */
export const FETCH_STATUSES = ['PENDING', 'READY', 'DELIVERED', 'DENIED', 'TIMEOUT'] as const;
export type FetchStatus = (typeof FETCH_STATUSES)[number];

/** What BankStatementState parses into (src/journeys/post-approval/api/bank-statement/schemas.ts). */
export type BankStatementState = {
  months: number;
  ways: StatementWay[];
  canSkip: boolean;
  maxFiles: number;
  maxBytes: number;
  statements: UploadedDocument[];
  netBanking: NetBankingSession | null;
  consent: Consent | null;
  application: { id: string; status: string };
};

/** What Consent parses into (src/journeys/post-approval/api/bank-statement/schemas.ts). */
export type Consent = {
  consentHandle: string;
  status: ConsentStatus;
  fetch: FetchStatus | null;
};

/** What ConsentResult parses into (src/journeys/post-approval/api/bank-statement/schemas.ts). */
export type ConsentResult = { consent: Consent; application: { id: string; status: string } };

/** What NetBankingResult parses into (src/journeys/post-approval/api/bank-statement/schemas.ts). */
export type NetBankingResult = { netBanking: NetBankingSession; application: { id: string; status: string } };

/** What NetBankingSession parses into (src/journeys/post-approval/api/bank-statement/schemas.ts). */
export type NetBankingSession = { sessionId: string; state: 'pending' | 'failed' | 'completed'; reason: string | null };

/** What ProviderRedirect parses into (src/journeys/post-approval/api/bank-statement/schemas.ts). */
export type ProviderRedirect = { url: string; reference: string };

/** What StatusAnswer parses into (src/journeys/post-approval/api/bank-statement/schemas.ts). */
export type StatusAnswer = { application: { id: string; status: string } };
