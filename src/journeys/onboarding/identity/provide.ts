import { gstMachine } from '../../../../machines/onboarding/gst.machine.ts';
import { kycMachine } from '../../../../machines/onboarding/kyc.machine.ts';
import { udyamMachine } from '../../../../machines/onboarding/udyam.machine.ts';
import { provideOtp } from '../../../../machines/kit/otp.machine.ts';
import type { ApiClient } from '../../../api/client.ts';
import { declarationStep, type DeclarationDrafts } from './declaration-steps.ts';
import { createGstActors, createGstOtpActors } from './gst-actors.ts';
import { createKycActors, createKycOtpActors, type BrowserAddress } from './kyc-actors.ts';
import { createUdyamActors, createUdyamOtpActors } from './udyam-actors.ts';

/** The identity steps that keep a draft of what was typed (GSTIN, username; Udyam number or mobile). */
export type IdentityDraftStep = 'gstin' | 'udyam';

export interface IdentityDrafts {
  persist: (step: IdentityDraftStep, values: Record<string, string>) => void;
  clear: (step: IdentityDraftStep) => void;
}

export interface IdentityDeps {
  /** The declarations' typed values, kept like every form step's drafts. */
  drafts: DeclarationDrafts;
  /** The GST and Udyam steps' typed values; without it (path tests of other steps) nothing is kept. */
  identityDrafts?: IdentityDrafts;
  /** Leaves the app for the DigiLocker page; the browser's location by default. */
  redirectTo?: (url: string) => void;
  /** The address the step opened on (the provider page's return); the browser's by default. */
  address?: () => BrowserAddress;
}

const browserAddress = (): BrowserAddress => ({ pathname: window.location.pathname, search: window.location.search });
const leaveFor = (url: string): void => window.location.assign(url);

/**
 * The identity steps with their real actors and rules, keyed by the onboarding machine's
 * sources: `onboardingMachine.provide({ actors: { ...provideIdentitySteps(apiClient, deps) } })`.
 */
export function provideIdentitySteps(client: ApiClient, deps: IdentityDeps) {
  const redirectTo = deps.redirectTo ?? leaveFor;
  // What the applicant typed survives a reload: saved on each change, dropped once verified.
  const keptDraft = (step: IdentityDraftStep) => ({
    persistDraft: (_: unknown, params: { values: Record<string, string> }) =>
      deps.identityDrafts?.persist(step, params.values),
    clearDraft: () => deps.identityDrafts?.clear(step),
  });
  return {
    kyc: kycMachine.provide({
      actors: {
        ...createKycActors(client, deps.address ?? browserAddress),
        otp: provideOtp(createKycOtpActors(client)),
      },
      actions: {
        redirectTo: (_, params) => redirectTo(params.url),
      },
    }),
    gst: gstMachine.provide({
      actors: { ...createGstActors(client), otp: provideOtp(createGstOtpActors(client)) },
      actions: keptDraft('gstin'),
    }),
    udyam: udyamMachine.provide({
      actors: { ...createUdyamActors(client), otp: provideOtp(createUdyamOtpActors(client)) },
      actions: keptDraft('udyam'),
    }),
    dualNameStep: declarationStep(client, 'name', deps.drafts),
    dualDobStep: declarationStep(client, 'dob', deps.drafts),
  };
}

export type IdentitySteps = ReturnType<typeof provideIdentitySteps>;
