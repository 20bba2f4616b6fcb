import * as v from 'valibot';

// The profile's documents page, apart from the post-approval documents' schemas so the page's chunk
// carries no upload schema.

/** What the profile's documents page shows of an uploaded file (the answer carries more). */
export const listedDocumentSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  kind: v.string(),
  fileName: v.string(),
  uploadedAt: v.string(),
});

/** The profile's documents page: every statement and document the applicant has uploaded. */
export const profileDocumentsSchema = v.object({
  statements: v.array(listedDocumentSchema),
  documents: v.array(listedDocumentSchema),
});

export type ListedDocument = v.InferOutput<typeof listedDocumentSchema>;
export type ProfileDocuments = v.InferOutput<typeof profileDocumentsSchema>;
