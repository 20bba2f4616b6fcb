import { GUARANTOR_STATUSES, type GuarantorStatus } from '../db/guarantors.ts';
import { wrongStep } from './errors.ts';

// Which guarantor call is open at which status, and where it moves the record (§4 Guarantor
// journey). A step already done may be submitted again (Back on the screen) until the next
// provider step has run; a provider step is never re-run once it succeeded.

export type GuarantorStep = 'pan' | 'personalDetails' | 'digiLocker' | 'eSign';

export const STEP_OPEN_AT: Readonly<Record<GuarantorStep, readonly GuarantorStatus[]>> = {
  pan: ['initiated', 'panNumberUpdated', 'personalInfoUpdated'],
  personalDetails: ['panNumberUpdated', 'personalInfoUpdated'],
  digiLocker: ['personalInfoUpdated'],
  eSign: ['digiLockerVerified', 'aadharESigned'],
};

/** The journey's order is the statuses' own (server/db/guarantors.ts). */
const ORDER: readonly GuarantorStatus[] = GUARANTOR_STATUSES;

export function requireStepOpen(status: GuarantorStatus, step: GuarantorStep): void {
  if (!STEP_OPEN_AT[step].includes(status)) {
    throw wrongStep(`This step is not open now: the guarantor's status is ${status}.`);
  }
}

/** A status never moves back: re-submitting PAN after personal details keeps personalInfoUpdated. */
export function forward(current: GuarantorStatus, next: GuarantorStatus): GuarantorStatus {
  return ORDER.indexOf(next) > ORDER.indexOf(current) ? next : current;
}

/** Relations to the applicant a guarantor may declare (GET /v1/guarantor/relation-list). */
export const RELATIONS = [
  'Father',
  'Mother',
  'Spouse',
  'Brother',
  'Sister',
  'Son',
  'Daughter',
  'Relative',
  'Friend',
  'Business partner',
] as const;

/** How long a DigiLocker or e-sign request may wait for the guarantor's decision. */
export const GUARANTOR_REQUEST_TTL_MS = 15 * 60 * 1000;
