import type { OnboardingStepId } from './screens.ts';
import type { FlagsResponse, HomeResponse } from '../../rules/home.ts';
import type { ApplicationPosition } from '../../rules/onboarding/position.ts';
import type { DraftStepId } from './screens.ts';

/** Typed but unsubmitted step values, as kept in localStorage (versioned, one application). */
export interface OnboardingDrafts {
  version: 1;
  applicationId: string;
  steps: Partial<Record<DraftStepId, Record<string, string>>>;
}

export interface OnboardingEntry {
  pathname: string;
  search: string;
}

export interface OnboardingInput {
  /** The address the actor was created on; honoured once when the position allows its screen. */
  entry: OnboardingEntry;
  /** Drafts read when the actor was created (a reload restores typed input from them). */
  drafts: OnboardingDrafts | null;
}

/**
 * What loading is told: the position the lender's last step answer gave (null on the first
 * load). Home read before that answer is out of date, so whoever holds home reads it again.
 */
export interface LoadApplicationInput {
  known: ApplicationPosition | null;
}

/** What GET /v1/home and /v1/home/flags give the journey. */
export interface ApplicationLoad {
  home: HomeResponse;
  flags: FlagsResponse;
  /** Why the lender refused (its reason code), read when home says the application was rejected. */
  notEligibleReason?: string | null;
}

/** Input of every form step (formStep machine). */
export interface FormStepInput {
  /** Which form step this is: its rules are FORM_RULES[step] (./form-rules.ts). */
  step: OnboardingStepId;
  applicationId: string;
  /** Opened from the review screen's edit link. */
  edit: boolean;
  /** The step's draft, laid over the server's values once they load. */
  draft: Record<string, string> | null;
}

/** Input of the identity steps (DigiLocker, GST, Udyam, video): what home and flags say about them. */
export interface IdentityStepInput {
  applicationId: string;
  home: HomeResponse | null;
  flags: FlagsResponse | null;
  /** What the applicant typed on this step before a reload (GST and Udyam keep drafts). */
  draft?: Record<string, string> | null;
}

/** Input of the serviceability check: the machine's answer comes from the lender. */
export interface ServiceabilityInput {
  applicationId: string;
}
