import * as v from 'valibot';
import { nonEmptyString } from '../../../../api/non-empty.ts';
import { uploadedDocumentSchema } from '../../../../api/onboarding/documents.ts';
import { STATEMENT_WAYS, CONSENT_STATUSES, FETCH_STATUSES } from '../../../../../rules/post-approval/bank-statement.ts';
import type {
  BankStatementState,
  Consent,
  ConsentResult,
  NetBankingResult,
  NetBankingSession,
  ProviderRedirect,
  StatusAnswer,
} from '../../../../../rules/post-approval/bank-statement.ts';
import type { Assert, Equal } from '../../../../api/same-type.ts';

// The bank-statement resource (docs/sandbox.md, "Bank statements and documents"): which ways the
// lender takes six months of statements, and where each way stands. Status values stay open
// strings, as everywhere: a lender that adds one must not break parsing.

export const netBankingSessionSchema = v.object({
  sessionId: nonEmptyString,
  state: v.picklist(['pending', 'completed', 'failed']),
  reason: v.nullable(v.string()),
});

export const consentSchema = v.object({
  consentHandle: nonEmptyString,
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
  application: v.object({ id: v.string(), status: nonEmptyString }),
});

/** An answer that moved the application: the status the lender set. */
export const statusAnswerSchema = v.object({
  application: v.object({ id: v.string(), status: nonEmptyString }),
});

/** Where to send the browser for net banking or AA consent, and the session it opens. */
export const providerRedirectSchema = v.object({
  url: nonEmptyString,
  reference: nonEmptyString,
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

type _BankStatementStateIsRules = Assert<Equal<BankStatementState, v.InferOutput<typeof bankStatementStateSchema>>>;
type _NetBankingSessionIsRules = Assert<Equal<NetBankingSession, v.InferOutput<typeof netBankingSessionSchema>>>;
type _ConsentIsRules = Assert<Equal<Consent, v.InferOutput<typeof consentSchema>>>;
type _StatusAnswerIsRules = Assert<Equal<StatusAnswer, v.InferOutput<typeof statusAnswerSchema>>>;
type _ProviderRedirectIsRules = Assert<Equal<ProviderRedirect, v.InferOutput<typeof providerRedirectSchema>>>;
type _NetBankingResultIsRules = Assert<Equal<NetBankingResult, v.InferOutput<typeof netBankingResultSchema>>>;
type _ConsentResultIsRules = Assert<Equal<ConsentResult, v.InferOutput<typeof consentResultSchema>>>;
