import { Hono } from 'hono';
import type { Context } from 'hono';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../../../context.ts';
import { isoAt } from '../../../context.ts';
import { HttpError, forbidden, notFound } from '../../../kit/errors.ts';
import { UuidSchema, readJsonBody, readQuery } from '../../../kit/validation.ts';
import { requireCustomer } from '../../../auth/require-customer.ts';
import { findApplicationById } from '../../../db/customers.ts';
import { findPersonalInfo } from '../../../db/onboarding.ts';
import {
  decideDigiLockerRequest,
  findDigiLockerRequest,
  insertDigiLockerRequest,
  markDigiLockerApplied,
} from '../../../db/identity.ts';
import type { DigiLockerRequestRow } from '../../../db/identity.ts';
import { applicationOfToken, requireStep, requireStepStill, writeAtStep } from '../../access.ts';
import type { Owned } from '../../access.ts';
import { advance, positionOf } from '../../../application/advance.ts';
import { recordDigiLockerVerified, verifiedAnswer } from '../digilocker-outcome.ts';
import type { DigiLockerAnswer } from '../digilocker-outcome.ts';
import { consentPage, unknownRequestPage } from '../../../providers/digilocker-page.ts';
import { IdentityErrorCodes } from '../errors.ts';
import {
  REFERENCE_FIELD,
  ReferenceFieldSchema,
  consumeReference,
  issueReference,
  referenceState,
} from '../../../providers/references.ts';
import {
  assertProviderResendAllowed,
  checkProviderOtp,
  findProviderOtp,
  issueProviderOtp,
  maskPhone,
} from '../provider-otp.ts';
import {
  DIGILOCKER_OTP_PROVIDER,
  DIGILOCKER_PAGE_PATH,
  DIGILOCKER_REQUEST_TTL_MS,
  IDENTITY_PROVIDER,
} from '../../../providers/names.ts';
import { aadhaarOtpRule } from '../rules.ts';
import { OTP_RESEND_AFTER_MS } from '../../../otp/otp-service.ts';
import { identifierProblem, maskAadhaar, normaliseIdentifier } from '../../../identifiers/rules.ts';
import { pageSecurityPolicy, readPageForm } from '../../../providers/page-http.ts';
import { isReturnUrl } from '../../../providers/return-url.ts';

const UrlQuerySchema = v.object({
  redirectUrl: v.pipe(
    v.string(),
    v.maxLength(2000),
    v.check(isReturnUrl, 'must be a path on this site or an http(s) address to come back to'),
  ),
});
const RequestQuerySchema = v.object({ requestId: UuidSchema });
const SubmitDetailsSchema = v.strictObject({
  requestId: UuidSchema,
  status: v.optional(v.picklist(['success', 'failure'])),
});
const PageFormSchema = v.object({
  requestId: UuidSchema,
  [REFERENCE_FIELD]: ReferenceFieldSchema,
  decision: v.picklist(['approve', 'deny'], 'must be approve or deny'),
  dobDiffers: v.optional(v.literal('on')),
});
const AadhaarOtpSchema = v.strictObject({ aadhaarNumber: v.string() });
const VerifyOtpSchema = v.strictObject({
  requestId: UuidSchema,
  otp: v.pipe(v.string(), v.regex(/^\d{4}$/, 'must be 4 digits')),
});

function returnTo(redirectUrl: string, outcome: 'success' | 'failure', requestId: string): string {
  const relative = redirectUrl.startsWith('/');
  const url = new URL(redirectUrl, 'http://relative.invalid');
  url.searchParams.set('status', outcome);
  url.searchParams.set('requestId', requestId);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

function returnOrigin(redirectUrl: string): string | null {
  return redirectUrl.startsWith('/') ? null : new URL(redirectUrl).origin;
}

function ownRequest(deps: SandboxDeps, owned: Owned, requestId: string): DigiLockerRequestRow {
  const request = findDigiLockerRequest(deps.db, requestId);
  if (!request) throw notFound('No DigiLocker request has this id.');
  if (request.application_id !== owned.application.id)
    throw forbidden('This DigiLocker request belongs to someone else.');
  return request;
}

/**
 * The outcome of a DigiLocker request, applied to the application the first time it is
 * asked for (GET digilocker-status or POST submit-details) and only reported after that.
 */
function settle(deps: SandboxDeps, c: Context<SandboxEnv>, requestId: string) {
  const owned = applicationOfToken(deps, c);
  const request = ownRequest(deps, owned, requestId);
  const now = deps.now();
  const expired = request.outcome === 'pending' && request.expires_at_ms <= now;
  if (request.outcome === 'pending' && !expired) {
    return {
      application: positionOf(owned.application),
      digiLocker: { status: 'pending', requestId } satisfies DigiLockerAnswer,
    };
  }
  const id = owned.application.id;
  if (request.applied_at_ms !== null) {
    const application = findApplicationById(deps.db, id) ?? owned.application;
    const digiLocker: DigiLockerAnswer =
      request.outcome === 'success'
        ? verifiedAnswer(deps.db, id, requestId)
        : { status: 'failed', requestId, reason: request.outcome === 'failure' ? 'denied' : 'expired' };
    return { application: positionOf(application), digiLocker };
  }
  requireStep(deps, owned, 'digiLocker');
  const nowIso = isoAt(now);
  return deps.db.transaction(() => {
    requireStepStill(deps, owned, 'digiLocker');
    markDigiLockerApplied(deps.db, requestId, now);
    if (request.outcome === 'success') {
      const personal = findPersonalInfo(deps.db, id);
      if (!personal) throw new Error('DigiLocker reached without personal info');
      return recordDigiLockerVerified(
        deps.db,
        personal,
        {
          requestId,
          source: 'digiLocker',
          maskedAadhaar: maskAadhaar(owned.customer.phone.padStart(12, '0')),
          dobDiffers: request.dob_differs === 1,
        },
        nowIso,
      );
    }
    const digiLocker: DigiLockerAnswer = { status: 'failed', requestId, reason: expired ? 'expired' : 'denied' };
    return { application: advance(deps.db, id, 'digiLockerFailed', nowIso), digiLocker };
  })();
}

/** The simulated DigiLocker page (docs/sandbox.md): only with the request's own reference. */
function providerPageRoutes(deps: SandboxDeps, routes: Hono<SandboxEnv>): void {
  const unknown = (c: Context<SandboxEnv>) => {
    c.header('content-security-policy', pageSecurityPolicy(null));
    return c.html(unknownRequestPage(), 404);
  };

  routes.get(DIGILOCKER_PAGE_PATH, (c) => {
    const parsed = v.safeParse(RequestQuerySchema, c.req.query());
    const request = parsed.success ? findDigiLockerRequest(deps.db, parsed.output.requestId) : undefined;
    const reference = c.req.query(REFERENCE_FIELD) ?? '';
    if (!request || referenceState(deps, 'digiLocker', request.id, reference) !== 'open') return unknown(c);
    const personal = findPersonalInfo(deps.db, request.application_id);
    const applicantName = personal ? `${personal.first_name} ${personal.last_name}` : 'Saakh applicant';
    c.header('content-security-policy', pageSecurityPolicy(returnOrigin(request.redirect_url)));
    c.header('cache-control', 'no-store');
    return c.html(consentPage({ requestId: request.id, reference, applicantName }));
  });

  routes.post(DIGILOCKER_PAGE_PATH, async (c) => {
    const form = await readPageForm(c, PageFormSchema);
    const request = findDigiLockerRequest(deps.db, form.requestId);
    const state = request ? referenceState(deps, 'digiLocker', request.id, form[REFERENCE_FIELD]) : 'invalid';
    if (!request || state === 'invalid') return unknown(c);
    const now = deps.now();
    if (state === 'open' && request.outcome === 'pending' && request.expires_at_ms > now) {
      deps.db.transaction(() => {
        consumeReference(deps, 'digiLocker', request.id, isoAt(now));
        decideDigiLockerRequest(
          deps.db,
          request.id,
          form.decision === 'approve' ? 'success' : 'failure',
          form.dobDiffers === 'on',
          now,
        );
      })();
    }
    // A second press, or a late one, goes back with what was decided (an expired request counts as failed).
    const decided = findDigiLockerRequest(deps.db, request.id) ?? request;
    return c.redirect(
      returnTo(request.redirect_url, decided.outcome === 'success' ? 'success' : 'failure', request.id),
      303,
    );
  });
}

/** DigiLocker through the provider page, and its Aadhaar OTP variant (§7 Identity and KYC). */
export function digiLockerRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get(`/v1/${IDENTITY_PROVIDER}/digilocker-url`, requireCustomer(deps), (c) => {
    const owned = requireStep(deps, applicationOfToken(deps, c), 'digiLocker');
    const { redirectUrl } = readQuery(c, UrlQuerySchema);
    const requestId = randomUUID();
    const now = deps.now();
    insertDigiLockerRequest(deps.db, {
      id: requestId,
      application_id: owned.application.id,
      redirect_url: redirectUrl,
      created_at_ms: now,
      expires_at_ms: now + DIGILOCKER_REQUEST_TTL_MS,
    });
    const query = new URLSearchParams({ requestId, [REFERENCE_FIELD]: issueReference(deps, 'digiLocker', requestId) });
    const url = `${new URL(c.req.url).origin}${DIGILOCKER_PAGE_PATH}?${query.toString()}`;
    return c.json({ url, requestId, expiresAt: isoAt(now + DIGILOCKER_REQUEST_TTL_MS) });
  });

  // The provider's own page: the browser opens it without the app's token; it acts only on the
  // request's one-time reference, and exists only in the sandbox.
  if (deps.sandbox) providerPageRoutes(deps, routes);

  routes.get(`/v1/${IDENTITY_PROVIDER}/digilocker-status`, requireCustomer(deps), (c) => {
    const { requestId } = readQuery(c, RequestQuerySchema);
    return c.json(settle(deps, c, requestId));
  });

  // The same outcome for a client that posts what the redirect brought back; the claimed
  // status is ignored, the provider's record decides.
  routes.post('/v1/digiLocker/submit-details', requireCustomer(deps), async (c) => {
    const { requestId } = await readJsonBody(c, SubmitDetailsSchema);
    return c.json(settle(deps, c, requestId));
  });

  routes.post(`/v1/digilocker/${DIGILOCKER_OTP_PROVIDER}/otp`, requireCustomer(deps), async (c) => {
    const owned = requireStep(deps, applicationOfToken(deps, c), 'digiLocker');
    const body = await readJsonBody(c, AadhaarOtpSchema);
    const problem = identifierProblem('aadhaar', body.aadhaarNumber);
    if (problem !== null) {
      const why =
        problem === 'check'
          ? 'the check digit is wrong; please check the number'
          : 'must be 12 digits and cannot start with 0 or 1';
      throw new HttpError(400, IdentityErrorCodes.invalidAadhaar, `body.aadhaarNumber: ${why}`);
    }
    const aadhaar = normaliseIdentifier('aadhaar', body.aadhaarNumber);
    const rule = aadhaarOtpRule(aadhaar);
    if (rule === 'notLinkedToMobile') {
      throw new HttpError(
        422,
        IdentityErrorCodes.aadhaarNotLinked,
        'This Aadhaar number is not linked to a mobile number.',
      );
    }
    const id = owned.application.id;
    assertProviderResendAllowed(deps, id, 'aadhaar');
    // The sandbox's Aadhaar-linked mobile is the applicant's own.
    const phone = owned.customer.phone;
    const requestId = deps.db.transaction(() =>
      issueProviderOtp(deps, id, 'aadhaar', phone, {
        maskedAadhaar: maskAadhaar(aadhaar),
        dobDiffers: rule === 'dobDiffers',
      }),
    )();
    return c.json({ requestId, otpSentTo: maskPhone(phone), retryAfterSeconds: OTP_RESEND_AFTER_MS / 1000 });
  });

  const verifyOtp = async (c: Context<SandboxEnv>) => {
    const owned = applicationOfToken(deps, c);
    const body = await readJsonBody(c, VerifyOtpSchema);
    const id = owned.application.id;
    const row = findProviderOtp(deps, body.requestId);
    if (!row || row.purpose !== 'aadhaar') throw notFound('No Aadhaar OTP request has this id.');
    if (row.application_id !== id) throw forbidden('This Aadhaar OTP request belongs to someone else.');
    requireStep(deps, owned, 'digiLocker');
    const personal = findPersonalInfo(deps.db, id);
    if (!personal) throw new Error('DigiLocker reached without personal info');
    const payload = JSON.parse(row.payload_json) as { maskedAadhaar: string; dobDiffers: boolean };
    const outcome = writeAtStep(deps, owned, 'digiLocker', (nowIso) => {
      const check = checkProviderOtp(deps, row, body.otp);
      if (!check.ok) return check;
      const answer = recordDigiLockerVerified(
        deps.db,
        personal,
        {
          requestId: row.id,
          source: 'aadhaarOtp',
          maskedAadhaar: payload.maskedAadhaar,
          dobDiffers: payload.dobDiffers,
        },
        nowIso,
      );
      return { ok: true as const, answer };
    });
    // A wrong try is committed above before the error goes out.
    if (!outcome.ok) throw outcome.error;
    return c.json(outcome.answer);
  };
  routes.post(`/v1/digilocker/${DIGILOCKER_OTP_PROVIDER}/verify-otp`, requireCustomer(deps), verifyOtp);
  routes.post(`/v2/digilocker/${DIGILOCKER_OTP_PROVIDER}/verify-otp`, requireCustomer(deps), verifyOtp);

  return routes;
}
