import type { Database } from 'better-sqlite3';
import { updateCustomer } from '../db/customers.ts';
import { savePersonalInfo } from '../db/onboarding.ts';
import type { PersonalInfoInput } from './schemas.ts';

/**
 * Saves step-1's details as the lender keeps them (email lower-cased, left-out optionals as
 * null), and the name on the customer: the summary and the rest of the app know the applicant
 * by it. The step and the sandbox's seeding both write through here.
 */
export function recordPersonalInfo(
  db: Database,
  owner: { customerId: string; applicationId: string },
  info: PersonalInfoInput,
  nowIso: string,
): void {
  savePersonalInfo(db, {
    application_id: owner.applicationId,
    first_name: info.firstName,
    last_name: info.lastName,
    date_of_birth: info.dateOfBirth,
    gender: info.gender,
    email: info.email.toLowerCase(),
    marital_status: info.maritalStatus ?? null,
    father_name: info.fatherName ?? null,
    updated_at: nowIso,
  });
  updateCustomer(db, owner.customerId, { first_name: info.firstName, last_name: info.lastName });
}
