import type { Database } from 'better-sqlite3';
import { updateApplication } from '../../db/customers.ts';
import { findAddress, saveAddress, setOnboardingState } from '../../db/onboarding.ts';
import type { PersonalInfoRow } from '../../db/onboarding.ts';
import { findIdentityRecord, saveIdentityRecord } from '../../db/identity.ts';
import type { IdentityRecordRow } from '../../db/identity.ts';
import { advance } from '../../application/advance.ts';
import type { ApplicationAnswer } from '../../application/advance.ts';
import { addressJson } from '../present.ts';
import { aadhaarIdentity, sandboxAadhaarAddress } from './rules.ts';

export type DigiLockerAnswer =
  | { status: 'pending'; requestId: string }
  | { status: 'failed'; requestId: string; reason: 'denied' | 'expired' }
  | {
      status: 'verified';
      requestId: string;
      source: IdentityRecordRow['source'];
      name: string;
      dateOfBirth: string;
      gender: string;
      maskedAadhaar: string;
      aadhaarAddress: ReturnType<typeof addressJson>;
    };

/** The verified answer from what is stored (a repeated status call moves nothing). */
export function verifiedAnswer(db: Database, applicationId: string, requestId: string): DigiLockerAnswer {
  const identity = findIdentityRecord(db, applicationId);
  const address = findAddress(db, applicationId, 'aadhaar');
  if (!identity || !address) throw new Error('a verified DigiLocker request left no identity record');
  return {
    status: 'verified',
    requestId,
    source: identity.source,
    name: identity.name,
    dateOfBirth: identity.date_of_birth,
    gender: identity.gender,
    maskedAadhaar: identity.masked_aadhaar,
    aadhaarAddress: addressJson(address),
  };
}

/**
 * Writes what DigiLocker verified (docs/sandbox.md, "Identity steps") and moves the
 * application; call inside the request's transaction.
 */
export function recordDigiLockerVerified(
  db: Database,
  personal: PersonalInfoRow,
  input: { requestId: string; source: IdentityRecordRow['source']; maskedAadhaar: string; dobDiffers: boolean },
  nowIso: string,
): { application: ApplicationAnswer; digiLocker: DigiLockerAnswer } {
  const id = personal.application_id;
  const identity = aadhaarIdentity(personal, input.dobDiffers);
  updateApplication(db, id, { digilocker_verified: 1 }, nowIso);
  saveAddress(db, {
    application_id: id,
    kind: 'aadhaar',
    ...sandboxAadhaarAddress(),
    residence_type: null,
    same_as_aadhaar: 0,
    updated_at: nowIso,
  });
  saveIdentityRecord(db, {
    application_id: id,
    source: input.source,
    name: identity.name,
    date_of_birth: identity.dateOfBirth,
    gender: identity.gender,
    masked_aadhaar: input.maskedAadhaar,
    verified_at: nowIso,
  });
  // The KYC was done through DigiLocker whatever was chosen first; a new answer replaces an old mismatch.
  setOnboardingState(db, id, { kyc_mode: 'digiLocker', dob_mismatch: input.dobDiffers ? 1 : 0 });
  return {
    application: advance(db, id, 'digiLockerVerified', nowIso),
    digiLocker: verifiedAnswer(db, id, input.requestId),
  };
}
