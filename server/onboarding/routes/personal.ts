import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../../context.ts';
import { badRequest, HttpError, notFound } from '../../kit/errors.ts';
import { readJsonBody, readParams } from '../../kit/validation.ts';
import { requireCustomer } from '../../auth/require-customer.ts';
import {
  findAddress,
  findPersonalInfo,
  saveAddress,
  setOnboardingState,
  type AddressRow,
} from '../../db/onboarding.ts';
import { welcomeReward } from '../../application/home-rules.ts';
import { ownApplication, requireStep, writeAtStep } from '../access.ts';
import { advance } from '../../application/advance.ts';
import { OnboardingErrorCodes, conflict } from '../errors.ts';
import { recordPersonalInfo } from '../personal-info.ts';
import { placeOfPincode } from '../pincodes.ts';
import { addressJson, currentAddressJson, personalInfoJson } from '../present.ts';
import { CurrentAddressSchema, PersonalInfoSchema, checkPersonalInfo, checkPincode } from '../schemas.ts';

const PincodeParamsSchema = v.object({ pincode: v.string() });

/** step-1 Personal Details and personal-address (§2, §7). */
export function personalRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/v4/application/:id/personal-info', requireCustomer(deps), (c) => {
    const { application, customer } = ownApplication(deps, c);
    const row = findPersonalInfo(deps.db, application.id);
    return c.json({ personalInfo: row ? personalInfoJson(row) : null, welcomeReward: welcomeReward(customer) });
  });

  routes.patch('/v4/application/:id/personal-info', requireCustomer(deps), async (c) => {
    const owned = requireStep(deps, ownApplication(deps, c), 'personalInfo');
    const body = await readJsonBody(c, PersonalInfoSchema);
    checkPersonalInfo(body, new Date(deps.now()));
    const id = owned.application.id;
    const answer = writeAtStep(deps, owned, 'personalInfo', (nowIso) => {
      recordPersonalInfo(deps.db, { customerId: owned.customer.id, applicationId: id }, body, nowIso);
      const row = findPersonalInfo(deps.db, id);
      if (!row) throw new Error('personal info vanished inside its own transaction');
      return { application: advance(deps.db, id, 'personalInfoSaved', nowIso), personalInfo: personalInfoJson(row) };
    });
    return c.json(answer);
  });

  // No auth: the address form fills city and state before anything is saved (§7).
  routes.get('/v1/application/city-and-state/:pincode', (c) => {
    const { pincode: raw } = readParams(c, PincodeParamsSchema);
    const pincode = checkPincode(raw, 'path.pincode');
    const place = placeOfPincode(pincode);
    if (!place) {
      throw new HttpError(
        404,
        OnboardingErrorCodes.unknownPincode,
        `We could not find pincode ${pincode}. Please enter your city and state.`,
      );
    }
    return c.json({ pincode, city: place.city, state: place.state });
  });

  routes.get('/v1/application/:id/aadhar-address', requireCustomer(deps), (c) => {
    const { application } = ownApplication(deps, c);
    const row = findAddress(deps.db, application.id, 'aadhaar');
    if (!row) throw notFound('No Aadhaar address yet: it arrives with DigiLocker verification.');
    return c.json({ aadhaarAddress: addressJson(row) });
  });

  routes.post('/v1/application/:id/current-address', requireCustomer(deps), async (c) => {
    const owned = requireStep(deps, ownApplication(deps, c), 'personalAddress');
    const body = await readJsonBody(c, CurrentAddressSchema);
    const id = owned.application.id;
    let address: Pick<AddressRow, 'line1' | 'line2' | 'landmark' | 'pincode' | 'city' | 'state'>;
    if (body.sameAsAadhaar === true) {
      const aadhaar = findAddress(deps.db, id, 'aadhaar');
      if (!aadhaar)
        throw conflict(
          OnboardingErrorCodes.stepNotReached,
          'There is no Aadhaar address to copy. Please enter your current address.',
        );
      address = addressJson(aadhaar);
    } else {
      const pincode = checkPincode(body.pincode, 'body.pincode');
      const place = placeOfPincode(pincode);
      const city = place?.city ?? body.city;
      const state = place?.state ?? body.state;
      if (!city) throw badRequest('body.city: required when the pincode is not one we know');
      if (!state) throw badRequest('body.state: required when the pincode is not one we know');
      address = { line1: body.line1, line2: body.line2 ?? null, landmark: body.landmark ?? null, pincode, city, state };
    }
    const answer = writeAtStep(deps, owned, 'personalAddress', (nowIso) => {
      saveAddress(deps.db, {
        application_id: id,
        kind: 'current',
        ...address,
        residence_type: body.residenceType,
        same_as_aadhaar: body.sameAsAadhaar === true ? 1 : 0,
        updated_at: nowIso,
      });
      // Serviceability was judged on the old address.
      setOnboardingState(deps.db, id, { serviceable: null, serviceability_pincode: null, serviceability_reason: null });
      const row = findAddress(deps.db, id, 'current');
      if (!row) throw new Error('current address vanished inside its own transaction');
      return {
        application: advance(deps.db, id, 'currentAddressSaved', nowIso),
        currentAddress: currentAddressJson(row),
      };
    });
    return c.json(answer);
  });

  return routes;
}
