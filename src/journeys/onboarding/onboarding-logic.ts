import { assign } from 'xstate';
import { onboardingMachine } from '../../../machines/onboarding/onboarding.machine.ts';
import { reviewStepMachine } from '../../../machines/onboarding/review-step.machine.ts';
import { discrepancyMachine } from '../../../machines/onboarding/discrepancy.machine.ts';
import { videoVerificationMachine } from '../../../machines/onboarding/video-verification.machine.ts';
import { carryReads } from '../../api/client.ts';
import { createCarriedReads } from '../../api/carried-reads.ts';
import { apiClient } from '../api-client.ts';
import type { LogicDeps } from '../logic-deps.ts';
import { createOnboardingActors, createReviewActors, type OnboardingActorEnvironment } from './actors.ts';
import { createDiscrepancyActors } from './discrepancy-actors.ts';
import { browserDrafts, type DraftStore } from './drafts.ts';
import { provideIdentitySteps } from './identity/provide.ts';
import { createFormSteps } from './steps.ts';
import { createVideoVerificationActors } from './video/actors.ts';

// The onboarding machine with everything real: API actors, the five form steps, the review,
// the identity journeys (DigiLocker, GST, Udyam, declarations), video and the ops comments. Loaded on demand by
// its runtime spec (./runtime.ts).

export type OnboardingDeps = LogicDeps<DraftStore, OnboardingActorEnvironment>;

/** The onboarding machine with the app's real actors, steps, drafts and identity journeys. */
export function createAppOnboardingLogic(deps: OnboardingDeps = {}) {
  const client = deps.client ?? apiClient;
  // A step's answer carries the next screen's reads: the step change is one round trip (ADR 026).
  carryReads(client, createCarriedReads());
  const drafts = deps.drafts ?? browserDrafts;
  // The declarations (R), GST and Udyam keep their drafts through the same store, for the application loaded last.
  let applicationId = '';
  const identity = provideIdentitySteps(client, {
    drafts: {
      persist: (step, values) => drafts.save(applicationId, step, values, []),
      clear: (step) => drafts.clear(applicationId, step),
    },
    // GST keeps the GSTIN and username, Udyam the number or mobile: OTPs and consent never reach storage.
    identityDrafts: {
      persist: (step, values) => drafts.save(applicationId, step, values, ['otp', 'consent']),
      clear: (step) => drafts.clear(applicationId, step),
    },
  });
  return onboardingMachine.provide({
    actors: {
      ...createOnboardingActors(client, deps.env),
      ...createFormSteps(client, drafts, deps.env),
      ...identity,
      reviewStep: reviewStepMachine.provide({ actors: createReviewActors(client) }),
      discrepancy: discrepancyMachine.provide({ actors: createDiscrepancyActors(client) }),
      videoVerification: videoVerificationMachine.provide({ actors: createVideoVerificationActors(client) }),
    },
    actions: {
      refreshDrafts: assign(({ context }) => {
        applicationId = context.application?.id ?? applicationId;
        return { drafts: drafts.read() };
      }),
    },
  });
}
