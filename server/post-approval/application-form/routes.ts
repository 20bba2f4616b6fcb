import { Hono } from 'hono';
import type { Context } from 'hono';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../../context.ts';
import { isoAt } from '../../context.ts';
import { notFound } from '../../kit/errors.ts';
import { UuidSchema, parseOrThrow, readJsonBody, readQuery } from '../../kit/validation.ts';
import { requireCustomer } from '../../auth/require-customer.ts';
import { ownerOf } from '../../auth/owned-application.ts';
import { unknownESignRequestPage } from '../../providers/esign/page.ts';
import { ESIGN_DECIDED, ESignPageFormSchema, ESignStartSchema } from '../../providers/esign/form.ts';
import { ESIGN_TTL_MS } from '../../providers/esign/status.ts';
import { applicationFormESignPage } from './esign-page.ts';
import { findApplicationById } from '../../db/customers.ts';
import { requireStage } from '../access.ts';
import { REFERENCE_FIELD, consumeReference, referenceState } from '../../providers/references.ts';
import { ownedApplication } from '../../auth/owned-application.ts';
import { findDocument } from '../statements/store.ts';
import { documentJson } from '../routes/documents.ts';
import { applicationFormOf } from './facts.ts';
import { applicationFormPdf } from './pdf.ts';
import {
  FORM_ESIGN_PAGE_PATH,
  findFormESign,
  formESignUrl,
  insertFormESign,
  setFormESignStatus,
  statusOf,
  storeSignedForm,
} from './esign.ts';
import { pageSecurityPolicy } from '../../providers/page-http.ts';

// The application form the lender asks the applicant to sign (docs/decisions/022): the PDF made
// from the application, an Aadhaar e-sign request on the provider page, and its status, whose first
// SUCCESS read stores the signed form as the application-document. A printed, hand-signed copy is
// uploaded like any other document (application-document?kind=application-document).

const WHAT = 'The application form';
const RequestQuerySchema = v.object({ requestId: UuidSchema });
const originOf = (c: Context<SandboxEnv>) => new URL(c.req.url).origin;

export function applicationFormRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const base = '/v1/application/:id/application-form';

  // The form to read, print and sign by hand: made from the application as it is now.
  routes.get(base, requireCustomer(deps), async (c) => {
    const application = ownedApplication(deps, c);
    requireStage(application, 'documentAdded', WHAT);
    const form = applicationFormOf(deps.db, application, ownerOf(deps, application));
    const bytes = await applicationFormPdf(form, isoAt(deps.now()));
    c.header('content-type', 'application/pdf');
    c.header('content-disposition', 'attachment; filename="application-form.pdf"');
    c.header('cache-control', 'no-store');
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
  });

  routes.post(`${base}/esign`, requireCustomer(deps), async (c) => {
    const application = ownedApplication(deps, c);
    const { redirectUrl } = await readJsonBody(c, ESignStartSchema);
    requireStage(application, 'documentAdded', WHAT);
    const requestId = randomUUID();
    const now = deps.now();
    deps.db.transaction(() =>
      insertFormESign(deps, {
        id: requestId,
        application_id: application.id,
        status: 'RECEIVED',
        redirect_url: redirectUrl,
        created_at_ms: now,
        expires_at_ms: now + ESIGN_TTL_MS,
      }),
    )();
    return c.json({
      url: formESignUrl(deps, originOf(c), requestId),
      requestId,
      status: 'RECEIVED',
      expiresAt: isoAt(now + ESIGN_TTL_MS),
    });
  });

  // The status the app confirms with (the page's return query is never read).
  routes.get(`${base}/esign`, requireCustomer(deps), async (c) => {
    const application = ownedApplication(deps, c);
    const { requestId } = readQuery(c, RequestQuerySchema);
    const request = findFormESign(deps, requestId);
    if (!request || request.application_id !== application.id)
      throw notFound('No e-sign request of yours has this id.');
    await storeSignedForm(deps, application, request);
    const stored = findFormESign(deps, requestId) ?? request;
    const document = stored.document_id ? findDocument(deps.db, application.id, stored.document_id) : undefined;
    return c.json({
      requestId,
      status: statusOf(deps, stored),
      signedAt: stored.signed_at,
      document: document ? documentJson(document) : null,
    });
  });

  // The provider's page: only in the sandbox, and only with the request's own reference.
  if (!deps.sandbox) return routes;
  routes.get(FORM_ESIGN_PAGE_PATH, (c) => {
    const parsed = v.safeParse(RequestQuerySchema, c.req.query());
    const request = parsed.success ? findFormESign(deps, parsed.output.requestId) : undefined;
    const reference = c.req.query(REFERENCE_FIELD) ?? '';
    c.header('content-security-policy', pageSecurityPolicy(null));
    c.header('cache-control', 'no-store');
    const application = request ? findApplicationById(deps.db, request.application_id) : undefined;
    if (!request || !application || referenceState(deps, 'applicationFormESign', request.id, reference) !== 'open') {
      return c.html(unknownESignRequestPage(), 404);
    }
    if (statusOf(deps, request) === 'RECEIVED') setFormESignStatus(deps, request.id, 'SIGN_INITIATED');
    const form = applicationFormOf(deps.db, application, ownerOf(deps, application));
    return c.html(
      applicationFormESignPage({
        action: FORM_ESIGN_PAGE_PATH,
        requestId: request.id,
        reference,
        applicant: form.applicantName,
        lender: form.lender,
      }),
    );
  });

  routes.post(FORM_ESIGN_PAGE_PATH, async (c) => {
    let body: Record<string, unknown>;
    try {
      body = await c.req.parseBody();
    } catch {
      body = {};
    }
    const { requestId, decision, [REFERENCE_FIELD]: reference } = parseOrThrow(ESignPageFormSchema, body, 'body');
    const request = findFormESign(deps, requestId);
    const state = request ? referenceState(deps, 'applicationFormESign', request.id, reference) : 'invalid';
    if (!request || state === 'invalid') {
      c.header('content-security-policy', pageSecurityPolicy(null));
      return c.html(unknownESignRequestPage(), 404);
    }
    const now = deps.now();
    const current = statusOf(deps, request);
    const settled = current === 'SUCCESS' || current === 'FAILURE' || current === 'EXPIRED';
    // "Leave pending" keeps the page usable; a settling answer spends the reference.
    if (!settled && state === 'open') {
      deps.db.transaction(() => {
        setFormESignStatus(deps, requestId, ESIGN_DECIDED[decision]);
        if (decision !== 'later') consumeReference(deps, 'applicationFormESign', requestId, isoAt(now));
      })();
    }
    const url = new URL(request.redirect_url, 'http://relative.invalid');
    url.searchParams.set('requestId', requestId);
    url.searchParams.set('status', decision === 'sign' ? 'success' : 'failure');
    return c.redirect(`${url.pathname}${url.search}`, 303);
  });

  return routes;
}
