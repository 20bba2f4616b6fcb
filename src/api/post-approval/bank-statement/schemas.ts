import * as v from 'valibot';
import { uploadedDocumentSchema } from '../../onboarding/documents.ts';

// The bank-statement resource (docs/sandbox.md, "Bank statements and documents"): which ways the
// lender takes six months of statements, and where each way stands. Status values stay open
// strings, as everywhere: a lender that adds one must not break parsing.

/** The three ways a lender may take statements; which it offers is its own (ADR 009). */
export const STATEMENT_WAYS = ['upload', 'netBanking', 'accountAggregator'] as const;
export type StatementWay = (typeof STATEMENT_WAYS)[number];

/** ReBIT consent states (AA spec v2). */
export const CONSENT_STATUSES = ['PENDING', 'ACTIVE', 'REJECTED', 'EXPIRED', 'REVOKED', 'PAUSED'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

/** ReBIT per-account data fetch states. */
export const FETCH_STATUSES = ['PENDING', 'READY', 'DELIVERED', 'DENIED', 'TIMEOUT'] as const;
export type FetchStatus = (typeof FETCH_STATUSES)[number];

export const netBankingSessionSchema = v.object({
  sessionId: v.pipe(v.string(), v.minLength(1)),
  state: v.picklist(['pending', 'completed', 'failed']),
  reason: v.nullable(v.string()),
});

export const consentSchema = v.object({
  consentHandle: v.pipe(v.string(), v.minLength(1)),
  status: v.picklist(CONSENT_STATUSES),
  fetch: v.nullable(v.picklist(FETCH_STATUSES)),
});

/** GET bank-statement: the lender's offer and what it already holds. */
export const bankStatementStateSchema = v.object({
  months: v.pipe(v.number(), v.integer(), v.minValue(1)),
  ways: v.array(v.picklist(STATEMENT_WAYS)),
  canSkip: v.boolean(),
  maxFiles: v.pipe(v.number(), v.integer(), v.minValue(1)),
  maxBytes: v.pipe(v.number(), v.integer(), v.minValue(1)),
  statements: v.array(uploadedDocumentSchema),
  netBanking: v.nullable(netBankingSessionSchema),
  consent: v.nullable(consentSchema),
  application: v.object({ id: v.string(), status: v.pipe(v.string(), v.minLength(1)) }),
});

/** An answer that moved the application: the status the lender set. */
export const statusAnswerSchema = v.object({
  application: v.object({ id: v.string(), status: v.pipe(v.string(), v.minLength(1)) }),
});

/** Where to send the browser for net banking or AA consent, and the session it opens. */
export const providerRedirectSchema = v.object({
  url: v.pipe(v.string(), v.minLength(1)),
  reference: v.pipe(v.string(), v.minLength(1)),
});

/** A poll of net banking: its state, and the application once completed. */
export const netBankingResultSchema = v.object({
  netBanking: netBankingSessionSchema,
  application: v.object({ id: v.string(), status: v.string() }),
});

/** A read of the AA consent and its data fetch, with the application as it stands. */
export const consentResultSchema = v.object({
  consent: consentSchema,
  application: v.object({ id: v.string(), status: v.string() }),
});

export type BankStatementState = v.InferOutput<typeof bankStatementStateSchema>;
export type NetBankingSession = v.InferOutput<typeof netBankingSessionSchema>;
export type Consent = v.InferOutput<typeof consentSchema>;
export type StatusAnswer = v.InferOutput<typeof statusAnswerSchema>;
export type ProviderRedirect = v.InferOutput<typeof providerRedirectSchema>;
export type NetBankingResult = v.InferOutput<typeof netBankingResultSchema>;
export type ConsentResult = v.InferOutput<typeof consentResultSchema>;

/** What a statement file may be: the lender reads PDFs only (docs/sandbox.md, bank statements). */
export const STATEMENT_CONTENT_TYPES = ['application/pdf'] as const;
