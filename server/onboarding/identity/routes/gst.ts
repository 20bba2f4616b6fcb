import { Hono } from 'hono';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../../../context.ts';
import { isoAt } from '../../../context.ts';
import { HttpError, badRequest } from '../../../kit/errors.ts';
import { readJsonBody, readQuery } from '../../../kit/validation.ts';
import { requireCustomer } from '../../../auth/require-customer.ts';
import { getOnboardingState, setOnboardingState } from '../../../db/onboarding.ts';
import { findGstLogin, markGstLogin, saveGstLogin } from '../../../db/identity.ts';
import { applicationOfToken, ownApplication, requireStep, writeAtStep } from '../../access.ts';
import type { Owned } from '../../access.ts';
import { advance, positionOf } from '../../../application/advance.ts';
import { checkGstin } from '../../schemas.ts';
import { recordRegistration } from '../../registration.ts';
import { IdentityErrorCodes, outOfOrder } from '../errors.ts';
import {
  assertProviderResendAllowed,
  checkProviderOtp,
  issueProviderOtp,
  latestProviderOtp,
  maskPhone,
} from '../provider-otp.ts';
import { IDENTITY_PROVIDER } from '../../../providers/names.ts';
import { GST_USERNAME_PATTERN, gstApiAccessEnabled, taxpayerType } from '../rules.ts';
import { OTP_RESEND_AFTER_MS } from '../../../otp/otp-service.ts';

const LoginSchema = v.strictObject({
  gstin: v.string(),
  username: v.pipe(
    v.string(),
    v.trim(),
    v.regex(GST_USERNAME_PATTERN, 'must be 8-15 letters, digits, dots, underscores or hyphens'),
  ),
});
const ConsentSchema = v.strictObject({
  consent: v.literal(true, 'must be true: the applicant agrees to share GST returns'),
});
const OtpSchema = v.strictObject({ otp: v.pipe(v.string(), v.regex(/^\d{4}$/, 'must be 4 digits')) });
const GstinBodySchema = v.strictObject({ gstin: v.string() });
const GstinQuerySchema = v.object({ gstin: v.string() });

/** GST is verified for the GSTIN of the business profile; another one is changed there (or by PATCH gst) first. */
function requireRegisteredGstin(deps: SandboxDeps, owned: Owned, gstin: string): void {
  const state = getOnboardingState(deps.db, owned.application.id);
  if (state.registration_type !== 'gstin' || state.registration_number !== gstin) {
    throw new HttpError(
      409,
      IdentityErrorCodes.gstinNotRegistered,
      'This GSTIN is not the one in your business profile. Please update it first.',
    );
  }
}

/** §6: some calls carry the saved phone as x-phone-number; the GST consent must come from the applicant's own. */
function requirePhoneHeader(c: Context<SandboxEnv>, owned: Owned): void {
  const phone = c.req.header('x-phone-number');
  if (!phone) throw badRequest('header.x-phone-number: required');
  if (phone.trim() !== owned.customer.phone) {
    throw new HttpError(
      403,
      IdentityErrorCodes.phoneHeaderMismatch,
      'x-phone-number is not the phone this application was made with.',
    );
  }
}

function gstStatus(
  deps: SandboxDeps,
  applicationId: string,
): { gstin: string | null; status: string; verified: boolean } {
  const state = getOnboardingState(deps.db, applicationId);
  const gstin = state.registration_type === 'gstin' ? state.registration_number : null;
  const login = findGstLogin(deps.db, applicationId);
  const verified = gstin !== null && state.gst_verified === 1;
  if (verified) return { gstin, status: 'verified', verified };
  if (!login || login.gstin !== gstin) return { gstin, status: 'notStarted', verified };
  return { gstin, status: login.consented_at ? 'otpSent' : 'loggedIn', verified };
}

/** GSTIN verification: portal login, consent, OTP; the status reads; taxpayer type (§7). */
export function gstRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.post('/v1/gstin/:id/login', requireCustomer(deps), async (c) => {
    const owned = requireStep(deps, ownApplication(deps, c), 'gstin');
    const body = await readJsonBody(c, LoginSchema);
    const gstin = checkGstin(body.gstin, 'body.gstin');
    requireRegisteredGstin(deps, owned, gstin);
    if (!gstApiAccessEnabled(body.username)) {
      throw new HttpError(
        422,
        IdentityErrorCodes.gstApiAccessDisabled,
        'API access is not enabled for this GST username. Enable it on the GST portal and try again.',
      );
    }
    saveGstLogin(deps.db, owned.application.id, gstin, body.username, isoAt(deps.now()));
    return c.json({
      application: positionOf(owned.application),
      gstLogin: { gstin, username: body.username, consentRequired: true },
    });
  });

  routes.post('/v1/gstin/:id/consent', requireCustomer(deps), async (c) => {
    const owned = requireStep(deps, ownApplication(deps, c), 'gstin');
    requirePhoneHeader(c, owned);
    await readJsonBody(c, ConsentSchema);
    const id = owned.application.id;
    const login = findGstLogin(deps.db, id);
    if (!login) throw outOfOrder('Please log in to the GST portal first.');
    requireRegisteredGstin(deps, owned, login.gstin);
    assertProviderResendAllowed(deps, id, 'gst');
    const phone = owned.customer.phone;
    writeAtStep(deps, owned, 'gstin', (nowIso) => {
      markGstLogin(deps.db, id, 'consented_at', nowIso);
      issueProviderOtp(deps, id, 'gst', phone, { gstin: login.gstin });
    });
    return c.json({
      application: positionOf(owned.application),
      gstConsent: { consented: true, otpSentTo: maskPhone(phone), retryAfterSeconds: OTP_RESEND_AFTER_MS / 1000 },
    });
  });

  routes.post('/v1/gstin/:id/otp', requireCustomer(deps), async (c) => {
    const owned = requireStep(deps, ownApplication(deps, c), 'gstin');
    const { otp } = await readJsonBody(c, OtpSchema);
    const id = owned.application.id;
    const login = findGstLogin(deps.db, id);
    const sent = latestProviderOtp(deps, id, 'gst');
    if (!login?.consented_at || !sent)
      throw outOfOrder('Please give your consent so the GST portal can send an OTP first.');
    requireRegisteredGstin(deps, owned, login.gstin);
    const outcome = writeAtStep(deps, owned, 'gstin', (nowIso) => {
      const check = checkProviderOtp(deps, sent, otp);
      if (!check.ok) return check;
      markGstLogin(deps.db, id, 'verified_at', nowIso);
      setOnboardingState(deps.db, id, { gst_verified: 1 });
      return {
        ok: true as const,
        answer: {
          application: advance(deps.db, id, 'gstVerified', nowIso),
          gst: { gstin: login.gstin, verified: true, taxpayerType: taxpayerType(login.gstin) },
        },
      };
    });
    // A wrong try is committed above before the error goes out.
    if (!outcome.ok) throw outcome.error;
    return c.json(outcome.answer);
  });

  // The spec writes this path without a version; the sandbox serves API paths under /v1…/v6 only.
  routes.get('/v1/gstin/gstin-verification-status', requireCustomer(deps), (c) => {
    const owned = applicationOfToken(deps, c);
    return c.json(gstStatus(deps, owned.application.id));
  });

  routes.get(`/v1/${IDENTITY_PROVIDER}/:id/get-taxpayer-type`, requireCustomer(deps), (c) => {
    ownApplication(deps, c);
    const gstin = checkGstin(readQuery(c, GstinQuerySchema).gstin, 'query.gstin');
    return c.json({ gstin, taxpayerType: taxpayerType(gstin) });
  });

  routes.patch('/v1/application/:id/gst', requireCustomer(deps), async (c) => {
    const owned = requireStep(deps, ownApplication(deps, c), 'gstin');
    const body = await readJsonBody(c, GstinBodySchema);
    const gstin = checkGstin(body.gstin, 'body.gstin');
    const id = owned.application.id;
    const answer = writeAtStep(deps, owned, 'gstin', (nowIso) =>
      recordRegistration(deps.db, id, { type: 'gstin', number: gstin }, nowIso),
    );
    return c.json(answer);
  });

  routes.get('/v1/application/:id/is-gst-verified', requireCustomer(deps), (c) => {
    const { application } = ownApplication(deps, c);
    const status = gstStatus(deps, application.id);
    return c.json({
      isGstVerified: status.verified,
      gstin: status.gstin,
      taxpayerType: status.gstin ? taxpayerType(status.gstin) : null,
    });
  });

  return routes;
}
