import type { Database } from 'better-sqlite3';
import type { ApplicationRow, CustomerRow } from '../db/customers.ts';
import { onboardingRecords } from '../db/onboarding.ts';
import type { OnboardingFacts, RegistrationKind } from './progression.ts';
import { panRecord } from './decisions.ts';

function registrationKind(type: string | null, skipped: number): RegistrationKind | null {
  if (skipped === 1) return 'skipped';
  if (type === null) return null;
  return type === 'gstin' || type === 'udyam' ? type : 'other';
}

/** What the tables say about an application's onboarding, for the progression rules. */
export function loadFacts(db: Database, application: ApplicationRow, customer: CustomerRow): OnboardingFacts {
  const { state, personal, currentAddress, business, documents, memberships } = onboardingRecords(db, application.id);
  const has = (kind: string) => documents.some((document) => document.kind === kind);
  const panName = state.pan && personal ? panRecord(state.pan, personal.first_name, personal.last_name) : undefined;
  return {
    personalInfo: personal !== undefined,
    kycMode: state.kyc_mode,
    digiLockerVerified: application.digilocker_verified === 1,
    pan: state.pan !== null,
    panNameMatches: panName?.nameMatches ?? true,
    addressProofUploaded: has('addressProof'),
    addressProofNumber: state.address_proof_number !== null,
    personalIdUploaded: has('personalId'),
    dualNameDeclared: state.dual_name_declared === 1,
    dobMismatch: state.dob_mismatch === 1,
    dualDobDeclared: state.dual_dob_declared === 1,
    currentAddress: currentAddress !== undefined,
    businessInfo: business !== undefined,
    registration: registrationKind(state.registration_type, state.registration_skipped),
    skipBusinessRegistration: state.skip_business_registration === 1,
    membershipCount: memberships.length,
    marketplaceDocument: has('marketplaceDocument'),
    marketplaceDocumentSkipped: state.marketplace_document_skipped === 1,
    skipGst: customer.skip_gst === 1,
    gstVerified: state.gst_verified === 1,
    udyamVerified: state.udyam_verified === 1,
    serviceable: state.serviceable === null ? null : state.serviceable === 1,
    skipVideoVerification: state.skip_video_verification === 1,
    videoSkipAllowedByUser: state.video_skip_allowed_by_user === 1,
    selfieUploaded: has('selfie'),
    videoVerified: state.video_verified === 1,
    videoSkipped: state.video_skipped === 1,
    decision: state.decision,
  };
}
