import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { isoAt, type SandboxDeps, type SandboxEnv } from '../context.ts';
import { HttpError, notFound } from '../kit/errors.ts';
import { readJsonBody, readParams } from '../kit/validation.ts';
import { requireCustomer } from '../auth/require-customer.ts';
import { findApplicationOfCustomer, type CustomerRow } from '../db/customers.ts';
import { findIdentityRecord, saveIdentityRecord } from '../db/identity.ts';
import { statement } from '../db/statements.ts';
import { keyedCodes } from '../otp/keyed-codes.ts';
import { identifierProblem, maskAadhaar, normaliseIdentifier } from '../identifiers/rules.ts';
import { checkEmailCode, sendEmailCode } from './email-otp.ts';
import { profileOf, reKycJson } from './present.ts';
import { creditTermsOf, nbfcInfoOf } from '../ledger/lender-info.ts';
import { EmailSchema, ProfileErrorCodes, maskEmail } from './rules.ts';
import {
  SUPPORT_ID_PATTERN,
  customerOfSupportId,
  finishReKyc,
  findReKyc,
  findVerifiedEmail,
  keepReKycRequest,
  saveVerifiedEmail,
  startReKyc,
  supportIdOf,
} from './store.ts';

// The profile's calls (issue 32, ADR 052; docs/api-contract.md "Profile"). Every one reads and
// writes the token's own customer only: there is no customer id in any address, and a support id
// that is not the caller's own answers 404 as one that does not exist.

const OtpSchema = v.pipe(v.string(), v.regex(/^\d{4}$/, 'must be the 4-digit OTP'));
const SendEmailSchema = v.strictObject({ email: EmailSchema });
const VerifyEmailSchema = v.strictObject({ email: EmailSchema, otp: OtpSchema });
const AadhaarOtpSchema = v.strictObject({ aadhaarNumber: v.pipe(v.string(), v.maxLength(20)) });
const VerifyAadhaarSchema = v.strictObject({ requestId: v.pipe(v.string(), v.uuid('must be a UUID')), otp: OtpSchema });
const UuidParamsSchema = v.object({ uuid: v.pipe(v.string(), v.maxLength(100)) });
const SupportParamsSchema = v.object({ supportId: v.pipe(v.string(), v.maxLength(20)) });

const reKycCodes = keyedCodes({
  table: 'profile_rekyc_otps',
  keyColumn: 'customer_id',
  purpose: 'rekyc',
  notAwaiting: () => new HttpError(409, ProfileErrorCodes.reKycNotStarted, 'Please ask for an OTP first.'),
});

const customerName = (customer: CustomerRow) =>
  [customer.first_name, customer.last_name].filter(Boolean).join(' ') || 'Customer';

/** The re-KYC this customer may go on with, else 409. */
function reKycUnderway(deps: SandboxDeps, customerId: string) {
  const row = findReKyc(deps.db, customerId);
  if (!row || row.status !== 'inProgress') {
    throw new HttpError(409, ProfileErrorCodes.reKycNotStarted, 'Please start your re-KYC from your profile first.');
  }
  return row;
}

/** The Aadhaar's rule, then the lender's record: the number must be the one verified before. */
function checkAadhaar(deps: SandboxDeps, customerId: string, value: string): string {
  const problem = identifierProblem('aadhaar', value);
  if (problem !== null) {
    const message =
      problem === 'check'
        ? 'aadhaarNumber: this Aadhaar number is not valid. Please check it.'
        : 'aadhaarNumber: must be 12 digits and cannot start with 0 or 1.';
    throw new HttpError(422, ProfileErrorCodes.aadhaarInvalid, message);
  }
  const number = normaliseIdentifier('aadhaar', value);
  const application = findApplicationOfCustomer(deps.db, customerId);
  const record = application ? findIdentityRecord(deps.db, application.id) : undefined;
  if (record && record.masked_aadhaar.slice(-4) !== number.slice(-4)) {
    const message = 'aadhaarNumber: this is not the Aadhaar number you verified with us.';
    throw new HttpError(422, ProfileErrorCodes.aadhaarNotOnRecord, message);
  }
  return number;
}

export function profileRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/v1/customer/profile', requireCustomer(deps), (c) => {
    const customer = c.var.auth.customer;
    return c.json({ profile: deps.db.transaction(() => profileOf(deps, customer))() });
  });

  // The lender's two reads (ADR 056) carry the customer's id: another customer's answers 404, as
  // one that does not exist (no IDOR).
  const ownCustomer = (c: Context<SandboxEnv>) => {
    const { uuid } = readParams(c, UuidParamsSchema);
    if (uuid !== c.var.auth.customer.id) throw notFound('There is nothing at this address.');
    return c.var.auth.customer;
  };

  routes.get('/v1/customer/:uuid/nbfc-info', requireCustomer(deps), (c) => {
    const customer = ownCustomer(c);
    return c.json({ lender: deps.db.transaction(() => nbfcInfoOf(deps, customer))() });
  });

  routes.get('/v1/customer/:uuid/credit-terms', requireCustomer(deps), (c) => {
    const customer = ownCustomer(c);
    return c.json({ terms: deps.db.transaction(() => creditTermsOf(deps, customer))() });
  });

  routes.post('/v1/customer/send-email-otp', requireCustomer(deps), async (c) => {
    const { email } = await readJsonBody(c, SendEmailSchema);
    const customerId = c.var.auth.customer.id;
    deps.db.transaction(() => sendEmailCode(deps, customerId, email)).immediate();
    return c.json({ sentTo: maskEmail(email), retryAfterSeconds: Math.ceil(deps.otpPolicy.resendWaitMs / 1000) });
  });

  routes.post('/v1/customer/verify-email-otp', requireCustomer(deps), async (c) => {
    const { email, otp } = await readJsonBody(c, VerifyEmailSchema);
    const customerId = c.var.auth.customer.id;
    // A wrong code's count is committed though the call fails: the budget must hold.
    const check = deps.db
      .transaction(() => {
        const result = checkEmailCode(deps, customerId, email, otp);
        if (result.ok) saveVerifiedEmail(deps.db, customerId, email, isoAt(deps.now()));
        return result;
      })
      .immediate();
    if (!check.ok) throw check.error;
    const saved = findVerifiedEmail(deps.db, customerId);
    return c.json({
      email: { address: saved?.email ?? email, verified: true, verifiedAt: saved?.verified_at ?? null },
    });
  });

  routes.patch('/v1/customer/initiate-rekyc', requireCustomer(deps), (c) => {
    const customerId = c.var.auth.customer.id;
    const answer = deps.db
      .transaction(() => {
        const row = findReKyc(deps.db, customerId);
        if (!row || row.status === 'done') {
          throw new HttpError(409, ProfileErrorCodes.noReKycDue, 'Your lender has not asked you for a re-KYC.');
        }
        startReKyc(deps.db, customerId);
        return { reKyc: reKycJson(findReKyc(deps.db, customerId)) };
      })
      .immediate();
    return c.json(answer);
  });

  // The Aadhaar OTP goes to the mobile linked to the Aadhaar: in the sandbox, the customer's own
  // phone, read by QA as any code (GET /__sandbox/otp/{phone}). Asked again, it is a resend.
  routes.post('/v1/customer/rekyc/aadhaar-otp', requireCustomer(deps), async (c) => {
    const input = await readJsonBody(c, AadhaarOtpSchema);
    const customer = c.var.auth.customer;
    const answer = deps.db
      .transaction(() => {
        reKycUnderway(deps, customer.id);
        const number = checkAadhaar(deps, customer.id, input.aadhaarNumber);
        const waiting = statement(deps.db, 'SELECT 1 FROM profile_rekyc_otps WHERE customer_id = ?').get(customer.id);
        if (waiting) reKycCodes.resend(deps, customer.id, customer.phone);
        else reKycCodes.issue(deps, customer.id, customer.phone);
        const requestId = randomUUID();
        keepReKycRequest(deps.db, customer.id, requestId, number.slice(-4));
        return { requestId, otpSentTo: `XXXXXX${customer.phone.slice(-4)}` };
      })
      .immediate();
    return c.json(answer);
  });

  routes.post('/v1/customer/rekyc/verify-aadhaar-otp', requireCustomer(deps), async (c) => {
    const { requestId, otp } = await readJsonBody(c, VerifyAadhaarSchema);
    const customer = c.var.auth.customer;
    let refused: unknown = null;
    const answer = deps.db
      .transaction(() => {
        const row = reKycUnderway(deps, customer.id);
        if (row.request_id !== requestId || row.aadhaar_last4 === null) {
          throw new HttpError(409, ProfileErrorCodes.reKycNotStarted, 'This OTP request has been replaced.');
        }
        try {
          reKycCodes.check(deps, customer.id, otp);
        } catch (error) {
          // The wrong try is counted: commit it, then refuse.
          refused = error;
          return null;
        }
        const at = isoAt(deps.now());
        finishReKyc(deps.db, customer.id, at);
        const application = findApplicationOfCustomer(deps.db, customer.id);
        if (application) {
          const kept = findIdentityRecord(deps.db, application.id);
          saveIdentityRecord(deps.db, {
            application_id: application.id,
            source: 'aadhaarOtp',
            name: kept?.name ?? customerName(customer),
            date_of_birth: kept?.date_of_birth ?? '',
            gender: kept?.gender ?? '',
            masked_aadhaar: maskAadhaar(`00000000${row.aadhaar_last4}`),
            verified_at: at,
          });
        }
        return { reKyc: reKycJson(findReKyc(deps.db, customer.id)) };
      })
      .immediate();
    if (refused !== null) throw refused;
    return c.json(answer);
  });

  routes.get('/v1/customer/support/:supportId', requireCustomer(deps), (c) => {
    const { supportId } = readParams(c, SupportParamsSchema);
    const customer = c.var.auth.customer;
    const upper = supportId.toUpperCase();
    // Another customer's id is answered as one that does not exist: no id is confirmed to a stranger.
    if (!SUPPORT_ID_PATTERN.test(upper) || customerOfSupportId(deps.db, upper) !== customer.id) {
      throw notFound('No support record has this id.');
    }
    const profile = deps.db.transaction(() => profileOf(deps, customer))();
    return c.json({
      support: {
        supportId: supportIdOf(deps.db, customer.id, isoAt(deps.now())),
        name: profile.name,
        loanReference: profile.loanReference,
        reKyc: profile.reKyc,
      },
    });
  });

  return routes;
}
