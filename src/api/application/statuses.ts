// The application statuses of §4, as the lender sends them in `status` (home wraps it as
// `status.value`). Machines map them to screens (machines/onboarding/status-screen.ts), so the
// list lives in the API layer, where machines may import it; src/routes re-exports it for route
// metadata.

export const APPLICATION_STATUSES = [
  'initiated',
  'tncAccepted',
  'fosSkipped',
  'fosAssigned',
  'addressProofAsPerIdUploaded',
  'addressProofIdNumberUpdated',
  'personalInfoUpdated',
  'businessRegistrationDetailsUpdated',
  'businessRegistrationDetailsSkipped',
  'businessInfoUpdated',
  'serviceabilityChecked',
  'digiLockerVerified',
  'selfieUploaded',
  'marketplaceDocumentUploadInProgress',
  'marketplaceDocumentUploaded',
  'croReview',
  'bankStatementUploaded',
  'bankStatementSkipped',
  'manualBankStatementUploaded',
  'bankDetailsUpdated',
  'chequeUploaded',
  'documentUploadInProgress',
  'documentUploaded',
  'questionnairePending',
  'questionnaireSubmitted',
  'videoVerified',
  'offerSelected',
  'approved',
  'emandatePending',
  'emandateRegistered',
  'emandateFailed',
  'nachDownloaded',
  'nachUploaded',
  'nbfcApproved',
  'opsApproved',
  'readyForOps',
] as const;

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

const known: ReadonlySet<string> = new Set(APPLICATION_STATUSES);

/** The wire carries a plain string: a status this build does not know is not an ApplicationStatus. */
export function isApplicationStatus(value: string | null | undefined): value is ApplicationStatus {
  return value !== null && value !== undefined && known.has(value);
}
