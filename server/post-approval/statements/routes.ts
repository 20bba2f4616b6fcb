import { Hono } from 'hono';
import type { Context } from 'hono';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../../context.ts';
import { isoAt } from '../../context.ts';
import { HttpError, notFound } from '../../kit/errors.ts';
import { UuidSchema, readJsonBody, readParams, readQuery } from '../../kit/validation.ts';
import { requireCustomer } from '../../auth/require-customer.ts';
import type { ApplicationRow } from '../../db/customers.ts';
import { positionOf } from '../../application/advance.ts';
import { readUpload } from '../../http/uploads.ts';
import { uploadBody } from '../../http/body-limits.ts';
import { move, requireStage } from '../access.ts';
import type { StatementMove } from '../progression.ts';
import { ownedApplication } from '../../auth/owned-application.ts';
import { consentPage, netBankingPage, unknownSessionPage } from './provider-pages.ts';
import { RedirectBodySchema } from '../../providers/return-url.ts';
import {
  REFERENCE_FIELD,
  ReferenceFieldSchema,
  consumeReference,
  issueReference,
  referenceState,
} from '../../providers/references.ts';
import {
  AA_PAGE_PATH,
  AA_PROVIDER,
  BANK_ANALYSIS_PROVIDER,
  MAX_FILE_BYTES,
  MAX_STATEMENT_FILES,
  NET_BANKING_PAGE_PATH,
  PROVIDER_SESSION_TTL_MS,
  STATEMENT_MONTHS,
  StatementErrorCodes,
} from './rules.ts';
import {
  deleteStatementFile,
  findSession,
  findStatementFile,
  insertSession,
  insertStatementFile,
  latestSession,
  lenderRequest,
  listStatementFiles,
  markSessionApplied,
  updateSession,
} from './store.ts';
import type { StatementFileRow, StatementSessionRow } from './store.ts';
import { statementPages } from './statement-pdf.ts';
import { pageAnswer, readPageForm, redirectBack } from '../../providers/page-http.ts';

// Bank statements (docs/sandbox.md, "Bank statements and documents"): PDFs uploaded and
// submitted, net banking through the bank-analysis provider's page, or an Account Aggregator
// consent; or a skip where the lender allows it. Every move of the application is in
// STATEMENT_MOVES, ../post-approval/progression.ts.

const WHAT = 'Bank statements';

const FileParamsSchema = v.object({ id: UuidSchema, fileId: UuidSchema });
const SubmitSchema = v.strictObject({
  documentIds: v.pipe(v.array(UuidSchema), v.minLength(1, 'must name at least one uploaded statement')),
});
const NetBankingFormSchema = v.object({
  session: UuidSchema,
  [REFERENCE_FIELD]: ReferenceFieldSchema,
  decision: v.picklist(['complete', 'fail', 'cancel']),
});
const ConsentFormSchema = v.object({
  consentHandle: UuidSchema,
  [REFERENCE_FIELD]: ReferenceFieldSchema,
  decision: v.picklist(['approve', 'reject', 'expire']),
  fetch: v.optional(v.picklist(['READY', 'PENDING', 'DENIED', 'TIMEOUT']), 'READY'),
});

export function statementJson(row: StatementFileRow) {
  return {
    id: row.id,
    kind: 'bankStatement',
    documentType: null,
    side: null,
    fileName: row.file_name,
    size: row.size,
    contentType: 'application/pdf',
    sha256: row.sha256,
    uploadedAt: row.uploaded_at,
  };
}

/** A pending session past its time has expired: the AA's consent EXPIRED, net banking failed. */
function current(session: StatementSessionRow, now: number): StatementSessionRow {
  const pending = session.way === 'netBanking' ? session.state === 'pending' : session.state === 'PENDING';
  if (!pending || session.expires_at_ms > now) return session;
  return session.way === 'netBanking'
    ? { ...session, state: 'failed', reason: 'Net banking took too long. Please try again.' }
    : { ...session, state: 'EXPIRED' };
}

const netBankingJson = (session: StatementSessionRow) => ({
  sessionId: session.id,
  state: session.state,
  reason: session.reason,
});
const consentJson = (session: StatementSessionRow) => ({
  consentHandle: session.id,
  status: session.state,
  fetch: session.fetch,
});

const shares = (session: StatementSessionRow): boolean =>
  session.way === 'netBanking'
    ? session.state === 'completed'
    : session.state === 'ACTIVE' && (session.fetch === 'READY' || session.fetch === 'DELIVERED');

/**
 * The latest session of `way`, brought up to date, and the application: a session that now shares
 * the statements moves the application once (statementsShared), if it still waits for them.
 */
function settle(deps: SandboxDeps, application: ApplicationRow, way: StatementSessionRow['way']) {
  const stored = latestSession(deps.db, application.id, way);
  if (!stored) throw notFound(way === 'netBanking' ? 'No net-banking session has been started.' : 'No consent yet.');
  const now = deps.now();
  const session = current(stored, now);
  return deps.db.transaction(() => {
    if (session !== stored) updateSession(deps.db, session.id, session);
    const waiting = application.status === 'offerSelected';
    if (shares(session) && session.applied_at_ms === null && waiting) {
      markSessionApplied(deps.db, session.id, now);
      return { session, application: move(deps.db, application.id, 'statementsShared', WHAT, isoAt(now)) };
    }
    return { session, application: positionOf(application) };
  })();
}

function startSession(deps: SandboxDeps, application: ApplicationRow, way: StatementSessionRow['way'], url: string) {
  const id = randomUUID();
  const now = deps.now();
  insertSession(deps.db, {
    id,
    application_id: application.id,
    way,
    state: way === 'netBanking' ? 'pending' : 'PENDING',
    fetch: null,
    reason: null,
    redirect_url: url,
    created_at_ms: now,
    expires_at_ms: now + PROVIDER_SESSION_TTL_MS,
    applied_at_ms: null,
  });
  return id;
}

function requireWay(
  deps: SandboxDeps,
  application: ApplicationRow,
  way: 'upload' | 'netBanking' | 'accountAggregator',
) {
  requireStage(application, 'statementsShared', WHAT);
  if (!lenderRequest(deps.db, application.id).ways.includes(way)) {
    throw new HttpError(409, StatementErrorCodes.wayNotOffered, 'Your lender does not take statements this way.');
  }
}

function backTo(c: Context<SandboxEnv>, session: StatementSessionRow, query: Record<string, string>) {
  return redirectBack(c, session.redirect_url, query);
}

export function bankStatementRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const base = '/v1/application/:id/bank-statement';

  routes.get(base, requireCustomer(deps), (c) => {
    const application = ownedApplication(deps, c);
    const request = lenderRequest(deps.db, application.id);
    const now = deps.now();
    const netBanking = latestSession(deps.db, application.id, 'netBanking');
    const consent = latestSession(deps.db, application.id, 'accountAggregator');
    return c.json({
      months: STATEMENT_MONTHS,
      ways: request.ways,
      canSkip: request.canSkip,
      maxFiles: MAX_STATEMENT_FILES,
      maxBytes: MAX_FILE_BYTES,
      statements: listStatementFiles(deps.db, application.id).map(statementJson),
      netBanking: netBanking ? netBankingJson(current(netBanking, now)) : null,
      consent: consent ? consentJson(current(consent, now)) : null,
      application: positionOf(application),
    });
  });

  routes.post(`${base}/files`, requireCustomer(deps), uploadBody, async (c) => {
    const application = ownedApplication(deps, c);
    requireWay(deps, application, 'upload');
    const upload = await readUpload(c, 'file', 'document');
    if (upload.contentType !== 'application/pdf') {
      throw new HttpError(415, 'EPL-41500', 'body.file: a bank statement must be a PDF');
    }
    const pages = await statementPages(upload.bytes);
    const uploadedAt = isoAt(deps.now());
    const row = deps.db.transaction(() => {
      requireStage(application, 'statementsUploaded', WHAT);
      if (listStatementFiles(deps.db, application.id).length >= MAX_STATEMENT_FILES) {
        throw new HttpError(
          422,
          StatementErrorCodes.tooManyFiles,
          `You can upload at most ${MAX_STATEMENT_FILES} statement files.`,
        );
      }
      const stored: StatementFileRow = {
        id: randomUUID(),
        application_id: application.id,
        file_name: upload.fileName,
        size: upload.size,
        sha256: upload.sha256,
        pages,
        uploaded_at: uploadedAt,
      };
      insertStatementFile(deps.db, { ...stored, bytes: upload.bytes });
      return stored;
    })();
    return c.json({ document: statementJson(row) }, 201);
  });

  routes.get(`${base}/files/:fileId`, requireCustomer(deps), (c) => {
    const application = ownedApplication(deps, c);
    const { fileId } = readParams(c, FileParamsSchema);
    const file = findStatementFile(deps.db, application.id, fileId);
    if (!file) throw notFound('No statement has this id.');
    return c.body(new Uint8Array(file.bytes), 200, { 'Content-Type': 'application/pdf' });
  });

  routes.delete(`${base}/files/:fileId`, requireCustomer(deps), (c) => {
    const application = ownedApplication(deps, c);
    const { fileId } = readParams(c, FileParamsSchema);
    requireStage(application, 'statementsUploaded', WHAT);
    if (!deleteStatementFile(deps.db, application.id, fileId)) throw notFound('No statement has this id.');
    return c.body(null, 204);
  });

  routes.patch(base, requireCustomer(deps), async (c) => {
    const application = ownedApplication(deps, c);
    requireWay(deps, application, 'upload');
    const { documentIds } = await readJsonBody(c, SubmitSchema);
    const answer = deps.db.transaction(() => {
      const files = [...new Set(documentIds)].map((fileId) => {
        const file = findStatementFile(deps.db, application.id, fileId);
        if (!file) throw notFound(`body.documentIds: no statement has the id ${fileId}`);
        return file;
      });
      const months = files.reduce((sum, file) => sum + file.pages, 0);
      if (months < STATEMENT_MONTHS) {
        throw new HttpError(
          422,
          StatementErrorCodes.notEnoughMonths,
          `These statements cover ${months} of the ${STATEMENT_MONTHS} months needed. Please add the missing months.`,
        );
      }
      return move(deps.db, application.id, 'statementsUploaded', WHAT, isoAt(deps.now()));
    })();
    return c.json({ application: answer });
  });

  routes.patch(`${base}/skip`, requireCustomer(deps), async (c) => {
    const application = ownedApplication(deps, c);
    requireStage(application, 'statementsSkipped', WHAT);
    await readJsonBody(c, v.strictObject({}));
    if (!lenderRequest(deps.db, application.id).canSkip) {
      throw new HttpError(409, StatementErrorCodes.skipNotAllowed, 'Your lender needs your bank statements.');
    }
    const skip: StatementMove = 'statementsSkipped';
    const answer = deps.db.transaction(() => move(deps.db, application.id, skip, WHAT, isoAt(deps.now())))();
    return c.json({ application: answer });
  });

  // Net banking (§7: GET/POST /v1/{bank-analysis-provider}/{id}/netbanking).
  const netBanking = `/v1/${BANK_ANALYSIS_PROVIDER}/:id/netbanking`;
  routes.post(netBanking, requireCustomer(deps), async (c) => {
    const application = ownedApplication(deps, c);
    requireWay(deps, application, 'netBanking');
    const { redirectUrl } = await readJsonBody(c, RedirectBodySchema);
    const id = startSession(deps, application, 'netBanking', redirectUrl);
    const query = new URLSearchParams({ session: id, [REFERENCE_FIELD]: issueReference(deps, 'netBanking', id) });
    const url = `${new URL(c.req.url).origin}${NET_BANKING_PAGE_PATH}?${query.toString()}`;
    return c.json({ url, reference: id }, 201);
  });
  routes.get(netBanking, requireCustomer(deps), (c) => {
    const { session, application } = settle(deps, ownedApplication(deps, c), 'netBanking');
    return c.json({ netBanking: netBankingJson(session), application });
  });

  // Account Aggregator consent (§7: POST /v2 to the AA provider's create-consent path).
  const aa = `/v2/${AA_PROVIDER}/:id`;
  routes.post(`${aa}/create-consent`, requireCustomer(deps), async (c) => {
    const application = ownedApplication(deps, c);
    requireWay(deps, application, 'accountAggregator');
    const { redirectUrl } = await readJsonBody(c, RedirectBodySchema);
    const id = startSession(deps, application, 'accountAggregator', redirectUrl);
    const query = new URLSearchParams({ consentHandle: id, [REFERENCE_FIELD]: issueReference(deps, 'aaConsent', id) });
    const url = `${new URL(c.req.url).origin}${AA_PAGE_PATH}?${query.toString()}`;
    return c.json({ url, reference: id }, 201);
  });
  routes.get(`${aa}/consent`, requireCustomer(deps), (c) => {
    const { session, application } = settle(deps, ownedApplication(deps, c), 'accountAggregator');
    return c.json({ consent: consentJson(session), application });
  });

  // The provider pages themselves (no token: the browser is on the provider's site): only in the
  // sandbox, and only with the session's one-time reference, which an answer spends.
  if (!deps.sandbox) return routes;
  const ReferenceQuery = { [REFERENCE_FIELD]: ReferenceFieldSchema };
  const NetBankingQuerySchema = v.object({ session: UuidSchema, ...ReferenceQuery });
  const ConsentQuerySchema = v.object({ consentHandle: UuidSchema, ...ReferenceQuery });
  const referenced = (kind: 'netBanking' | 'aaConsent', id: string, reference: string) => {
    const found = findSession(deps.db, id);
    return found && referenceState(deps, kind, found.id, reference) === 'open' ? found : undefined;
  };
  routes.get(NET_BANKING_PAGE_PATH, (c) => {
    const query = readQuery(c, NetBankingQuerySchema);
    const found = referenced('netBanking', query.session, query[REFERENCE_FIELD]);
    if (found?.way !== 'netBanking' || found.state !== 'pending') return pageAnswer(c, unknownSessionPage(), 404);
    return pageAnswer(c, netBankingPage(found.id, query[REFERENCE_FIELD]));
  });
  routes.post(NET_BANKING_PAGE_PATH, async (c) => {
    const form = await readPageForm(c, NetBankingFormSchema);
    const found = referenced('netBanking', form.session, form[REFERENCE_FIELD]);
    if (found?.way !== 'netBanking' || found.state !== 'pending') return pageAnswer(c, unknownSessionPage(), 404);
    const reasons = { fail: 'The bank login failed. Please try again.', cancel: 'You cancelled net banking.' };
    const state = form.decision === 'complete' ? 'completed' : 'failed';
    const reason = form.decision === 'complete' ? null : reasons[form.decision];
    deps.db.transaction(() => {
      consumeReference(deps, 'netBanking', found.id, isoAt(deps.now()));
      updateSession(deps.db, found.id, { state, fetch: null, reason });
    })();
    return backTo(c, found, { status: form.decision === 'complete' ? 'success' : 'failure' });
  });
  routes.get(AA_PAGE_PATH, (c) => {
    const query = readQuery(c, ConsentQuerySchema);
    const found = referenced('aaConsent', query.consentHandle, query[REFERENCE_FIELD]);
    if (found?.way !== 'accountAggregator' || found.state !== 'PENDING') {
      return pageAnswer(c, unknownSessionPage(), 404);
    }
    return pageAnswer(c, consentPage(found.id, query[REFERENCE_FIELD]));
  });
  routes.post(AA_PAGE_PATH, async (c) => {
    const form = await readPageForm(c, ConsentFormSchema);
    const found = referenced('aaConsent', form.consentHandle, form[REFERENCE_FIELD]);
    if (found?.way !== 'accountAggregator' || found.state !== 'PENDING') {
      return pageAnswer(c, unknownSessionPage(), 404);
    }
    const outcome = {
      approve: { state: 'ACTIVE', fetch: form.fetch, code: '0' },
      reject: { state: 'REJECTED', fetch: null, code: '1' },
      expire: { state: 'EXPIRED', fetch: null, code: '2' },
    }[form.decision];
    deps.db.transaction(() => {
      consumeReference(deps, 'aaConsent', found.id, isoAt(deps.now()));
      updateSession(deps.db, found.id, { state: outcome.state, fetch: outcome.fetch, reason: null });
    })();
    // The AA redirection guidelines' codes: 0 success, 1 rejected, 2 consent not available.
    return backTo(c, found, { aa: outcome.code, consentHandle: found.id });
  });

  return routes;
}
