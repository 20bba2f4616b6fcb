import type { Database } from 'better-sqlite3';
import { statement } from './statements.ts';
import { updateColumns } from './update-columns.ts';

/** Row access for the onboarding tables (migration 3). Callers own the transaction. */

export type PersonalInfoRow = {
  application_id: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  gender: string;
  email: string;
  marital_status: string | null;
  father_name: string | null;
  updated_at: string;
};

export type AddressKind = 'current' | 'aadhaar';

export type AddressRow = {
  application_id: string;
  kind: AddressKind;
  line1: string;
  line2: string | null;
  landmark: string | null;
  pincode: string;
  city: string;
  state: string;
  residence_type: string | null;
  same_as_aadhaar: number;
  updated_at: string;
};

export type BusinessRow = {
  application_id: string;
  business_name: string;
  business_type: string;
  business_category: string;
  ownership_type: string;
  educational_qualification: string;
  annual_turnover: number;
  business_start_date: string;
  business_pincode: string;
  updated_at: string;
};

export type MembershipRow = {
  application_id: string;
  marketplace_name: string;
  position: number;
  seller_since: string;
  average_monthly_sales: number;
};

export const DOCUMENT_KINDS = ['addressProof', 'personalId', 'marketplaceDocument', 'selfie', 'video'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export type DocumentRow = {
  id: string;
  application_id: string;
  kind: DocumentKind;
  document_type: string;
  side: string;
  file_name: string;
  size: number;
  content_type: string;
  sha256: string;
  uploaded_at: string;
};

export type OnboardingStateRow = {
  application_id: string;
  kyc_mode: 'digiLocker' | 'manual' | null;
  pan: string | null;
  address_proof_type: string | null;
  address_proof_number: string | null;
  dual_name_declared: number;
  dob_mismatch: number;
  dual_dob_declared: number;
  registration_type: string | null;
  registration_number: string | null;
  registration_skipped: number;
  skip_business_registration: number;
  marketplace_document_skipped: number;
  gst_verified: number;
  udyam_verified: number;
  serviceable: number | null;
  serviceability_pincode: string | null;
  serviceability_reason: string | null;
  location_json: string | null;
  skip_video_verification: number;
  video_skip_allowed_by_user: number;
  video_verified: number;
  video_skipped: number;
  video_id: string | null;
  decision: 'approved' | 'underReview' | 'notEligible' | null;
  decision_reason: string | null;
  decided_amount: number | null;
  submitted_at: string | null;
};

const stateColumns = [
  'kyc_mode',
  'pan',
  'address_proof_type',
  'address_proof_number',
  'dual_name_declared',
  'dob_mismatch',
  'dual_dob_declared',
  'registration_type',
  'registration_number',
  'registration_skipped',
  'skip_business_registration',
  'marketplace_document_skipped',
  'gst_verified',
  'udyam_verified',
  'serviceable',
  'serviceability_pincode',
  'serviceability_reason',
  'location_json',
  'skip_video_verification',
  'video_skip_allowed_by_user',
  'video_verified',
  'video_skipped',
  'video_id',
  'decision',
  'decision_reason',
  'decided_amount',
  'submitted_at',
] as const satisfies readonly (keyof OnboardingStateRow)[];

export type OnboardingStatePatch = Partial<Pick<OnboardingStateRow, (typeof stateColumns)[number]>>;

/** The state row, as defaults when no step has run yet (nothing is inserted by reading). */
export function getOnboardingState(db: Database, applicationId: string): OnboardingStateRow {
  const row = statement(db, 'SELECT * FROM onboarding_state WHERE application_id = ?').get(applicationId) as
    OnboardingStateRow | undefined;
  if (row) return row;
  return {
    application_id: applicationId,
    kyc_mode: null,
    pan: null,
    address_proof_type: null,
    address_proof_number: null,
    dual_name_declared: 0,
    dob_mismatch: 0,
    dual_dob_declared: 0,
    registration_type: null,
    registration_number: null,
    registration_skipped: 0,
    skip_business_registration: 0,
    marketplace_document_skipped: 0,
    gst_verified: 0,
    udyam_verified: 0,
    serviceable: null,
    serviceability_pincode: null,
    serviceability_reason: null,
    location_json: null,
    skip_video_verification: 0,
    video_skip_allowed_by_user: 0,
    video_verified: 0,
    video_skipped: 0,
    video_id: null,
    decision: null,
    decision_reason: null,
    decided_amount: null,
    submitted_at: null,
  };
}

/** Applies the given columns; `null` clears, `undefined` leaves alone. */
export function setOnboardingState(db: Database, applicationId: string, patch: OnboardingStatePatch): void {
  statement(db, 'INSERT OR IGNORE INTO onboarding_state (application_id) VALUES (?)').run(applicationId);
  updateColumns(db, 'onboarding_state', applicationId, stateColumns, patch);
}

export function findPersonalInfo(db: Database, applicationId: string): PersonalInfoRow | undefined {
  return statement(db, 'SELECT * FROM onboarding_personal_info WHERE application_id = ?').get(applicationId) as
    PersonalInfoRow | undefined;
}

export function savePersonalInfo(db: Database, row: PersonalInfoRow): void {
  statement(
    db,
    `INSERT INTO onboarding_personal_info (application_id, first_name, last_name, date_of_birth, gender, email,
       marital_status, father_name, updated_at)
     VALUES (@application_id, @first_name, @last_name, @date_of_birth, @gender, @email, @marital_status,
       @father_name, @updated_at)
     ON CONFLICT (application_id) DO UPDATE SET first_name = excluded.first_name, last_name = excluded.last_name,
       date_of_birth = excluded.date_of_birth, gender = excluded.gender, email = excluded.email,
       marital_status = excluded.marital_status, father_name = excluded.father_name, updated_at = excluded.updated_at`,
  ).run(row);
}

export function findAddress(db: Database, applicationId: string, kind: AddressKind): AddressRow | undefined {
  return statement(db, 'SELECT * FROM onboarding_addresses WHERE application_id = ? AND kind = ?').get(
    applicationId,
    kind,
  ) as AddressRow | undefined;
}

export function saveAddress(db: Database, row: AddressRow): void {
  statement(
    db,
    `INSERT INTO onboarding_addresses (application_id, kind, line1, line2, landmark, pincode, city, state,
       residence_type, same_as_aadhaar, updated_at)
     VALUES (@application_id, @kind, @line1, @line2, @landmark, @pincode, @city, @state, @residence_type,
       @same_as_aadhaar, @updated_at)
     ON CONFLICT (application_id, kind) DO UPDATE SET line1 = excluded.line1, line2 = excluded.line2,
       landmark = excluded.landmark, pincode = excluded.pincode, city = excluded.city, state = excluded.state,
       residence_type = excluded.residence_type, same_as_aadhaar = excluded.same_as_aadhaar,
       updated_at = excluded.updated_at`,
  ).run(row);
}

export function findBusiness(db: Database, applicationId: string): BusinessRow | undefined {
  return statement(db, 'SELECT * FROM onboarding_business WHERE application_id = ?').get(applicationId) as
    BusinessRow | undefined;
}

export function saveBusiness(db: Database, row: BusinessRow): void {
  statement(
    db,
    `INSERT INTO onboarding_business (application_id, business_name, business_type, business_category,
       ownership_type, educational_qualification, annual_turnover, business_start_date, business_pincode, updated_at)
     VALUES (@application_id, @business_name, @business_type, @business_category, @ownership_type,
       @educational_qualification, @annual_turnover, @business_start_date, @business_pincode, @updated_at)
     ON CONFLICT (application_id) DO UPDATE SET business_name = excluded.business_name,
       business_type = excluded.business_type, business_category = excluded.business_category,
       ownership_type = excluded.ownership_type, educational_qualification = excluded.educational_qualification,
       annual_turnover = excluded.annual_turnover, business_start_date = excluded.business_start_date,
       business_pincode = excluded.business_pincode, updated_at = excluded.updated_at`,
  ).run(row);
}

export function listMemberships(db: Database, applicationId: string): MembershipRow[] {
  return statement(db, 'SELECT * FROM onboarding_memberships WHERE application_id = ? ORDER BY position').all(
    applicationId,
  ) as MembershipRow[];
}

export function replaceMemberships(
  db: Database,
  applicationId: string,
  memberships: readonly { marketplaceName: string; sellerSince: string; averageMonthlySales: number }[],
): void {
  statement(db, 'DELETE FROM onboarding_memberships WHERE application_id = ?').run(applicationId);
  const insert = statement(
    db,
    `INSERT INTO onboarding_memberships
       (application_id, marketplace_name, position, seller_since, average_monthly_sales)
     VALUES (?, ?, ?, ?, ?)`,
  );
  memberships.forEach((membership, position) =>
    insert.run(
      applicationId,
      membership.marketplaceName,
      position,
      membership.sellerSince,
      membership.averageMonthlySales,
    ),
  );
}

const documentColumns =
  'id, application_id, kind, document_type, side, file_name, size, content_type, sha256, uploaded_at';

export function listDocuments(db: Database, applicationId: string, kind?: DocumentKind): DocumentRow[] {
  if (kind) {
    return statement(
      db,
      `SELECT ${documentColumns} FROM onboarding_documents
         WHERE application_id = ? AND kind = ? ORDER BY uploaded_at, id`,
    ).all(applicationId, kind) as DocumentRow[];
  }
  return statement(
    db,
    `SELECT ${documentColumns} FROM onboarding_documents WHERE application_id = ? ORDER BY uploaded_at, id`,
  ).all(applicationId) as DocumentRow[];
}

export function findDocumentBytes(db: Database, documentId: string): Buffer | undefined {
  const row = statement(db, 'SELECT bytes FROM onboarding_documents WHERE id = ?').get(documentId) as
    { bytes: Buffer } | undefined;
  return row?.bytes;
}

/** A re-upload of the same kind, type and side replaces the earlier file. */
export function saveDocument(db: Database, row: DocumentRow & { bytes: Uint8Array }): void {
  statement(
    db,
    'DELETE FROM onboarding_documents WHERE application_id = ? AND kind = ? AND document_type = ? AND side = ?',
  ).run(row.application_id, row.kind, row.document_type, row.side);
  statement(
    db,
    `INSERT INTO onboarding_documents (id, application_id, kind, document_type, side, file_name, size, content_type,
       sha256, bytes, uploaded_at)
     VALUES (@id, @application_id, @kind, @document_type, @side, @file_name, @size, @content_type, @sha256, @bytes,
       @uploaded_at)`,
  ).run({ ...row, bytes: Buffer.from(row.bytes) });
}

/** Everything recorded for an application's onboarding: what the review shows and the progression rules read. */
export function onboardingRecords(db: Database, applicationId: string) {
  return {
    state: getOnboardingState(db, applicationId),
    personal: findPersonalInfo(db, applicationId),
    currentAddress: findAddress(db, applicationId, 'current'),
    aadhaarAddress: findAddress(db, applicationId, 'aadhaar'),
    business: findBusiness(db, applicationId),
    documents: listDocuments(db, applicationId),
    memberships: listMemberships(db, applicationId),
  };
}
