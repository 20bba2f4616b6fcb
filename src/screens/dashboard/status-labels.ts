// §4 application statuses as the applicant reads them. The server decides the status; this
// only names it. An unknown value (a status the lender adds later) is spelled out from its
// camelCase rather than hidden.

const STATUS_LABELS: Readonly<Record<string, string>> = {
  initiated: 'Application started',
  tncAccepted: 'Terms accepted',
  fosSkipped: 'Field visit skipped',
  fosAssigned: 'Field visit assigned',
  addressProofAsPerIdUploaded: 'Address proof uploaded',
  addressProofIdNumberUpdated: 'Address proof updated',
  personalInfoUpdated: 'Personal details added',
  businessRegistrationDetailsUpdated: 'Business registration added',
  businessRegistrationDetailsSkipped: 'Business registration skipped',
  businessInfoUpdated: 'Business details added',
  serviceabilityChecked: 'Location checked',
  digiLockerVerified: 'DigiLocker verified',
  selfieUploaded: 'Selfie uploaded',
  marketplaceDocumentUploadInProgress: 'Marketplace documents uploading',
  marketplaceDocumentUploaded: 'Marketplace documents uploaded',
  croReview: 'Under credit review',
  bankStatementUploaded: 'Bank statement uploaded',
  bankStatementSkipped: 'Bank statement skipped',
  manualBankStatementUploaded: 'Bank statement uploaded',
  bankDetailsUpdated: 'Bank details added',
  chequeUploaded: 'Cheque uploaded',
  documentUploadInProgress: 'Documents uploading',
  documentUploaded: 'Documents uploaded',
  questionnairePending: 'Questionnaire pending',
  questionnaireSubmitted: 'Questionnaire submitted',
  videoVerified: 'Video verified',
  offerSelected: 'Offer selected',
  approved: 'Approved',
  emandatePending: 'e-Mandate pending',
  emandateRegistered: 'e-Mandate registered',
  emandateFailed: 'e-Mandate failed',
  nachDownloaded: 'NACH form downloaded',
  nachUploaded: 'NACH form uploaded',
  nbfcApproved: 'Approved by the lender',
  opsApproved: 'Approved by operations',
  readyForOps: 'Under review',
};

/** 'personalInfo' → 'Personal info'. */
export function humanize(value: string): string {
  const words = value
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function statusLabel(value: string): string {
  return STATUS_LABELS[value] ?? humanize(value);
}

/** §3: the full name is first plus last name; "Hello" alone when the summary has none yet. */
export function greeting(personalInfo: { firstName: string; lastName: string } | null | undefined): string {
  const name = [personalInfo?.firstName, personalInfo?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name ? `Hello, ${name}` : 'Hello';
}
