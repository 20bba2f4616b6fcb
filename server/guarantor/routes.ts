import { Hono } from 'hono';
import type { Context } from 'hono';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { isoAt } from '../context.ts';
import { HttpError, forbidden, notFound } from '../kit/errors.ts';
import { UuidSchema, VisibleText, readJsonBody, readParams, readQuery } from '../kit/validation.ts';
import {
  decideGuarantorRequest,
  findGuarantorById,
  findGuarantorRequest,
  insertGuarantorRequest,
  listGuarantorLoans,
  markGuarantorRequestApplied,
  markLoanSigned,
  saveGuarantorDetails,
  updateGuarantor,
} from '../db/guarantors.ts';
import type { GuarantorRequestRow, GuarantorRow } from '../db/guarantors.ts';
import { IDENTITY_PROVIDER } from '../providers/names.ts';
import { identifierProblem, normaliseIdentifier } from '../identifiers/rules.ts';
import { ownGuarantor, summaryOf } from './access.ts';
import { loanReferenceOf } from '../agreement/reference.ts';
import {
  REFERENCE_FIELD,
  ReferenceFieldSchema,
  consumeReference,
  issueReference,
  referenceState,
} from '../providers/references.ts';
import { GuarantorErrorCodes } from './errors.ts';
import { GUARANTOR_REQUEST_TTL_MS, RELATIONS, forward, requireStepOpen } from './progression.ts';
import {
  ESIGN_PAGE_PATH,
  GUARANTOR_DIGILOCKER_PAGE_PATH,
  eSignPage,
  guarantorDigiLockerPage,
  unknownGuarantorRequestPage,
} from './provider-pages.ts';
import { pageSecurityPolicy, readPageForm } from '../providers/page-http.ts';

// The guarantor journey's calls (§7 /v1/guarantor, identity-provider guarantor DigiLocker, and
// /v1/aadhar/esign/guarantor) with their progression (docs/sandbox.md, "Guarantor journey").
// Every write runs in one transaction, so a failed call stores nothing.

const IdParamsSchema = v.object({ id: UuidSchema });
const RequestQuerySchema = v.object({ requestId: UuidSchema });
const RedirectSchema = v.pipe(
  v.string(),
  v.maxLength(2000),
  v.check((value) => value.startsWith('/') && !value.startsWith('//'), 'must be a path on this site'),
);
const PanSchema = v.strictObject({ panNumber: v.string() });
const DetailsSchema = v.strictObject({
  fullName: v.pipe(
    v.string(),
    VisibleText,
    v.trim(),
    v.regex(/^[A-Za-z][A-Za-z .']{1,99}$/, 'must be a name of 2-100 letters'),
  ),
  dateOfBirth: v.pipe(v.string(), v.isoDate('must be a date such as 1980-05-21')),
  email: v.pipe(v.string(), v.trim(), v.email('must be an email address')),
  relation: v.picklist(RELATIONS, `must be one of ${RELATIONS.join(', ')}`),
});
const ESignSchema = v.strictObject({ loanId: v.pipe(v.string(), v.nonEmpty()), redirectUrl: RedirectSchema });
const PageFormSchema = v.object({
  requestId: UuidSchema,
  [REFERENCE_FIELD]: ReferenceFieldSchema,
  decision: v.picklist(['approve', 'deny'], 'must be approve or deny'),
});

const ADULT_YEARS = 18;

function isAdult(dateOfBirth: string, nowMs: number): boolean {
  const born = new Date(`${dateOfBirth}T00:00:00.000Z`);
  const now = new Date(nowMs);
  const eighteenth = Date.UTC(born.getUTCFullYear() + ADULT_YEARS, born.getUTCMonth(), born.getUTCDate());
  return eighteenth <= now.getTime();
}

function returnTo(redirectUrl: string, outcome: 'success' | 'failure', requestId: string): string {
  const url = new URL(redirectUrl, 'http://relative.invalid');
  url.searchParams.set('status', outcome);
  url.searchParams.set('requestId', requestId);
  return `${url.pathname}${url.search}`;
}

/** A provider page's address for the request, with the one-time reference it acts on. */
function pageUrl(deps: SandboxDeps, c: Context<SandboxEnv>, path: string, requestId: string): string {
  const query = new URLSearchParams({
    requestId,
    [REFERENCE_FIELD]: issueReference(deps, 'guarantorRequest', requestId),
  });
  return `${new URL(c.req.url).origin}${path}?${query.toString()}`;
}

function ownRequest(deps: SandboxDeps, guarantor: GuarantorRow, requestId: string, kind: GuarantorRequestRow['kind']) {
  const request = findGuarantorRequest(deps.db, requestId);
  if (!request || request.kind !== kind) throw notFound('No request has this id.');
  if (request.guarantor_id !== guarantor.id) throw forbidden('This request belongs to someone else.');
  return request;
}

type Outcome = 'pending' | 'success' | 'failure' | 'expired';

function outcomeOf(request: GuarantorRequestRow, nowMs: number): Outcome {
  if (request.outcome !== 'pending') return request.outcome;
  return request.expires_at_ms <= nowMs ? 'expired' : 'pending';
}

const ESIGN_STATUS = { pending: 'IN_PROGRESS', success: 'SUCCESS', failure: 'FAILURE', expired: 'EXPIRED' } as const;
const DIGILOCKER_STATUS = { pending: 'pending', success: 'verified', failure: 'failed', expired: 'failed' } as const;

export function guarantorJourneyRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/v1/guarantor/relation-list', async (c) => {
    await ownGuarantor(deps, c);
    return c.json({ relations: RELATIONS });
  });

  routes.get('/v1/guarantor/:id/summary', async (c) => {
    const guarantor = await ownGuarantor(deps, c, readParams(c, IdParamsSchema).id);
    return c.json(summaryOf(deps, guarantor.id));
  });

  routes.post('/v1/guarantor/:id/pan', async (c) => {
    const guarantor = await ownGuarantor(deps, c, readParams(c, IdParamsSchema).id);
    const { panNumber } = await readJsonBody(c, PanSchema);
    if (identifierProblem('pan', panNumber) !== null) {
      throw new HttpError(400, GuarantorErrorCodes.invalidPan, 'body.panNumber: must be a PAN such as ABCDE1234F');
    }
    deps.db.transaction(() => {
      const current = findGuarantorById(deps.db, guarantor.id) ?? guarantor;
      requireStepOpen(current.status, 'pan');
      const nowIso = isoAt(deps.now());
      saveGuarantorDetails(deps.db, guarantor.id, { pan_number: normaliseIdentifier('pan', panNumber) }, nowIso);
      updateGuarantor(deps.db, guarantor.id, { status: forward(current.status, 'panNumberUpdated') });
    })();
    return c.json(summaryOf(deps, guarantor.id));
  });

  routes.post('/v1/guarantor/:id/personal-details', async (c) => {
    const guarantor = await ownGuarantor(deps, c, readParams(c, IdParamsSchema).id);
    const body = await readJsonBody(c, DetailsSchema);
    if (!isAdult(body.dateOfBirth, deps.now())) {
      throw new HttpError(400, GuarantorErrorCodes.invalidDetails, 'body.dateOfBirth: a guarantor must be 18 or older');
    }
    deps.db.transaction(() => {
      const current = findGuarantorById(deps.db, guarantor.id) ?? guarantor;
      requireStepOpen(current.status, 'personalDetails');
      const patch = {
        full_name: body.fullName,
        date_of_birth: body.dateOfBirth,
        email: body.email,
        relation: body.relation,
      };
      saveGuarantorDetails(deps.db, guarantor.id, patch, isoAt(deps.now()));
      updateGuarantor(deps.db, guarantor.id, { status: forward(current.status, 'personalInfoUpdated') });
    })();
    return c.json(summaryOf(deps, guarantor.id));
  });

  routes.get('/v1/guarantor/:id/digilocker-url', async (c) => {
    const guarantor = await ownGuarantor(deps, c, readParams(c, IdParamsSchema).id);
    const { redirectUrl } = readQuery(c, v.object({ redirectUrl: RedirectSchema }));
    requireStepOpen(guarantor.status, 'digiLocker');
    const requestId = randomUUID();
    const now = deps.now();
    insertGuarantorRequest(deps.db, {
      id: requestId,
      guarantor_id: guarantor.id,
      kind: 'digiLocker',
      loan_id: null,
      redirect_url: redirectUrl,
      created_at_ms: now,
      expires_at_ms: now + GUARANTOR_REQUEST_TTL_MS,
    });
    const url = pageUrl(deps, c, GUARANTOR_DIGILOCKER_PAGE_PATH, requestId);
    return c.json({ url, requestId, expiresAt: isoAt(now + GUARANTOR_REQUEST_TTL_MS) });
  });

  // The provider's record decides, the first time it is asked; the return query is not read.
  routes.get(`/v1/${IDENTITY_PROVIDER}/guarantor/:id/digilocker-status`, async (c) => {
    const guarantor = await ownGuarantor(deps, c, readParams(c, IdParamsSchema).id);
    const { requestId } = readQuery(c, RequestQuerySchema);
    const request = ownRequest(deps, guarantor, requestId, 'digiLocker');
    const now = deps.now();
    const outcome = outcomeOf(request, now);
    if (outcome === 'success' && request.applied_at_ms === null) {
      deps.db.transaction(() => {
        const current = findGuarantorById(deps.db, guarantor.id) ?? guarantor;
        markGuarantorRequestApplied(deps.db, requestId, now);
        updateGuarantor(deps.db, guarantor.id, { status: forward(current.status, 'digiLockerVerified') });
      })();
    }
    return c.json({
      status: DIGILOCKER_STATUS[outcome],
      requestId,
      ...(outcome === 'failure' || outcome === 'expired'
        ? { reason: outcome === 'failure' ? 'denied' : 'expired' }
        : {}),
      guarantor: summaryOf(deps, guarantor.id),
    });
  });

  routes.post('/v1/aadhar/esign/guarantor/:id', async (c) => {
    const guarantor = await ownGuarantor(deps, c, readParams(c, IdParamsSchema).id);
    const body = await readJsonBody(c, ESignSchema);
    const loan = listGuarantorLoans(deps.db, guarantor.id).find((candidate) => candidate.loanId === body.loanId);
    if (!loan) throw forbidden('This loan is not one you were asked to guarantee.');
    requireStepOpen(guarantor.status, 'eSign');
    if (!loan.aadharEsignPending) {
      throw new HttpError(409, GuarantorErrorCodes.loanSigned, 'The guarantee for this loan is already signed.');
    }
    const now = deps.now();
    if (Date.parse(loan.expiryTime) <= now) {
      throw new HttpError(
        422,
        GuarantorErrorCodes.loanExpired,
        'This application has expired and cannot be guaranteed.',
      );
    }
    const requestId = randomUUID();
    insertGuarantorRequest(deps.db, {
      id: requestId,
      guarantor_id: guarantor.id,
      kind: 'eSign',
      loan_id: loan.loanId,
      redirect_url: body.redirectUrl,
      created_at_ms: now,
      expires_at_ms: now + GUARANTOR_REQUEST_TTL_MS,
    });
    const url = pageUrl(deps, c, ESIGN_PAGE_PATH, requestId);
    return c.json({ url, requestId, status: 'IN_PROGRESS', expiresAt: isoAt(now + GUARANTOR_REQUEST_TTL_MS) });
  });

  // The status call the app confirms with (Setu: the return query is not trusted); repeating it
  // moves nothing after the first settled answer.
  routes.get('/v1/aadhar/esign/guarantor/:id', async (c) => {
    const guarantor = await ownGuarantor(deps, c, readParams(c, IdParamsSchema).id);
    const { requestId } = readQuery(c, RequestQuerySchema);
    const request = ownRequest(deps, guarantor, requestId, 'eSign');
    const now = deps.now();
    const outcome = outcomeOf(request, now);
    if (outcome === 'success' && request.applied_at_ms === null) {
      deps.db.transaction(() => {
        const current = findGuarantorById(deps.db, guarantor.id) ?? guarantor;
        markGuarantorRequestApplied(deps.db, requestId, now);
        markLoanSigned(deps.db, guarantor.id, request.loan_id ?? '');
        updateGuarantor(deps.db, guarantor.id, { status: forward(current.status, 'aadharESigned') });
      })();
    }
    return c.json({
      status: ESIGN_STATUS[outcome],
      requestId,
      loanId: request.loan_id,
      guarantor: summaryOf(deps, guarantor.id),
    });
  });

  // The provider pages: only in the sandbox, and only with the request's own one-time reference.
  if (!deps.sandbox) return routes;
  const showPage = (c: Context<SandboxEnv>, kind: GuarantorRequestRow['kind']) => {
    const parsed = v.safeParse(RequestQuerySchema, c.req.query());
    const request = parsed.success ? findGuarantorRequest(deps.db, parsed.output.requestId) : undefined;
    const reference = c.req.query(REFERENCE_FIELD) ?? '';
    c.header('content-security-policy', pageSecurityPolicy(null));
    if (
      !request ||
      request.kind !== kind ||
      referenceState(deps, 'guarantorRequest', request.id, reference) !== 'open'
    ) {
      return c.html(unknownGuarantorRequestPage(), 404);
    }
    c.header('cache-control', 'no-store');
    const guarantor = findGuarantorById(deps.db, request.guarantor_id);
    if (kind === 'digiLocker') {
      return c.html(guarantorDigiLockerPage({ requestId: request.id, reference, phone: guarantor?.phone ?? '' }));
    }
    const loan = listGuarantorLoans(deps.db, request.guarantor_id).find((one) => one.loanId === request.loan_id);
    return c.html(
      eSignPage({
        requestId: request.id,
        reference,
        loanReference: request.loan_id ? loanReferenceOf(deps.db, request.loan_id) : null,
        businessName: loan?.businessName ?? '',
      }),
    );
  };

  const decide = async (c: Context<SandboxEnv>, kind: GuarantorRequestRow['kind']) => {
    const form = await readPageForm(c, PageFormSchema);
    const request = findGuarantorRequest(deps.db, form.requestId);
    const state = request ? referenceState(deps, 'guarantorRequest', request.id, form[REFERENCE_FIELD]) : 'invalid';
    if (!request || request.kind !== kind || state === 'invalid') {
      c.header('content-security-policy', pageSecurityPolicy(null));
      return c.html(unknownGuarantorRequestPage(), 404);
    }
    const now = deps.now();
    // A second press (the reference spent) decides nothing and goes back with what was recorded.
    if (state === 'open' && outcomeOf(request, now) === 'pending') {
      deps.db.transaction(() => {
        consumeReference(deps, 'guarantorRequest', request.id, isoAt(now));
        decideGuarantorRequest(deps.db, request.id, form.decision === 'approve' ? 'success' : 'failure', now);
      })();
    }
    const decided = findGuarantorRequest(deps.db, request.id) ?? request;
    return c.redirect(
      returnTo(request.redirect_url, decided.outcome === 'success' ? 'success' : 'failure', request.id),
      303,
    );
  };

  routes.get(GUARANTOR_DIGILOCKER_PAGE_PATH, (c) => showPage(c, 'digiLocker'));
  routes.post(GUARANTOR_DIGILOCKER_PAGE_PATH, (c) => decide(c, 'digiLocker'));
  routes.get(ESIGN_PAGE_PATH, (c) => showPage(c, 'eSign'));
  routes.post(ESIGN_PAGE_PATH, (c) => decide(c, 'eSign'));

  return routes;
}
