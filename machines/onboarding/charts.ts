import type { AnyStateMachine } from 'xstate';
import { onboardingMachine } from './onboarding.machine.ts';
import { formStepMachine } from './form-step.machine.ts';
import { kycMachine } from './kyc.machine.ts';
import { gstMachine } from './gst.machine.ts';
import { gstinStatusMachine } from './gstin-status.machine.ts';
import { udyamMachine } from './udyam.machine.ts';
import { videoVerificationMachine } from './video-verification.machine.ts';
import { reviewStepMachine } from './review-step.machine.ts';
import { discrepancyMachine } from './discrepancy.machine.ts';

// The onboarding journey and the step machines it runs as its child 'step' (and their children).
// The folder's charts by machine id, each tested on its own: for the tests and scripts
// (machines/index.ts is generated from every folder's charts.ts, ADR 038); the app imports each where it runs.
export const charts = {
  onboarding: onboardingMachine,
  formStep: formStepMachine,
  kyc: kycMachine,
  gst: gstMachine,
  gstinStatus: gstinStatusMachine,
  udyam: udyamMachine,
  videoVerification: videoVerificationMachine,
  reviewStep: reviewStepMachine,
  discrepancy: discrepancyMachine,
} as const satisfies Record<string, AnyStateMachine>;
