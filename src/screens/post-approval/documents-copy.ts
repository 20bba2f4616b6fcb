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
