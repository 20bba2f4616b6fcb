// What the profile's documents page says, in one place so tests read the same sentences.

export const PROFILE_DOCUMENTS = {
  title: 'Your documents',
  lead: 'The bank statements and documents you have shared with your lender.',
  none: 'You have not uploaded any documents yet.',
  statements: 'Bank statements',
  documents: 'Documents',
  loan: 'Your loan documents',
} as const;

/** The lender's documents of the loan, as their links read. */
export const LOAN_DOCUMENT_LABELS = {
  kfs: 'Key Fact Statement',
  sanctionLetter: 'Sanction letter',
  loanAgreement: 'Loan agreement',
  signedAgreement: 'Signed loan agreement',
} as const;

/** How each kind reads on the page; an unknown kind reads as itself. */
export const KIND_LABELS: Readonly<Record<string, string>> = {
  bankStatement: 'Bank statement',
  'application-document': 'Signed application form',
  'shop-photo-inside': 'Shop photo (inside)',
  'shop-photo-front': 'Shop photo (front)',
  'applicant-photo': 'Your photo',
  'business-registration-proof': 'Business registration proof',
  'property-ownership-proof': 'Property ownership proof',
  'security-cheque': 'Security cheque',
  'id-proof': 'Identity proof',
};
