import type { Database } from 'better-sqlite3';
import { getOnboardingState, setOnboardingState } from '../db/onboarding.ts';
import { advance } from '../application/advance.ts';
import { registrationJson } from './present.ts';

/**
 * Records the business's registration, from step-3 or from the GSTIN correction; a number
 * other than the one on record has to be verified again.
 */
export function recordRegistration(
  db: Database,
  applicationId: string,
  registration: { type: string; number: string },
  nowIso: string,
) {
  const before = getOnboardingState(db, applicationId);
  const same = before.registration_type === registration.type && before.registration_number === registration.number;
  setOnboardingState(db, applicationId, {
    registration_type: registration.type,
    registration_number: registration.number,
    registration_skipped: 0,
    gst_verified: same ? undefined : 0,
    udyam_verified: same ? undefined : 0,
  });
  return {
    application: advance(db, applicationId, 'registrationSaved', nowIso),
    registration: registrationJson(getOnboardingState(db, applicationId)),
  };
}
