import { Hono } from 'hono';
import type { Context } from 'hono';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { isoAt, type SandboxDeps, type SandboxEnv } from '../context.ts';
import { HttpError, notFound } from '../kit/errors.ts';
import { LoanIdSchema, UuidSchema, parseOrThrow, readJsonBody, readParams } from '../kit/validation.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import {
  findApplicationById as findApplication,
  findApplicationOfCustomer,
  type ApplicationRow,
} from '../db/customers.ts';
import { readUpload } from '../http/uploads.ts';
import { uploadBody } from '../http/body-limits.ts';
import { ownedApplication } from '../auth/owned-application.ts';
import { RedirectBodySchema } from '../providers/return-url.ts';
import { availabilityOf, bankOnFile, maxAmountOf, nachDetailsOf, providerUrlOf, statusJson } from './answers.ts';
import { REFERENCE_FIELD, ReferenceFieldSchema, consumeReference, referenceState } from '../providers/references.ts';
import { nachTemplatePdf } from './nach-pdf.ts';
import { sponsorBankPage, unknownMandatePage, upiDonePage, upiPage } from './pages.ts';
import { answerAttempt, currentAttempt, followLatest } from './progression.ts';
import {
  ATTEMPT_TTL_MS,
  BANK_CONFIRMATION_MS,
  E_MANDATE_MODES,
  FAILURE_REASONS,
  MandateErrorCodes,
  NACH_REVIEW_MS,
  SPONSOR_BANK,
  SPONSOR_PAGE_PATH,
  UPI_PAGE_PATH,
  WALLET,
  firstState,
  requireAttemptOpen,
  type MandateMode,
} from './rules.ts';
import { findMandate, findMandateById, insertMandate, mandateSetup, updateMandate } from './store.ts';
import { submitAfterMandate } from './submission.ts';
import { virtualAccountOf } from './virtual-account.ts';
import { pageAnswer, readPageForm, redirectBack } from '../providers/page-http.ts';

// The repayment mandate (docs/sandbox.md, "Mandate"; §7 Mandate): banks and modes, the e-mandate
// through the sponsor bank's page, UPI AutoPay, the physical NACH form, and the hand-over to the
// agreement. Every status read settles the latest attempt; every move is in ../mandate/progression.ts.

const RequestSchema = v.strictObject({
  mode: v.picklist(E_MANDATE_MODES, 'must be netBanking or debitCard'),
  redirectUrl: RedirectBodySchema.entries.redirectUrl,
});
const ProviderParamsSchema = v.object({ provider: v.literal(SPONSOR_BANK, `must be ${SPONSOR_BANK}`) });
const TemplateParamsSchema = v.object({ id: UuidSchema, mandateUid: UuidSchema });
const LoanParamsSchema = v.object({ loanId: LoanIdSchema });
const SponsorFormSchema = v.object({
  mandate: UuidSchema,
  [REFERENCE_FIELD]: ReferenceFieldSchema,
  decision: v.picklist(['approve', 'reject', 'pending', 'cancel']),
  reason: v.optional(v.picklist(FAILURE_REASONS.filter((reason) => reason !== 'declined'))),
});
const UpiFormSchema = v.object({
  mandate: UuidSchema,
  [REFERENCE_FIELD]: ReferenceFieldSchema,
  decision: v.picklist(['approve', 'decline']),
});
const PageQuerySchema = v.object({ mandate: UuidSchema, [REFERENCE_FIELD]: ReferenceFieldSchema });

function applicationOfToken(deps: SandboxDeps, c: Context<SandboxEnv>): ApplicationRow {
  const application = findApplicationOfCustomer(deps.db, c.get('auth').customer.id);
  if (!application) throw notFound('You have no application.');
  return application;
}

/** A mode the bank on file does not support, or UPI while a declined mandate blocks it, is refused. */
function requireModeOpen(deps: SandboxDeps, application: ApplicationRow, mode: MandateMode): void {
  requireAttemptOpen(application.status);
  const available = availabilityOf(deps.db, application, deps.now()).modes.find((entry) => entry.mode === mode);
  if (available?.blockedUntil) {
    throw new HttpError(
      409,
      MandateErrorCodes.retryBlocked,
      `You declined a UPI mandate. UPI AutoPay opens again at ${available.blockedUntil}.`,
    );
  }
  if (!available?.available) {
    throw new HttpError(409, MandateErrorCodes.modeNotSupported, 'Your bank does not support this mandate mode.');
  }
}

function startAttempt(deps: SandboxDeps, application: ApplicationRow, mode: MandateMode, redirectUrl: string | null) {
  const now = deps.now();
  const id = randomUUID();
  deps.db.transaction(() => {
    insertMandate(deps.db, {
      id,
      application_id: application.id,
      mode,
      status: firstState(mode),
      reason: null,
      redirect_url: redirectUrl,
      created_at_ms: now,
      // A NACH form has no page to finish: it waits for the scan, however long that takes.
      expires_at_ms: mode === 'nach' ? Number.MAX_SAFE_INTEGER : now + ATTEMPT_TTL_MS,
      decide_at_ms: null,
      downloaded_at_ms: null,
      scan_sha256: null,
      scan_name: null,
    });
    followLatest(deps.db, application.id, isoAt(now));
  })();
  return id;
}

export function mandateRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/v5/emandate/:id/banks', requireCustomer(deps), (c) => {
    const application = ownedApplication(deps, c);
    const bank = bankOnFile(application);
    return c.json({ banks: bank ? [{ uuid: bank.code, bankName: bank.name, ifsc: application.ifsc_code }] : [] });
  });

  // §7 v1 unscoped va-details: the token's own virtual account, no id in the path to trust.
  routes.get('/v1/va-details', requireCustomer(deps), (c) => {
    const account = virtualAccountOf(deps.db, applicationOfToken(deps, c));
    if (!account) throw notFound('You have no loan yet, so there is no account to pay into.');
    return c.json(account);
  });

  routes.get('/v6/emandate/:id/mandate/availability', requireCustomer(deps), (c) => {
    const application = ownedApplication(deps, c);
    return c.json(availabilityOf(deps.db, application, deps.now()));
  });

  // Before the sponsor bank's request, which would take `nach` for a provider's name.
  routes.post('/v1/emandate/nach/request', requireCustomer(deps), (c) => {
    const application = applicationOfToken(deps, c);
    requireModeOpen(deps, application, 'nach');
    const mandateId = startAttempt(deps, application, 'nach', null);
    return c.json({ mandateId, mode: 'nach', providerUrl: null }, 201);
  });

  routes.post('/v1/emandate/:provider/request', requireCustomer(deps), async (c) => {
    readParams(c, ProviderParamsSchema);
    const body = await readJsonBody(c, RequestSchema);
    const application = applicationOfToken(deps, c);
    requireModeOpen(deps, application, body.mode);
    if (mandateSetup(deps.db, application.id).kycFails) {
      throw new HttpError(422, MandateErrorCodes.kycNotVerified, 'The bank could not match your KYC to the account.');
    }
    const mandateId = startAttempt(deps, application, body.mode, body.redirectUrl);
    return c.json(
      { mandateId, mode: body.mode, providerUrl: providerUrlOf(deps, { id: mandateId, mode: body.mode }) },
      201,
    );
  });

  routes.post(`/v1/emandate/init-${WALLET}-subscription`, requireCustomer(deps), (c) => {
    const application = applicationOfToken(deps, c);
    requireModeOpen(deps, application, 'upiAutopay');
    const mandateId = startAttempt(deps, application, 'upiAutopay', null);
    const providerUrl = providerUrlOf(deps, { id: mandateId, mode: 'upiAutopay' });
    return c.json({ mandateId, mode: 'upiAutopay', providerUrl }, 201);
  });

  // The truth about the latest attempt: the app reads it after every return and every poll.
  routes.get('/v1/emandate/register/:id', requireCustomer(deps), (c) => {
    const application = ownedApplication(deps, c);
    const now = deps.now();
    return c.json(statusJson(deps, application.id, currentAttempt(deps.db, application.id, now, isoAt(now)), now));
  });

  routes.get(`/v1/emandate/register-${WALLET}-mandate`, requireCustomer(deps), (c) => {
    const application = applicationOfToken(deps, c);
    const now = deps.now();
    return c.json(statusJson(deps, application.id, currentAttempt(deps.db, application.id, now, isoAt(now)), now));
  });

  routes.get('/v2/emandate/:id/nach-template/:mandateUid', requireCustomer(deps), async (c) => {
    const application = ownedApplication(deps, c);
    const { mandateUid } = readParams(c, TemplateParamsSchema);
    const mandate = findMandate(deps.db, application.id, mandateUid);
    if (!mandate || mandate.mode !== 'nach') throw notFound('No NACH mandate has this id.');
    const pdf = await nachTemplatePdf(nachDetailsOf(deps.db, application, mandate, deps.now()));
    const now = deps.now();
    deps.db.transaction(() => {
      if (mandate.downloaded_at_ms === null && mandate.status === 'pending' && mandate.scan_sha256 === null) {
        updateMandate(deps.db, mandate.id, { ...mandate, downloaded_at_ms: now });
        followLatest(deps.db, application.id, isoAt(now));
      }
    })();
    c.header('Content-Disposition', `attachment; filename="nach-mandate-${mandate.id}.pdf"`);
    return c.body(new Uint8Array(pdf), 200, { 'Content-Type': 'application/pdf' });
  });

  routes.patch('/v2/emandate/:id/nach-mandate/:loanId', requireCustomer(deps), uploadBody, async (c) => {
    const application = ownedApplication(deps, c);
    const { loanId } = readParams(c, v.object({ id: UuidSchema, ...LoanParamsSchema.entries }));
    if (application.latest_loan_id !== loanId) throw notFound('No loan has this id.');
    const upload = await readUpload(c, 'file', 'document');
    const now = deps.now();
    const answer = deps.db.transaction(() => {
      const { attempt } = currentAttempt(deps.db, application.id, now, isoAt(now));
      if (!attempt || attempt.mode !== 'nach' || attempt.downloaded_at_ms === null || attempt.scan_sha256) {
        throw new HttpError(409, MandateErrorCodes.noTemplate, 'Download and sign the NACH form before uploading it.');
      }
      updateMandate(deps.db, attempt.id, {
        ...attempt,
        scan_sha256: upload.sha256,
        scan_name: upload.fileName,
        decide_at_ms: now + NACH_REVIEW_MS,
      });
      return followLatest(deps.db, application.id, isoAt(now));
    })();
    return c.json(statusJson(deps, application.id, currentAttempt(deps.db, answer.id, now, isoAt(now)), now));
  });

  routes.patch('/v1/creditloan/:loanId/post-approval-submission', requireCustomer(deps), (c) => {
    const { loanId } = readParams(c, LoanParamsSchema);
    const application = applicationOfToken(deps, c);
    if (application.latest_loan_id !== loanId) throw notFound('No loan has this id.');
    return c.json({ application: submitAfterMandate(deps, application) });
  });

  // The bank's and the UPI app's pages: only in the sandbox, and only with the attempt's reference.
  if (!deps.sandbox) return routes;
  const referenced = (id: string, reference: string) => {
    const mandate = findMandateById(deps.db, id);
    const state = mandate ? referenceState(deps, 'mandate', mandate.id, reference) : 'invalid';
    return mandate && state === 'open' && mandate.status === 'initiated' ? mandate : undefined;
  };

  routes.get(SPONSOR_PAGE_PATH, (c) => {
    const query = parseOrThrow(PageQuerySchema, c.req.query(), 'query');
    const mandate = referenced(query.mandate, query[REFERENCE_FIELD]);
    if (!mandate || mandate.mode === 'nach' || mandate.mode === 'upiAutopay') {
      return pageAnswer(c, unknownMandatePage(), 404);
    }
    const application = findApplicationById(deps, mandate.application_id);
    return pageAnswer(
      c,
      sponsorBankPage(
        { mandateId: mandate.id, reference: query[REFERENCE_FIELD] },
        mandate.mode,
        bankOnFile(application)?.name ?? 'Your bank',
        maxAmountOf(deps.db, application),
      ),
    );
  });

  routes.post(SPONSOR_PAGE_PATH, async (c) => {
    const form = await readPageForm(c, SponsorFormSchema);
    const mandate = referenced(form.mandate, form[REFERENCE_FIELD]);
    if (!mandate?.redirect_url) return pageAnswer(c, unknownMandatePage(), 404);
    const now = deps.now();
    const answered = deps.db.transaction(() => {
      // Cancel leaves the attempt open (the applicant may come back to the page); an answer spends it.
      if (form.decision !== 'cancel') consumeReference(deps, 'mandate', mandate.id, isoAt(now));
      const row =
        form.decision === 'approve'
          ? answerAttempt(deps.db, mandate, { state: 'success' }, now)
          : form.decision === 'reject'
            ? answerAttempt(deps.db, mandate, { state: 'failure', reason: form.reason ?? 'authenticationFailed' }, now)
            : form.decision === 'pending'
              ? answerAttempt(deps.db, mandate, { state: 'pending', decideAtMs: now + BANK_CONFIRMATION_MS }, now)
              : mandate;
      followLatest(deps.db, mandate.application_id, isoAt(now));
      return row;
    })();
    // What the bank says on the way back is a hint only: the app confirms by the status API.
    const redirectUrl = mandate.redirect_url;
    return redirectBack(c, redirectUrl, { mandateId: mandate.id, status: answered.status });
  });

  routes.get(UPI_PAGE_PATH, (c) => {
    const query = parseOrThrow(PageQuerySchema, c.req.query(), 'query');
    const mandate = referenced(query.mandate, query[REFERENCE_FIELD]);
    if (mandate?.mode !== 'upiAutopay') return pageAnswer(c, unknownMandatePage(), 404);
    const maxAmount = maxAmountOf(deps.db, findApplicationById(deps, mandate.application_id));
    return pageAnswer(c, upiPage({ mandateId: mandate.id, reference: query[REFERENCE_FIELD] }, maxAmount));
  });

  routes.post(UPI_PAGE_PATH, async (c) => {
    const form = await readPageForm(c, UpiFormSchema);
    const mandate = referenced(form.mandate, form[REFERENCE_FIELD]);
    if (mandate?.mode !== 'upiAutopay') return pageAnswer(c, unknownMandatePage(), 404);
    const now = deps.now();
    deps.db.transaction(() => {
      consumeReference(deps, 'mandate', mandate.id, isoAt(now));
      if (form.decision === 'approve') answerAttempt(deps.db, mandate, { state: 'success' }, now);
      else answerAttempt(deps.db, mandate, { state: 'failure', reason: 'declined' }, now);
      followLatest(deps.db, mandate.application_id, isoAt(now));
    })();
    return pageAnswer(c, upiDonePage(form.decision === 'approve'));
  });

  return routes;
}

function findApplicationById(deps: SandboxDeps, id: string): ApplicationRow {
  const application = findApplication(deps.db, id);
  if (!application) throw notFound('No application has this id.');
  return application;
}
