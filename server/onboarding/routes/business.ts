import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../../context.ts';
import { badRequest } from '../../kit/errors.ts';
import { readJsonBody, readQuery } from '../../kit/validation.ts';
import { requireCustomer } from '../../auth/require-customer.ts';
import { updateCustomer } from '../../db/customers.ts';
import {
  findBusiness,
  getOnboardingState,
  listDocuments,
  listMemberships,
  replaceMemberships,
  saveBusiness,
  setOnboardingState,
} from '../../db/onboarding.ts';
import { welcomeReward } from '../../application/home-rules.ts';
import { ownApplication, requireStep, writeAtStep } from '../access.ts';
import { advance } from '../../application/advance.ts';
import { storeUpload } from '../documents.ts';
import { businessInfoJson, documentJson, membershipJson, registrationJson } from '../present.ts';
import { BUSINESS_TYPES, EDUCATIONAL_QUALIFICATIONS, MARKETPLACE_OPTIONS, OWNERSHIP_TYPES } from '../reference-data.ts';
import {
  BusinessInfoSchema,
  MembershipsSchema,
  RegistrationSchema,
  checkBusinessInfo,
  checkRegistration,
} from '../schemas.ts';
import { readUpload } from '../../http/uploads.ts';
import { uploadBody } from '../../http/body-limits.ts';
import { readEmptyBody } from '../empty-body.ts';
import { recordRegistration } from '../registration.ts';

const MembershipsBodySchema = v.strictObject({ memberships: MembershipsSchema });
const MarketplaceDocumentQuerySchema = v.object({ marketplaceName: v.pipe(v.string(), v.nonEmpty()) });

/** step-3 Business Profile: lists, business info, registration, marketplaces (§2, §7). */
export function businessRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/v1/application/ownership-type', requireCustomer(deps), (c) =>
    c.json({ ownershipTypes: OWNERSHIP_TYPES }),
  );
  routes.get('/v1/application/educational-qualification', requireCustomer(deps), (c) =>
    c.json({ educationalQualifications: EDUCATIONAL_QUALIFICATIONS }),
  );
  routes.get('/v1/application/business-type-and-category', requireCustomer(deps), (c) =>
    c.json({ businessTypes: BUSINESS_TYPES }),
  );

  routes.get('/v3/application/:id/business-info', requireCustomer(deps), (c) => {
    const { application, customer } = ownApplication(deps, c);
    const row = findBusiness(deps.db, application.id);
    const state = getOnboardingState(deps.db, application.id);
    return c.json({
      businessInfo: row ? businessInfoJson(row) : null,
      registration: registrationJson(state),
      skipBusinessRegistration: state.skip_business_registration === 1,
      welcomeReward: welcomeReward(customer),
    });
  });

  routes.patch('/v3/application/:id/business-info', requireCustomer(deps), async (c) => {
    const owned = requireStep(deps, ownApplication(deps, c), 'businessProfile');
    const body = await readJsonBody(c, BusinessInfoSchema);
    const businessPincode = checkBusinessInfo(body, new Date(deps.now()));
    const id = owned.application.id;
    const answer = writeAtStep(deps, owned, 'businessProfile', (nowIso) => {
      saveBusiness(deps.db, {
        application_id: id,
        business_name: body.businessName,
        business_type: body.businessType,
        business_category: body.businessCategory,
        ownership_type: body.ownershipType,
        educational_qualification: body.educationalQualification,
        annual_turnover: body.annualTurnover,
        business_start_date: body.businessStartDate,
        business_pincode: businessPincode,
        updated_at: nowIso,
      });
      updateCustomer(deps.db, owned.customer.id, { business_name: body.businessName });
      const row = findBusiness(deps.db, id);
      if (!row) throw new Error('business info vanished inside its own transaction');
      return { application: advance(deps.db, id, 'businessInfoSaved', nowIso), businessInfo: businessInfoJson(row) };
    });
    return c.json(answer);
  });

  routes.patch('/v1/application/:id/registration-details', requireCustomer(deps), async (c) => {
    const owned = requireStep(deps, ownApplication(deps, c), 'businessProfile');
    const body = await readJsonBody(c, RegistrationSchema);
    const registrationNumber = checkRegistration(body);
    const id = owned.application.id;
    const answer = writeAtStep(deps, owned, 'businessProfile', (nowIso) =>
      recordRegistration(deps.db, id, { type: body.registrationType, number: registrationNumber }, nowIso),
    );
    return c.json(answer);
  });

  routes.patch('/v1/application/:id/skip-business-registration-proof', requireCustomer(deps), async (c) => {
    const owned = requireStep(deps, ownApplication(deps, c), 'businessProfile');
    await readEmptyBody(c);
    const id = owned.application.id;
    const answer = writeAtStep(deps, owned, 'businessProfile', (nowIso) => {
      setOnboardingState(deps.db, id, { registration_type: null, registration_number: null, registration_skipped: 1 });
      return { application: advance(deps.db, id, 'registrationSkipped', nowIso), registration: { skipped: true } };
    });
    return c.json(answer);
  });

  routes.get('/v2/application/:id/marketplace-memberships', requireCustomer(deps), (c) => {
    const { application } = ownApplication(deps, c);
    const state = getOnboardingState(deps.db, application.id);
    const document = listDocuments(deps.db, application.id, 'marketplaceDocument')[0];
    return c.json({
      memberships: listMemberships(deps.db, application.id).map(membershipJson),
      options: MARKETPLACE_OPTIONS,
      document: document ? documentJson(document) : null,
      documentSkipped: state.marketplace_document_skipped === 1,
    });
  });

  routes.patch('/v2/application/:id/marketplace-memberships', requireCustomer(deps), async (c) => {
    const owned = requireStep(deps, ownApplication(deps, c), 'businessProfile');
    const body = await readJsonBody(c, MembershipsBodySchema);
    const id = owned.application.id;
    const answer = writeAtStep(deps, owned, 'businessProfile', (nowIso) => {
      replaceMemberships(deps.db, id, body.memberships);
      return {
        application: advance(deps.db, id, 'membershipsSaved', nowIso),
        memberships: listMemberships(deps.db, id).map(membershipJson),
      };
    });
    return c.json(answer);
  });

  routes.post('/v3/application/:id/marketplace-document', requireCustomer(deps), uploadBody, async (c) => {
    const owned = requireStep(deps, ownApplication(deps, c), 'businessProfile');
    const { marketplaceName } = readQuery(c, MarketplaceDocumentQuerySchema);
    const id = owned.application.id;
    if (!listMemberships(deps.db, id).some((membership) => membership.marketplace_name === marketplaceName)) {
      throw badRequest('query.marketplaceName: must be one of the marketplaces you declared');
    }
    const upload = await readUpload(c, 'file', 'document');
    const answer = writeAtStep(deps, owned, 'businessProfile', (nowIso) => {
      const row = storeUpload(deps.db, id, 'marketplaceDocument', marketplaceName, 'front', upload, nowIso);
      setOnboardingState(deps.db, id, { marketplace_document_skipped: 0 });
      return { application: advance(deps.db, id, 'marketplaceDocumentUploaded', nowIso), document: documentJson(row) };
    });
    return c.json(answer);
  });

  routes.patch('/v1/application/:id/skip-marketplace-document', requireCustomer(deps), async (c) => {
    const owned = requireStep(deps, ownApplication(deps, c), 'businessProfile');
    await readEmptyBody(c);
    const id = owned.application.id;
    const answer = writeAtStep(deps, owned, 'businessProfile', (nowIso) => {
      setOnboardingState(deps.db, id, { marketplace_document_skipped: 1 });
      return { application: advance(deps.db, id, 'marketplaceDocumentSkipped', nowIso), documentSkipped: true };
    });
    return c.json(answer);
  });

  return routes;
}
