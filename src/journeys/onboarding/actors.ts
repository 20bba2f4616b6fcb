import { fromPromise } from 'xstate';
import type { ApplicationLoad, LoadApplicationInput, ServiceabilityInput } from '../../../machines/onboarding/types.ts';
import type { UploadInput, UploadedFile } from '../../../machines/kit/document-upload.machine.ts';
import type {
  DeclareInput,
  ReviewAnswer,
  ReviewStepInput,
  VernacularLoad,
  VernacularRecord,
} from '../../../machines/onboarding/review-step.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { getFlags, getHome } from '../../api/home/get-home.ts';
import type { StepAnswer } from '../../../rules/onboarding/position.ts';
import { getApplicationProfile, submitApplication } from '../../api/onboarding/review/index.ts';
import {
  declareVernacular,
  getVernacularDeclaration,
  getVernacularDeclarations,
} from './api/identity/declarations/vernacular.ts';
import { checkServiceability } from '../../api/onboarding/verification/serviceability.ts';
import { uploadAddressProof, uploadPersonalId } from '../../api/onboarding/pan-kyc/index.ts';
import { ADDRESS_PROOF_TYPES, DOCUMENT_SIDES } from '../../api/onboarding/pan-kyc/schemas.ts';
import { uploadMarketplaceDocument } from '../../api/onboarding/business/marketplaces.ts';
import { DOCUMENT_CONTENT_TYPES } from '../../api/onboarding/documents.ts';
import { fileTypeMessage } from '../../lib/file-types.ts';
import { currentLocation, type Coordinates } from '../../lib/geolocation.ts';
import { createFileCheckActors, type PdfToolsEnvironment } from '../file-slot-actors.ts';

// The real API actors of the onboarding parent, its review and its file slots. Machines name
// them; the app provides these with `.provide({ actors })` (its runtime spec, ./runtime.ts).

export interface OnboardingActorEnvironment extends PdfToolsEnvironment {
  /** §7 geolocation (5 s, no cache); null: continue without it (§8). */
  locate?: () => Promise<Coordinates | null>;
  /**
   * Home and flags from their owner, the app's session (../session/session-home.ts), given the position
   * of the last step answer; without it (tests, a journey run alone) they are read here.
   */
  readHome?: (known: LoadApplicationInput['known']) => Promise<Pick<ApplicationLoad, 'home' | 'flags'>>;
}

export function createOnboardingActors(client: ApiClient, env: OnboardingActorEnvironment = {}) {
  const locate = env.locate ?? (() => currentLocation());
  const readHome = env.readHome ?? (() => readHomeAndFlags(client));
  return {
    // Screens show the load error with Retry; a 401 still ends the session.
    loadApplication: fromPromise<ApplicationLoad, LoadApplicationInput>(async ({ input }) => {
      const { home, flags } = await readHome(input.known);
      if (!home.application.applicationRejected && home.application.nextAction !== 'notEligible')
        return { home, flags, notEligibleReason: null };
      return { home, flags, notEligibleReason: await refusalReason(client, home.application.id) };
    }),
    checkServiceability: fromPromise<StepAnswer, ServiceabilityInput>(async () => {
      const location = await locate();
      const answer = await checkServiceability(client, location ? { location } : {});
      return { application: answer.application };
    }),
  };
}

async function readHomeAndFlags(client: ApiClient): Promise<Pick<ApplicationLoad, 'home' | 'flags'>> {
  const [home, flags] = await Promise.all([
    getHome(client, { errors: 'hidden' }),
    getFlags(client, { errors: 'hidden' }),
  ]);
  return { home, flags };
}

/**
 * Home says only that the lender refused; the profile keeps why. Without it (a failed read, a
 * lender that does not keep it) the page still shows the refusal, in general words: undefined
 * keeps whatever the journey already knew.
 */
async function refusalReason(client: ApiClient, applicationId: string): Promise<string | null | undefined> {
  try {
    const profile = await getApplicationProfile(client, { applicationId });
    return profile.decision === undefined ? undefined : (profile.decision?.reason ?? null);
  } catch {
    return undefined;
  }
}

export function createReviewActors(client: ApiClient) {
  return {
    load: fromPromise<unknown, ReviewStepInput>(({ input }) => getApplicationProfile(client, input)),
    submit: fromPromise<ReviewAnswer, ReviewStepInput>(async ({ input }) => {
      const answer = await submitApplication(client, input);
      return { application: answer.application, reason: answer.result.reason };
    }),
    loadVernacular: fromPromise<VernacularLoad, ReviewStepInput>(async ({ input }) => {
      const [texts, declared] = await Promise.all([
        getVernacularDeclarations(client),
        getVernacularDeclaration(client, input),
      ]);
      return { texts: texts.declarations, declared: declared.vernacularDeclaration };
    }),
    declareVernacular: fromPromise<VernacularRecord, DeclareInput>(async ({ input }) => {
      const answer = await declareVernacular(client, input);
      if (!answer.vernacularDeclaration)
        throw new Error('The lender did not record the declaration. Please try again.');
      return answer.vernacularDeclaration;
    }),
  };
}

/** The refusal of a document slot (PDF, JPEG or PNG); other slots say their own list. */
export const FILE_TYPE_MESSAGE = fileTypeMessage(DOCUMENT_CONTENT_TYPES);
export { FILE_EMPTY_MESSAGE, FILE_SIZE_MESSAGE, FILE_UNREADABLE_MESSAGE } from '../file-slot-actors.ts';

const pick = <T extends string>(allowed: readonly T[], value: string | undefined, fallback: T): T =>
  allowed.find((entry) => entry === value) ?? fallback;

/** Which call each slot uploads to (the slot names of the contract's field list). */
async function uploadSlot(client: ApiClient, input: UploadInput): Promise<UploadedFile> {
  const { applicationId, file, query } = input;
  switch (input.slot) {
    case 'addressProofFront':
    case 'addressProofBack': {
      const side = input.slot === 'addressProofBack' ? 'back' : pick(DOCUMENT_SIDES, query['side'], 'front');
      const documentType = pick(ADDRESS_PROOF_TYPES, query['documentType'], 'aadhaar');
      return (await uploadAddressProof(client, { applicationId, documentType, side, file })).document;
    }
    case 'personalId':
      return (await uploadPersonalId(client, { applicationId, file })).document;
    case 'marketplaceDocument':
      return (
        await uploadMarketplaceDocument(client, {
          applicationId,
          marketplaceName: query['marketplaceName'] ?? '',
          file,
        })
      ).document;
    default:
      throw new Error(`No upload is known for the slot "${input.slot}"`);
  }
}

export function createUploadActors(client: ApiClient, env: OnboardingActorEnvironment = {}) {
  return {
    ...createFileCheckActors(env),
    upload: fromPromise<UploadedFile, UploadInput>(({ input }) => uploadSlot(client, input)),
  };
}
