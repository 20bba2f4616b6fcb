import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../../../context.ts';
import { isoAt } from '../../../context.ts';
import { HttpError, forbidden, notFound } from '../../../kit/errors.ts';
import { PhoneSchema, UuidSchema, readJsonBody } from '../../../kit/validation.ts';
import { requireCustomer } from '../../../auth/require-customer.ts';
import { findBusiness, getOnboardingState, setOnboardingState } from '../../../db/onboarding.ts';
import { ownApplication, requireStep } from '../../access.ts';
import { advance } from '../../../application/advance.ts';
import { checkUdyam } from '../../schemas.ts';
import { IdentityErrorCodes, outOfOrder } from '../errors.ts';
import {
  assertProviderResendAllowed,
  checkProviderOtp,
  findProviderOtp,
  issueProviderOtp,
  latestProviderOtp,
  maskPhone,
} from '../provider-otp.ts';
import type { ProviderOtpRow } from '../provider-otp.ts';
import { UDYAM_PROVIDER, UDYAM_SELECTION_TTL_MS } from '../../../providers/names.ts';
import { enterpriseType, mobileHasUdyam, udyamNumbersFor } from '../rules.ts';
import type { UdyamRegistration } from '../rules.ts';
import { OTP_MAX_WRONG_TRIES, OTP_RESEND_AFTER_MS } from '../../../otp/otp-service.ts';

// Field names are the Udyam provider's (§3 Udyam: request_id, otp, udyam_reg_no).
const GenerateOtpSchema = v.union(
  [v.strictObject({ mobile: PhoneSchema }), v.strictObject({ udyam_reg_no: v.string() })],
  'must be { mobile } or { udyam_reg_no }',
);
const SubmitOtpSchema = v.strictObject({
  request_id: UuidSchema,
  otp: v.pipe(v.string(), v.regex(/^\d{4}$/, 'must be 4 digits')),
});
const SubmitUdyamSchema = v.strictObject({ udyam_reg_no: v.string() });

type UdyamLookup = { mobile: string } | { udyam_reg_no: string };
/** What a Udyam OTP request keeps: the list it reveals, and how it was looked up (for a reload). */
type UdyamPayload = { registrations: UdyamRegistration[]; lookup?: UdyamLookup };

const registrationsOf = (row: ProviderOtpRow): UdyamRegistration[] =>
  (JSON.parse(row.payload_json) as UdyamPayload).registrations;

/** Udyam lists whose OTP was verified at or after `since`, newest first. */
function verifiedSince(deps: SandboxDeps, applicationId: string, since: number): ProviderOtpRow[] {
  return deps.db
    .prepare(
      `SELECT * FROM provider_otps WHERE application_id = ? AND purpose = 'udyam' AND verified_at_ms >= ?
       ORDER BY verified_at_ms DESC, rowid DESC`,
    )
    .all(applicationId, since) as ProviderOtpRow[];
}

/** The newest Udyam OTP while it can still be typed (not verified, replaced, expired or locked), with its lookup. */
function pendingOtp(deps: SandboxDeps, applicationId: string) {
  const row = latestProviderOtp(deps, applicationId, 'udyam');
  const now = deps.now();
  if (!row || row.verified_at_ms !== null || row.consumed_at_ms !== null || row.expires_at_ms <= now) return null;
  if (row.failed_attempts >= OTP_MAX_WRONG_TRIES) return null;
  const { lookup } = JSON.parse(row.payload_json) as UdyamPayload;
  return {
    request_id: row.id,
    otp_sent_to: maskPhone(row.phone),
    retry_after_seconds: Math.max(0, Math.ceil((row.issued_at_ms + OTP_RESEND_AFTER_MS - now) / 1000)),
    ...(lookup ?? {}),
  };
}

/** Udyam verification: OTP to the registered mobile, the list of registrations, the one chosen (§7). */
export function udyamRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const base = `/v1/${UDYAM_PROVIDER}/:id/udyam-details`;

  routes.post(`${base}/generate-otp`, requireCustomer(deps), async (c) => {
    const owned = requireStep(deps, ownApplication(deps, c), 'udyam');
    const body = await readJsonBody(c, GenerateOtpSchema);
    const id = owned.application.id;
    const lookup: { mobile: string } | { udyamNumber: string } =
      'mobile' in body ? { mobile: body.mobile } : { udyamNumber: checkUdyam(body.udyam_reg_no, 'body.udyam_reg_no') };
    if ('mobile' in lookup && !mobileHasUdyam(lookup.mobile)) {
      throw new HttpError(
        404,
        IdentityErrorCodes.noUdyamForMobile,
        'No Udyam registration is linked to this mobile number.',
      );
    }
    assertProviderResendAllowed(deps, id, 'udyam');
    const state = getOnboardingState(deps.db, id);
    const registered = state.registration_type === 'udyam' ? state.registration_number : null;
    const business = findBusiness(deps.db, id);
    const registrations: UdyamRegistration[] = udyamNumbersFor(lookup, registered).map((number) => ({
      udyam_reg_no: number,
      enterprise_name: business?.business_name ?? `${owned.customer.first_name ?? 'Saakh'} Enterprises`,
      enterprise_type: enterpriseType(business?.annual_turnover ?? null),
    }));
    // Udyam sends the OTP to the registration's mobile; looked up by number, that is the applicant's.
    const phone = 'mobile' in lookup ? lookup.mobile : owned.customer.phone;
    const asked: UdyamLookup = 'mobile' in lookup ? { mobile: lookup.mobile } : { udyam_reg_no: lookup.udyamNumber };
    const requestId = deps.db.transaction(() =>
      issueProviderOtp(deps, id, 'udyam', phone, { registrations, lookup: asked } satisfies UdyamPayload),
    )();
    return c.json({
      request_id: requestId,
      otp_sent_to: maskPhone(phone),
      retry_after_seconds: OTP_RESEND_AFTER_MS / 1000,
    });
  });

  routes.post(`${base}/submit-otp`, requireCustomer(deps), async (c) => {
    const owned = requireStep(deps, ownApplication(deps, c), 'udyam');
    const body = await readJsonBody(c, SubmitOtpSchema);
    const row = findProviderOtp(deps, body.request_id);
    if (!row || row.purpose !== 'udyam') throw notFound('No Udyam OTP request has this id.');
    if (row.application_id !== owned.application.id) throw forbidden('This Udyam request belongs to someone else.');
    const check = deps.db.transaction(() => checkProviderOtp(deps, row, body.otp))();
    // A wrong try is committed above before the error goes out.
    if (!check.ok) throw check.error;
    return c.json({ request_id: row.id, udyam_list: registrationsOf(row) });
  });

  // What a reload on the Udyam screens lost: the latest list whose OTP was verified within the
  // window submit-udyam accepts, and an OTP sent and still usable if it is the newest request.
  // Nothing to restore is an empty answer, not an error.
  routes.get(`${base}/udyam-list`, requireCustomer(deps), (c) => {
    const owned = requireStep(deps, ownApplication(deps, c), 'udyam');
    const id = owned.application.id;
    const [verified] = verifiedSince(deps, id, deps.now() - UDYAM_SELECTION_TTL_MS);
    return c.json({
      request_id: verified?.id ?? null,
      udyam_list: verified ? registrationsOf(verified) : [],
      otp_pending: pendingOtp(deps, id),
    });
  });

  routes.post(`${base}/submit-udyam`, requireCustomer(deps), async (c) => {
    const owned = requireStep(deps, ownApplication(deps, c), 'udyam');
    const body = await readJsonBody(c, SubmitUdyamSchema);
    const number = checkUdyam(body.udyam_reg_no, 'body.udyam_reg_no');
    const id = owned.application.id;
    const verified = verifiedSince(deps, id, deps.now() - UDYAM_SELECTION_TTL_MS);
    const found = verified.some((row) => registrationsOf(row).some((item) => item.udyam_reg_no === number));
    if (!found) throw outOfOrder('Please verify the OTP for this Udyam registration first.');
    const nowIso = isoAt(deps.now());
    const answer = deps.db.transaction(() => {
      setOnboardingState(deps.db, id, {
        registration_type: 'udyam',
        registration_number: number,
        registration_skipped: 0,
        udyam_verified: 1,
      });
      return {
        application: advance(deps.db, id, 'udyamVerified', nowIso),
        udyam: { udyam_reg_no: number, verified: true },
      };
    })();
    return c.json(answer);
  });

  return routes;
}
