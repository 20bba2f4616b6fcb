import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../../context.ts';
import { notFound } from '../../kit/errors.ts';
import { readJsonBody, readQuery } from '../../kit/validation.ts';
import { requireCustomer } from '../../auth/require-customer.ts';
import { findPersonalInfo, getOnboardingState, setOnboardingState } from '../../db/onboarding.ts';
import { ownApplication, requireStep, writeAtStep } from '../access.ts';
import { advance } from '../../application/advance.ts';
import { uploadAtStep } from '../documents.ts';
import { panRecord } from '../../application/decisions.ts';
import { ADDRESS_PROOF_TYPES, KycModeSchema, checkIdNumber, checkPan } from '../schemas.ts';
import { readUpload } from '../../http/uploads.ts';
import { uploadBody } from '../../http/body-limits.ts';
import { panHolderType } from '../../identifiers/pan-holder-type.ts';

const KycSelectionSchema = v.strictObject({ kycMode: KycModeSchema });
const PanSchema = v.strictObject({ pan: v.string() });
const AddressProofTypeSchema = v.picklist(ADDRESS_PROOF_TYPES, `must be one of ${ADDRESS_PROOF_TYPES.join(', ')}`);
const AddressProofQuerySchema = v.object({
  documentType: AddressProofTypeSchema,
  side: v.optional(v.picklist(['front', 'back'], 'must be front or back'), 'front'),
});
const AddressProofNumberSchema = v.strictObject({ documentType: AddressProofTypeSchema, documentNumber: v.string() });
const PersonalIdQuerySchema = v.object({ documentType: v.picklist(['panCard'], 'must be panCard') });

/** KYC selection and step-2 (KYC): PAN, address proof, personal id (§2, §7). */
export function kycRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.patch('/v1/application/:id/personal-kyc', requireCustomer(deps), async (c) => {
    const owned = requireStep(deps, ownApplication(deps, c), 'kycSelection');
    const { kycMode } = await readJsonBody(c, KycSelectionSchema);
    const id = owned.application.id;
    const answer = writeAtStep(deps, owned, 'kycSelection', (nowIso) => {
      setOnboardingState(deps.db, id, { kyc_mode: kycMode });
      const event = kycMode === 'digiLocker' ? 'kycModeDigiLockerChosen' : 'kycModeManualChosen';
      return { application: advance(deps.db, id, event, nowIso), kyc: { kycMode } };
    });
    return c.json(answer);
  });

  routes.patch('/v1/application/:id/pan', requireCustomer(deps), async (c) => {
    const owned = requireStep(deps, ownApplication(deps, c), 'panKyc');
    const body = await readJsonBody(c, PanSchema);
    const pan = checkPan(body.pan, 'body.pan');
    const id = owned.application.id;
    const answer = writeAtStep(deps, owned, 'panKyc', (nowIso) => {
      setOnboardingState(deps.db, id, { pan });
      return { application: advance(deps.db, id, 'panSaved', nowIso), pan: { pan, holderType: panHolderType(pan) } };
    });
    return c.json(answer);
  });

  routes.get('/v1/customer/application/:id/pan-details', requireCustomer(deps), (c) => {
    const { application } = ownApplication(deps, c);
    const { pan } = getOnboardingState(deps.db, application.id);
    const personal = findPersonalInfo(deps.db, application.id);
    if (!pan || !personal) throw notFound('No PAN has been saved for this application yet.');
    return c.json(panRecord(pan, personal.first_name, personal.last_name));
  });

  routes.post('/v3/application/:id/address-proof', requireCustomer(deps), uploadBody, async (c) => {
    const owned = requireStep(deps, ownApplication(deps, c), 'panKyc');
    const query = readQuery(c, AddressProofQuerySchema);
    const upload = await readUpload(c, 'file', 'document');
    const document = { kind: 'addressProof', documentType: query.documentType, side: query.side } as const;
    return c.json(uploadAtStep(deps, owned, 'panKyc', document, upload, 'addressProofUploaded'));
  });

  routes.patch('/v1/application/:id/address-proof1', requireCustomer(deps), async (c) => {
    const owned = requireStep(deps, ownApplication(deps, c), 'panKyc');
    const body = await readJsonBody(c, AddressProofNumberSchema);
    const documentNumber = checkIdNumber(body.documentType, body.documentNumber, 'body.documentNumber');
    const id = owned.application.id;
    const answer = writeAtStep(deps, owned, 'panKyc', (nowIso) => {
      setOnboardingState(deps.db, id, { address_proof_type: body.documentType, address_proof_number: documentNumber });
      return {
        application: advance(deps.db, id, 'addressProofNumberSaved', nowIso),
        addressProof: { documentType: body.documentType, documentNumber },
      };
    });
    return c.json(answer);
  });

  routes.post('/v2/application/:id/personal-id', requireCustomer(deps), uploadBody, async (c) => {
    const owned = requireStep(deps, ownApplication(deps, c), 'panKyc');
    const query = readQuery(c, PersonalIdQuerySchema);
    const upload = await readUpload(c, 'file', 'document');
    const document = { kind: 'personalId', documentType: query.documentType, side: 'front' } as const;
    return c.json(uploadAtStep(deps, owned, 'panKyc', document, upload, 'personalIdUploaded'));
  });

  return routes;
}
