import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { isoAt } from '../context.ts';
import { badRequest, notFound, sessionNotFound } from '../kit/errors.ts';
import { PhoneSchema, UuidSchema, readJsonBody, readParams } from '../kit/validation.ts';
import { findSession } from '../db/sessions.ts';
import { bindSessionToGuarantor, findGuarantorById, findGuarantorByPhone, updateGuarantor } from '../db/guarantors.ts';
import type { GuarantorRow } from '../db/guarantors.ts';
import { assertPhoneMayGetCode, assertResendAllowed, checkOtp, issueOtp } from '../otp/otp-service.ts';
import { signToken } from '../auth/jwt.ts';
import { CURRENT_TNC_ID, termsOf } from '../terms/version.ts';
import { guarantorJourneyRoutes } from './routes.ts';

const LoginSchema = v.object({ phoneNumber: PhoneSchema, sessionId: UuidSchema });
const IdParamsSchema = v.object({ id: UuidSchema });
const EmptySchema = v.strictObject({});
const VerifySchema = v.object({
  otp: v.pipe(v.string(), v.regex(/^\d{4}$/, 'must be 4 digits')),
  tncId: v.nullish(v.pipe(v.string(), v.nonEmpty())),
});

function requireGuarantor(deps: SandboxDeps, id: string): GuarantorRow {
  const guarantor = findGuarantorById(deps.db, id);
  if (!guarantor) throw notFound('No guarantor request found for this id.');
  return guarantor;
}

/**
 * The session the guarantor last logged in on. A customer who later logs in on the same
 * session rebinds it to their phone, and then its OTPs are no longer the guarantor's.
 */
function loginSessionOf(deps: SandboxDeps, guarantor: GuarantorRow): string {
  const session = guarantor.session_id ? findSession(deps.db, guarantor.session_id) : undefined;
  if (!session || session.phone !== guarantor.phone) {
    throw badRequest('id: this guarantor has not logged in on a current session. Please log in first.');
  }
  return session.id;
}

// Same OTP rules as customers (otp-service), and the same budgets: they belong to the phone. The
// code belongs to the login session, so a guarantor's resend and verify, which carry no session
// id, find it through the guarantor.
export function guarantorRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.post('/v1/guarantor/login', async (c) => {
    const body = await readJsonBody(c, LoginSchema);
    const guarantor = deps.db.transaction(() => {
      const session = findSession(deps.db, body.sessionId);
      if (!session) throw sessionNotFound();
      const found = findGuarantorByPhone(deps.db, body.phoneNumber);
      if (!found) throw notFound('No guarantor request found for this number');
      assertPhoneMayGetCode(deps, found.phone);
      bindSessionToGuarantor(deps.db, session.id, found.id, found.phone);
      issueOtp(deps, session.id, found.phone);
      return found;
    })();
    return c.json({
      guarantorId: guarantor.id,
      // tncId and tncLink go beyond the §3 fields, so the terms box can link the document like the
      // customer's does.
      ...termsOf(guarantor),
      isGuarantor: true,
    });
  });

  routes.post('/v1/guarantor/:id/resend-otp', async (c) => {
    const { id } = readParams(c, IdParamsSchema);
    // The call has nothing to say; `{}` and no body at all are both fine, anything else is not.
    if ((await c.req.text()).trim() !== '') await readJsonBody(c, EmptySchema);
    deps.db.transaction(() => {
      const guarantor = requireGuarantor(deps, id);
      const sessionId = loginSessionOf(deps, guarantor);
      assertPhoneMayGetCode(deps, guarantor.phone);
      assertResendAllowed(deps, sessionId);
      issueOtp(deps, sessionId, guarantor.phone);
    })();
    return c.json({ resent: true, retryAfterSeconds: deps.otpPolicy.resendWaitMs / 1000 });
  });

  routes.post('/v1/guarantor/:id/verify-otp', async (c) => {
    const { id } = readParams(c, IdParamsSchema);
    const body = await readJsonBody(c, VerifySchema);
    const guarantor = requireGuarantor(deps, id);
    const sessionId = loginSessionOf(deps, guarantor);
    if (body.tncId && body.tncId !== CURRENT_TNC_ID) {
      throw badRequest(`body.tncId: "${body.tncId}" is not the current terms version (${CURRENT_TNC_ID})`);
    }
    // A wrong code must still count against the OTP, so the transaction returns the failure
    // instead of throwing (which would roll the count back).
    const outcome = deps.db.transaction(() => {
      const check = checkOtp(deps, sessionId, body.otp);
      if (check.ok && body.tncId && guarantor.tnc_accepted !== 1) {
        updateGuarantor(deps.db, guarantor.id, {
          tnc_accepted: 1,
          tnc_id: body.tncId,
          tnc_accepted_at: isoAt(deps.now()),
        });
      }
      return check;
    })();
    if (!outcome.ok) throw outcome.error;
    const accessToken = await signToken(
      deps.secret,
      { sub: guarantor.id, phone: guarantor.phone, onBoardingType: 'direct', isGuarantor: true },
      deps.now(),
    );
    return c.json({ tokenType: 'Bearer', accessToken });
  });

  routes.route('/', guarantorJourneyRoutes(deps));
  return routes;
}
