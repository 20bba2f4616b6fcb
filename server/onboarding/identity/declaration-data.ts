/** Reference data for declarations (same for everyone; docs/api-contract.md, "Declarations"). */

export type DeclarationTopic = 'name' | 'dob';

export type DualDocument = { code: string; label: string; declarations: readonly DeclarationTopic[] };

/** Documents that can back a declaration that two names, or two dates of birth, are the same person's. */
export const DUAL_DOCUMENTS: readonly DualDocument[] = [
  { code: 'passport', label: 'Passport', declarations: ['name', 'dob'] },
  { code: 'voterId', label: 'Voter ID', declarations: ['name', 'dob'] },
  { code: 'drivingLicence', label: 'Driving licence', declarations: ['name', 'dob'] },
  { code: 'marriageCertificate', label: 'Marriage certificate', declarations: ['name'] },
  { code: 'gazetteNotification', label: 'Gazette notification of a name change', declarations: ['name'] },
  { code: 'birthCertificate', label: 'Birth certificate', declarations: ['dob'] },
  { code: 'schoolLeavingCertificate', label: 'School leaving certificate', declarations: ['dob'] },
];

export function documentFits(code: string, topic: DeclarationTopic): boolean {
  return DUAL_DOCUMENTS.some((document) => document.code === code && document.declarations.includes(topic));
}

/** The declaration an applicant makes when the terms were explained in a language they read. */
export const VERNACULAR_DECLARATIONS = [
  {
    language: 'en',
    label: 'English',
    text:
      'The terms of this application were read out and explained to me in a language I understand, ' +
      'and I have understood them.',
  },
  {
    language: 'hi',
    label: 'हिन्दी',
    text: 'इस आवेदन की शर्तें मुझे मेरी समझ की भाषा में पढ़कर सुनाई और समझाई गई हैं, और मैंने उन्हें समझ लिया है।',
  },
  {
    language: 'mr',
    label: 'मराठी',
    // Prettier measures Devanagari by display width and would join these past 120 characters.
    // prettier-ignore
    text:
      'या अर्जाच्या अटी मला समजणाऱ्या भाषेत वाचून दाखवल्या आणि समजावून सांगितल्या आहेत, ' +
      'आणि मी त्या समजून घेतल्या आहेत.',
  },
] as const;

export const VERNACULAR_LANGUAGES = VERNACULAR_DECLARATIONS.map((declaration) => declaration.language);
