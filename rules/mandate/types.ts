import type { Paise } from '../money/paise.ts';
import type { ApplicationPosition } from '../onboarding/position.ts';

// The plain types the charts read (ADR 029); the wire schemas in src/api parse into exactly these.

export const MANDATE_MODES = ['netBanking', 'debitCard', 'upiAutopay', 'nach'] as const;
export type MandateMode = (typeof MANDATE_MODES)[number];

/** An attempt's state at the provider (initialised, pending, success, failed; or expired unfinished). */
export const MANDATE_STATES = ['initiated', 'pending', 'success', 'failure', 'expired'] as const;
export type MandateState = (typeof MANDATE_STATES)[number];

/** Why the bank refused (NPCI's AP-code family, and a UPI mandate the customer declined). */
export const FAILURE_REASONS = [
  'accountBlockedOrClosed',
  'nameMismatch',
  'amountOverLimit',
  'authenticationFailed',
  'declined',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

export const MANDATE_OUTCOMES = [
  'none',
  'initiated',
  'pending',
  'success',
  'failure',
  'retryBlocked',
  'alreadyRegistered',
] as const;
export type MandateOutcome = (typeof MANDATE_OUTCOMES)[number];

/** What Availability parses into (src/journeys/mandate/api/schemas.ts). */
export type Availability = {
  bankName: string | null;
  ifsc: string | null;
  maxAmount: Paise;
  modes: { mode: MandateMode; available: boolean; blockedUntil: string | null }[];
};

/** What MandateStarted parses into (src/journeys/mandate/api/schemas.ts). */
export type MandateStarted = { mandateId: string; mode: MandateMode; providerUrl: string | null };

/** What MandateAttempt parses into (src/journeys/mandate/api/schemas.ts). */
export type MandateAttempt = {
  mandateId: string;
  mode: MandateMode;
  status: MandateState;
  reason: string | null;
  createdAt: string;
  decideAt: string | null;
  templateDownloaded: boolean;
  scanUploaded: boolean;
  retryBlockedUntil: string | null;
  providerUrl: string | null;
};

/** What MandateStatus parses into (src/journeys/mandate/api/schemas.ts). */
export type MandateStatus = { registered: boolean; mandate: MandateAttempt | null; application: ApplicationPosition };

/** What VirtualAccount parses into (src/journeys/mandate/api/va-details.ts). */
export type VirtualAccount = { beneficiaryName: string; accountNumber: string; ifsc: string; bankName: string };
