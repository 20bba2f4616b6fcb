import { Hono } from 'hono';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { isoAt } from '../context.ts';
import { HttpError, badRequest, notFound } from '../kit/errors.ts';
import { PhoneSchema, UuidSchema, VisibleText, readJsonBody, readParams, readQuery } from '../kit/validation.ts';
import {
  findApplicationOfCustomer,
  findCustomerByPhone,
  insertCustomerWithApplication,
  updateApplication,
  updateCustomer,
} from '../db/customers.ts';
import type { ApplicationRow, CustomerRow } from '../db/customers.ts';
import { dataTables } from '../db/migrations.ts';
import { findMarketplace } from '../marketplaces/catalog.ts';
import type { FaultStore } from './faults.ts';
import { SANDBOX_TAG_HEADER, SANDBOX_TAG_PATTERN } from './tag-scope.ts';
import type { SandboxClock } from './tag-scope.ts';
import { CURRENT_TNC_ID } from '../terms/version.ts';
import {
  GUARANTOR_STATUSES,
  findGuarantorByPhone,
  insertGuarantor,
  listGuarantorLoans,
  replaceGuarantorLoans,
  updateGuarantor,
} from '../db/guarantors.ts';
import type { GuarantorRow } from '../db/guarantors.ts';
import { OnboardingSeedEntries, applyOnboardingSeed } from '../onboarding/seed.ts';
import { commentJson, raiseOpsComment } from '../onboarding/identity/discrepancy.ts';
import { statement } from '../db/statements.ts';
import { requireLoanIdFree } from '../agreement/access.ts';

const PhoneParamsSchema = v.object({ phone: PhoneSchema });
const nullableText = (max: number) => v.nullish(v.pipe(v.string(), v.maxLength(max)));
const flag = v.optional(v.boolean());

const CustomerStateSchema = v.strictObject({
  status: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{2,60}$/, 'must be an application status name'))),
  subStatus: nullableText(100),
  nextAction: nullableText(100),
  tncAccepted: flag,
  showReferrerCode: flag,
  referrerCode: v.nullish(v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,20}$/, 'must be up to 20 letters or digits'))),
  firstName: nullableText(100),
  lastName: nullableText(100),
  businessName: nullableText(200),
  bestApprovedAmount: v.nullish(v.pipe(v.number(), v.minValue(0))),
  percentCompleted: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
  onBoardingType: v.optional(v.picklist(['direct', 'referral'])),
  isGuarantor: flag,
  marketplaceName: v.nullish(
    v.pipe(
      v.string(),
      v.check((name) => findMarketplace(name) !== undefined, 'is not a known marketplace'),
    ),
  ),
  referralCallbackUrl: v.nullish(v.pipe(v.string(), v.url())),
  referralMarketplaceMcode: nullableText(50),
  mandateRegistered: flag,
  digiLockerVerified: flag,
  applicationRejected: flag,
  latestLoanId: nullableText(100),
  ifscCode: v.nullish(v.pipe(v.string(), v.regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'must be an IFSC code'))),
  customerKycRequired: flag,
  businessAddressPresent: flag,
  skipGst: flag,
  ...OnboardingSeedEntries,
});

const IsoTimeSchema = v.pipe(v.string(), v.isoTimestamp('must be an ISO-8601 time such as 2026-01-15T10:00:00.000Z'));

const GuarantorLoanSchema = v.strictObject({
  loanId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  amountSelected: v.pipe(v.number(), v.minValue(0)),
  businessName: v.pipe(v.string(), VisibleText, v.nonEmpty(), v.maxLength(200)),
  fullName: v.pipe(v.string(), VisibleText, v.nonEmpty(), v.maxLength(200)),
  createdTime: IsoTimeSchema,
  expiryTime: IsoTimeSchema,
  aadharEsignPending: v.boolean(),
});

const GuarantorStateSchema = v.strictObject({
  status: v.optional(v.picklist(GUARANTOR_STATUSES, `must be one of ${GUARANTOR_STATUSES.join(', ')}`)),
  tncAccepted: flag,
  loans: v.optional(
    v.pipe(
      v.array(GuarantorLoanSchema),
      v.maxLength(20),
      v.check((loans) => new Set(loans.map((loan) => loan.loanId)).size === loans.length, 'loan ids must differ'),
    ),
  ),
});

const SandboxTagSchema = v.pipe(v.string(), v.regex(SANDBOX_TAG_PATTERN, 'must be 1-100 letters, digits or _.:-'));

const FaultSchema = v.strictObject({
  method: v.optional(
    v.picklist(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'], 'must be an HTTP method in capitals'),
  ),
  path: v.pipe(v.string(), v.regex(/^\/[^\s?#]*$/, 'must be an absolute path without query, optionally ending in *')),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(200), v.maxValue(599))),
  body: v.optional(v.unknown()),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 1),
  delayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120_000))),
  drop: v.optional(v.boolean()),
  // Scope: only this customer's or guarantor's calls, and/or only this session's.
  phone: v.optional(PhoneSchema),
  sessionId: v.optional(UuidSchema),
  // Or only calls carrying this `x-sandbox-tag` header (a test's own browser).
  tag: v.optional(SandboxTagSchema),
});

const FaultScopeQuerySchema = v.strictObject({
  phone: v.optional(PhoneSchema),
  sessionId: v.optional(UuidSchema),
  tag: v.optional(SandboxTagSchema),
});

/** The caller's `x-sandbox-tag`; a malformed one is refused rather than silently ignored. */
function callerTag(c: Context<SandboxEnv>): string | undefined {
  const tag = c.req.header(SANDBOX_TAG_HEADER);
  if (tag !== undefined && !SANDBOX_TAG_PATTERN.test(tag))
    throw badRequest(`header ${SANDBOX_TAG_HEADER} must be 1-100 letters, digits or _.:-`);
  return tag;
}

const bit = (value: boolean | undefined): number | undefined => (value === undefined ? undefined : value ? 1 : 0);

function describe(customer: CustomerRow, application: ApplicationRow) {
  return {
    customer: {
      uuid: customer.id,
      phone: customer.phone,
      onBoardingType: customer.onboarding_type,
      isGuarantor: customer.is_guarantor === 1,
      tncAccepted: customer.tnc_accepted === 1,
      showReferrerCode: customer.show_referrer_code === 1,
      referrerCode: customer.referrer_code,
      marketplaceName: customer.marketplace_name,
      firstName: customer.first_name,
      lastName: customer.last_name,
      businessName: customer.business_name,
    },
    application: {
      id: application.id,
      status: application.status,
      subStatus: application.sub_status,
      nextAction: application.next_action,
      percentCompleted: application.percent_completed,
      bestApprovedAmount: application.best_approved_amount,
      referralCallbackUrl: application.referral_callback_url,
      referralMarketplaceMcode: application.referral_marketplace_mcode,
    },
  };
}

function describeGuarantor(deps: SandboxDeps, guarantor: GuarantorRow) {
  return {
    guarantor: {
      guarantorId: guarantor.id,
      phone: guarantor.phone,
      status: guarantor.status,
      tncAccepted: guarantor.tnc_accepted === 1,
      loans: listGuarantorLoans(deps.db, guarantor.id),
    },
  };
}

const OpsCommentSchema = v.strictObject({ comment: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(1000)) });

const ClockSchema = v.strictObject({
  advanceMs: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24 * 60 * 60 * 1000)),
  // Only the clock of calls carrying this tag; the caller's own tag when it sends one.
  tag: v.optional(SandboxTagSchema),
});

export function sandboxControlRoutes(deps: SandboxDeps, faults: FaultStore, clock: SandboxClock): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/__sandbox/otp/:phone', (c) => {
    const { phone } = readParams(c, PhoneParamsSchema);
    const row = statement(deps.db, 'SELECT otp FROM sandbox_latest_otps WHERE phone = ?').get(phone) as
      { otp: string } | undefined;
    if (!row) throw notFound(`No OTP has been sent to ${phone}.`);
    return c.json({ otp: row.otp });
  });

  routes.put('/__sandbox/customers/:phone', async (c) => {
    const { phone } = readParams(c, PhoneParamsSchema);
    const input = await readJsonBody(c, CustomerStateSchema);
    const result = deps.db.transaction(() => {
      const nowIso = isoAt(deps.now());
      const marketplace = input.marketplaceName ? findMarketplace(input.marketplaceName) : undefined;
      const existing = findCustomerByPhone(deps.db, phone);
      const customer =
        existing ??
        insertCustomerWithApplication(deps.db, {
          phone,
          onboardingType: input.onBoardingType ?? (marketplace ? 'referral' : 'direct'),
          marketplaceName: marketplace?.name ?? null,
          referralCallbackUrl: null,
          referralMarketplaceMcode: marketplace?.mcode ?? null,
          nowIso,
        });
      updateCustomer(deps.db, customer.id, {
        onboarding_type: input.onBoardingType,
        is_guarantor: bit(input.isGuarantor),
        tnc_accepted: bit(input.tncAccepted),
        tnc_id: input.tncAccepted === undefined ? undefined : input.tncAccepted ? CURRENT_TNC_ID : null,
        tnc_accepted_at: input.tncAccepted === undefined ? undefined : input.tncAccepted ? nowIso : null,
        show_referrer_code: bit(input.showReferrerCode),
        referrer_code: input.referrerCode,
        marketplace_name: marketplace?.name ?? input.marketplaceName,
        first_name: input.firstName,
        last_name: input.lastName,
        business_name: input.businessName,
        customer_kyc_required: bit(input.customerKycRequired),
        business_address_present: bit(input.businessAddressPresent),
        skip_gst: bit(input.skipGst),
      });
      const application = findApplicationOfCustomer(deps.db, customer.id);
      if (!application) throw new Error(`customer ${customer.id} has no application`);
      if (input.latestLoanId) requireLoanIdFree(deps.db, input.latestLoanId, application.id);
      updateApplication(
        deps.db,
        application.id,
        {
          status: input.status,
          sub_status: input.subStatus,
          next_action: input.nextAction,
          best_approved_amount: input.bestApprovedAmount,
          percent_completed: input.percentCompleted,
          referral_callback_url: input.referralCallbackUrl,
          referral_marketplace_mcode: input.referralMarketplaceMcode ?? marketplace?.mcode,
          mandate_registered: bit(input.mandateRegistered),
          digilocker_verified: bit(input.digiLockerVerified),
          application_rejected: bit(input.applicationRejected),
          latest_loan_id: input.latestLoanId,
          ifsc_code: input.ifscCode,
        },
        nowIso,
      );
      applyOnboardingSeed(
        deps.db,
        { applicationId: application.id, customerId: customer.id },
        input,
        new Date(deps.now()),
      );
      const updatedCustomer = findCustomerByPhone(deps.db, phone);
      const updatedApplication = findApplicationOfCustomer(deps.db, customer.id);
      if (!updatedCustomer || !updatedApplication) throw new Error('customer vanished inside its own transaction');
      return describe(updatedCustomer, updatedApplication);
    })();
    return c.json(result);
  });

  // Ops raise comments in a back office the sandbox does not have; QA stands in for them here.
  routes.post('/__sandbox/customers/:phone/comments', async (c) => {
    const { phone } = readParams(c, PhoneParamsSchema);
    const { comment } = await readJsonBody(c, OpsCommentSchema);
    const customer = findCustomerByPhone(deps.db, phone);
    const application = customer ? findApplicationOfCustomer(deps.db, customer.id) : undefined;
    if (!customer || !application) throw notFound(`No applicant has the phone ${phone}.`);
    const result = deps.db.transaction(() => {
      const row = raiseOpsComment(deps.db, application.id, comment, isoAt(deps.now()));
      const updated = findApplicationOfCustomer(deps.db, customer.id);
      if (!updated) throw new Error('application vanished inside its own transaction');
      return { comment: commentJson(row), ...describe(customer, updated) };
    })();
    return c.json(result, 201);
  });

  // A guarantor exists only once an applicant names them; QA stands in for that applicant here.
  routes.put('/__sandbox/guarantors/:phone', async (c) => {
    const { phone } = readParams(c, PhoneParamsSchema);
    const input = await readJsonBody(c, GuarantorStateSchema);
    const result = deps.db.transaction(() => {
      const nowIso = isoAt(deps.now());
      const guarantor = findGuarantorByPhone(deps.db, phone) ?? insertGuarantor(deps.db, phone, 'initiated', nowIso);
      updateGuarantor(deps.db, guarantor.id, {
        status: input.status,
        tnc_accepted: bit(input.tncAccepted),
        tnc_id: input.tncAccepted === undefined ? undefined : input.tncAccepted ? CURRENT_TNC_ID : null,
        tnc_accepted_at: input.tncAccepted === undefined ? undefined : input.tncAccepted ? nowIso : null,
      });
      if (input.loans) replaceGuarantorLoans(deps.db, guarantor.id, input.loans);
      const updated = findGuarantorByPhone(deps.db, phone);
      if (!updated) throw new Error('guarantor vanished inside its own transaction');
      return describeGuarantor(deps, updated);
    })();
    return c.json(result);
  });

  // A caller that tags its calls (a browser test sharing the sandbox) arms, clears and moves only
  // its own: its tag is the default scope of its faults and its clock.
  routes.post('/__sandbox/faults', async (c) => {
    const spec = await readJsonBody(c, FaultSchema);
    return c.json({ id: faults.add({ ...spec, tag: spec.tag ?? callerTag(c) }) }, 201);
  });

  routes.delete('/__sandbox/faults', (c) => {
    const scope = readQuery(c, FaultScopeQuerySchema);
    faults.clear({ ...scope, tag: scope.tag ?? callerTag(c) });
    return c.body(null, 204);
  });

  routes.post('/__sandbox/clock', async (c) => {
    const body = await readJsonBody(c, ClockSchema);
    const tag = body.tag ?? callerTag(c);
    clock.advance(body.advanceMs, tag);
    const offsetMs = clock.offsetFor(tag);
    return c.json({ now: new Date(deps.now() - clock.offsetMs + offsetMs).toISOString(), offsetMs });
  });

  routes.post('/__sandbox/reset', (c) => {
    if (callerTag(c) !== undefined)
      throw new HttpError(
        409,
        'EPL-40900',
        'A tagged caller shares this sandbox with others: reset would wipe their data. Use data of your own.',
      );
    deps.db.transaction(() => {
      for (const table of dataTables) statement(deps.db, `DELETE FROM ${table}`).run();
    })();
    faults.clear();
    clock.reset();
    return c.body(null, 204);
  });

  return routes;
}
