// What the documents screens say, in one place so tests read the same sentences.

export const DOCUMENTS_COPY = {
  upload: { title: 'Upload documents', lead: 'Your lender needs these documents to set up your loan.' },
  additional: {
    title: 'Additional documents',
    lead: 'Your lender has reviewed your documents and needs a few more.',
  },
  loadTitle: 'Documents',
  optional: 'Optional',
} as const;

/** The application form's card (ADR 023): e-sign first, a printed and signed copy as the fallback. */
export const FORM_COPY = {
  title: 'Your application form',
  lead: 'Your lender made this form from your application. Sign it with Aadhaar e-sign, or print and sign it.',
  sign: 'Sign with Aadhaar e-sign',
  download: 'Download the form',
  downloading: 'Preparing your form…',
  leaving: 'Taking you to Aadhaar e-sign…',
  uploadHint: 'Or print the form, sign it and upload a photo or scan (PDF, JPG or PNG).',
  declined: 'The e-sign was declined. Sign again, or upload a signed copy.',
  expired: 'The e-sign request expired before it was signed. Please sign again.',
  unfinished: 'Your e-sign is not finished. Sign again, or upload a signed copy.',
  signedOn: (day: string) => `Signed with Aadhaar e-sign on ${day}.`,
} as const;
