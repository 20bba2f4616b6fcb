import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { isoAt } from '../context.ts';
import { badRequest, sessionNotFound } from '../kit/errors.ts';
import { PhoneSchema, UuidSchema, readJsonBody, readQuery } from '../kit/validation.ts';
import { bindSessionToCustomer, findSession } from '../db/sessions.ts';
import type { SessionRow } from '../db/sessions.ts';
import {
  INITIAL_STATUS,
  findApplicationOfCustomer,
  findCustomerById,
  findCustomerByPhone,
  insertCustomerWithApplication,
  updateApplication,
  updateCustomer,
} from '../db/customers.ts';
import type { CustomerRow } from '../db/customers.ts';
import { findGuarantorByPhone } from '../db/guarantors.ts';
import { assertPhoneMayGetCode, assertResendAllowed, checkOtp, issueOtp } from '../otp/otp-service.ts';
import { signToken } from '../auth/jwt.ts';
import { requireAccount } from '../auth/require-customer.ts';
import { findMarketplace } from '../marketplaces/catalog.ts';
import { CURRENT_TNC_ID, termsOf } from '../terms/version.ts';

// Clients send an empty string or null when the optional box was left blank.
const ReferrerCodeSchema = v.nullish(
  v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{0,20}$/, 'must be up to 20 letters or digits')),
);

const LoginSchema = v.object({ phone: PhoneSchema, sessionId: UuidSchema, referrerCode: ReferrerCodeSchema });

const OtpSchema = v.object({
  otp: v.pipe(v.string(), v.regex(/^\d{4}$/, 'must be 4 digits')),
  sessionId: UuidSchema,
  referrerCode: ReferrerCodeSchema,
  tncId: v.nullish(v.pipe(v.string(), v.nonEmpty())),
});

const SessionOnlySchema = v.object({ sessionId: UuidSchema });

function requireSession(deps: SandboxDeps, sessionId: string): SessionRow {
  const session = findSession(deps.db, sessionId);
  if (!session) throw sessionNotFound();
  return session;
}

function requireLoggedInSession(
  deps: SandboxDeps,
  sessionId: string,
): SessionRow & { phone: string; customer_id: string } {
  const session = requireSession(deps, sessionId);
  if (session.phone === null || session.customer_id === null) {
    throw badRequest('sessionId: no mobile number was entered in this session yet. Please log in first.');
  }
  return { ...session, phone: session.phone, customer_id: session.customer_id };
}

const showsReferrerCode = (customer: CustomerRow): boolean =>
  customer.show_referrer_code === 1 && customer.referrer_code === null;

export function customerRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.post('/v2/customer/login', async (c) => {
    const body = await readJsonBody(c, LoginSchema);
    const customer = deps.db.transaction(() => {
      const session = requireSession(deps, body.sessionId);
      // A refused login sends no code and creates nobody.
      assertPhoneMayGetCode(deps, body.phone);
      const marketplace = session.marketplace_name ? findMarketplace(session.marketplace_name) : undefined;
      const existing = findCustomerByPhone(deps.db, body.phone);
      const current =
        existing ??
        insertCustomerWithApplication(deps.db, {
          phone: body.phone,
          onboardingType: session.kind,
          marketplaceName: marketplace?.name ?? null,
          referralCallbackUrl: session.callback_url,
          referralMarketplaceMcode: marketplace?.mcode ?? null,
          nowIso: isoAt(deps.now()),
        });
      bindSessionToCustomer(deps.db, session.id, body.phone, current.id);
      issueOtp(deps, session.id, body.phone);
      return current;
    })();
    return c.json({ ...termsOf(customer), showReferrerCode: showsReferrerCode(customer) });
  });

  routes.post('/v2/customer/otp', async (c) => {
    const body = await readJsonBody(c, OtpSchema);
    const session = requireLoggedInSession(deps, body.sessionId);
    const customer = findCustomerById(deps.db, session.customer_id);
    if (!customer) throw sessionNotFound();
    if (body.tncId && body.tncId !== CURRENT_TNC_ID) {
      throw badRequest(`body.tncId: "${body.tncId}" is not the current terms version (${CURRENT_TNC_ID})`);
    }
    if (customer.tnc_accepted !== 1 && !body.tncId) {
      throw badRequest('body.tncId: the terms and conditions must be accepted to continue');
    }

    // A wrong code must still count against the OTP, so the transaction returns the
    // failure instead of throwing (which would roll the count back).
    const outcome = deps.db.transaction(() => {
      const check = checkOtp(deps, session.id, body.otp);
      if (!check.ok) return check;
      const nowIso = isoAt(deps.now());
      const application = findApplicationOfCustomer(deps.db, customer.id);
      if (body.tncId) {
        updateCustomer(deps.db, customer.id, { tnc_accepted: 1, tnc_id: body.tncId, tnc_accepted_at: nowIso });
        if (application?.status === INITIAL_STATUS) {
          updateApplication(deps.db, application.id, { status: 'tncAccepted' }, nowIso);
        }
      }
      if (body.referrerCode && showsReferrerCode(customer)) {
        updateCustomer(deps.db, customer.id, { referrer_code: body.referrerCode.toUpperCase(), show_referrer_code: 0 });
      }
      const marketplace = session.marketplace_name ? findMarketplace(session.marketplace_name) : undefined;
      if (session.kind === 'referral' && marketplace && application) {
        updateCustomer(deps.db, customer.id, { marketplace_name: marketplace.name });
        updateApplication(
          deps.db,
          application.id,
          { referral_callback_url: session.callback_url, referral_marketplace_mcode: marketplace.mcode },
          nowIso,
        );
      }
      return check;
    })();
    if (!outcome.ok) throw outcome.error;

    const accessToken = await signToken(
      deps.secret,
      {
        sub: customer.id,
        phone: customer.phone,
        onBoardingType: session.kind === 'referral' ? 'referral' : customer.onboarding_type,
        isGuarantor: customer.is_guarantor === 1,
      },
      deps.now(),
    );
    return c.json({ tokenType: 'Bearer', accessToken });
  });

  routes.post('/v2/customer/resend-otp', async (c) => {
    const body = await readJsonBody(c, SessionOnlySchema);
    const session = requireLoggedInSession(deps, body.sessionId);
    deps.db.transaction(() => {
      assertPhoneMayGetCode(deps, session.phone);
      assertResendAllowed(deps, session.id);
      issueOtp(deps, session.id, session.phone);
    })();
    return c.json({ resent: true, retryAfterSeconds: deps.otpPolicy.resendWaitMs / 1000 });
  });

  routes.get('/v1/customer/phone-by-session', (c) => {
    const { sessionId } = readQuery(c, SessionOnlySchema);
    const session = findSession(deps.db, sessionId);
    if (!session?.phone) throw sessionNotFound();
    // Beyond §3's phone: what the login answered, so Verify Otp is whole again after a reload.
    const customer = session.customer_id ? findCustomerById(deps.db, session.customer_id) : undefined;
    if (customer) {
      return c.json({ phone: session.phone, ...termsOf(customer), showReferrerCode: showsReferrerCode(customer) });
    }
    const guarantor = findGuarantorByPhone(deps.db, session.phone);
    if (guarantor?.session_id === session.id) {
      return c.json({
        phone: session.phone,
        ...termsOf(guarantor),
        showReferrerCode: false,
        guarantorId: guarantor.id,
      });
    }
    return c.json({ phone: session.phone });
  });

  // Guarantors leave through the same logout as applicants.
  routes.delete('/v1/customer/logout', requireAccount(deps), (c) => {
    const { token } = c.get('account');
    deps.db.prepare('INSERT OR IGNORE INTO revoked_tokens (jti, expires_at_s) VALUES (?, ?)').run(token.jti, token.exp);
    return c.body(null, 204);
  });

  return routes;
}
