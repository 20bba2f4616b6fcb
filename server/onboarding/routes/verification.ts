import { Hono } from 'hono';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../../context.ts';
import { badRequest } from '../../kit/errors.ts';
import { parseOrThrow, requireJsonContentType } from '../../kit/validation.ts';
import { requireCustomer } from '../../auth/require-customer.ts';
import { findAddress, getOnboardingState, setOnboardingState } from '../../db/onboarding.ts';
import { applicationOfToken, requireStep, writeAtStep } from '../access.ts';
import { advance } from '../../application/advance.ts';
import { storeUpload, uploadAtStep } from '../documents.ts';
import { readEmptyBody } from '../empty-body.ts';
import { OnboardingErrorCodes, conflict } from '../errors.ts';
import { serviceability } from '../../application/decisions.ts';
import { readUpload } from '../../http/uploads.ts';
import { uploadBody } from '../../http/body-limits.ts';
import { LocationSchema } from '../../login/session-routes.ts';

/** The identity provider whose video check the sandbox plays (docs/api-contract.md). */
export const VIDEO_PROVIDER = 'idfy';

const ServiceabilitySchema = v.strictObject({ location: v.nullish(LocationSchema) });

/** The location is optional (the geolocation may have timed out), so is the whole body. */
async function readServiceabilityBody(c: Context<SandboxEnv>): Promise<v.InferOutput<typeof ServiceabilitySchema>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  requireJsonContentType(c);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('body: must be a JSON document');
  }
  return parseOrThrow(ServiceabilitySchema, body, 'body');
}

/** Serviceability, selfie and video verification (§2, §7). */
export function verificationRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.patch('/v1/customer/location/serviceability-check', requireCustomer(deps), async (c) => {
    const owned = requireStep(deps, applicationOfToken(deps, c), 'serviceability');
    const { location } = await readServiceabilityBody(c);
    const id = owned.application.id;
    const address = findAddress(deps.db, id, 'current');
    if (!address) throw new Error('serviceability reached without a current address');
    const verdict = serviceability(address.pincode, location ?? undefined);
    const answer = writeAtStep(deps, owned, 'serviceability', (nowIso) => {
      setOnboardingState(deps.db, id, {
        serviceable: verdict.isServiceable ? 1 : 0,
        serviceability_pincode: address.pincode,
        serviceability_reason: verdict.reason,
        location_json: location ? JSON.stringify(location) : null,
      });
      return {
        application: advance(deps.db, id, verdict.isServiceable ? 'serviceable' : 'notServiceable', nowIso),
        serviceability: { isServiceable: verdict.isServiceable, pincode: address.pincode, reason: verdict.reason },
      };
    });
    return c.json(answer);
  });

  routes.patch('/v1/customer/face-verification', requireCustomer(deps), uploadBody, async (c) => {
    const owned = requireStep(deps, applicationOfToken(deps, c), 'videoVerification');
    const upload = await readUpload(c, 'selfie', 'image');
    const document = { kind: 'selfie', documentType: 'selfie', side: 'front' } as const;
    return c.json(uploadAtStep(deps, owned, 'videoVerification', document, upload, 'selfieUploaded'));
  });

  routes.post(`/v1/${VIDEO_PROVIDER}/video-verification`, requireCustomer(deps), uploadBody, async (c) => {
    const owned = requireStep(deps, applicationOfToken(deps, c), 'videoVerification');
    const id = owned.application.id;
    const selfie = deps.db
      .prepare("SELECT 1 FROM onboarding_documents WHERE application_id = ? AND kind = 'selfie'")
      .get(id);
    if (!selfie) throw conflict(OnboardingErrorCodes.stepNotReached, 'Please take your selfie first.');
    const upload = await readUpload(c, 'video', 'video');
    const answer = writeAtStep(deps, owned, 'videoVerification', (nowIso) => {
      const row = storeUpload(deps.db, id, 'video', 'video', 'front', upload, nowIso);
      setOnboardingState(deps.db, id, { video_verified: 1, video_skipped: 0, video_id: row.id });
      return {
        application: advance(deps.db, id, 'videoVerified', nowIso),
        videoVerification: { videoVerified: true, videoId: row.id },
      };
    });
    return c.json(answer);
  });

  routes.post(`/v1/${VIDEO_PROVIDER}/video-verification/skip`, requireCustomer(deps), async (c) => {
    const owned = requireStep(deps, applicationOfToken(deps, c), 'videoVerification');
    await readEmptyBody(c);
    const id = owned.application.id;
    if (getOnboardingState(deps.db, id).video_skip_allowed_by_user !== 1) {
      throw conflict(
        OnboardingErrorCodes.videoSkipNotAllowed,
        'Video verification cannot be skipped for this application.',
      );
    }
    const answer = writeAtStep(deps, owned, 'videoVerification', (nowIso) => {
      setOnboardingState(deps.db, id, { video_skipped: 1 });
      return {
        application: advance(deps.db, id, 'videoSkipped', nowIso),
        videoVerification: { videoVerified: false, skipped: true },
      };
    });
    return c.json(answer);
  });

  return routes;
}
