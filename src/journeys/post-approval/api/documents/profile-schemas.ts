import * as v from 'valibot';
import { nonEmptyString } from '../../../../api/non-empty.ts';
import type { ProfileDocuments } from '../../../../../rules/post-approval/documents.ts';
import type { Assert, Equal } from '../../../../api/same-type.ts';

// The profile's documents page, apart from the post-approval documents' schemas so the page's chunk
// carries no upload schema.

/** What the profile's documents page shows of an uploaded file (the answer carries more). */
export const listedDocumentSchema = v.object({
  id: nonEmptyString,
  kind: v.string(),
  fileName: v.string(),
  uploadedAt: v.string(),
});

/** The lender's documents of the loan, readable once its agreement exists. */
export const LOAN_DOCUMENTS = ['kfs', 'sanctionLetter', 'loanAgreement', 'signedAgreement'] as const;

/** The profile's documents page: every statement and document uploaded, and the loan's documents. */
export const profileDocumentsSchema = v.object({
  statements: v.array(listedDocumentSchema),
  documents: v.array(listedDocumentSchema),
  // A document this build does not know is left out rather than failing the page.
  loanDocuments: v.optional(
    v.pipe(
      v.array(v.string()),
      v.transform((kinds) => LOAN_DOCUMENTS.filter((kind) => kinds.includes(kind))),
    ),
    [],
  ),
});

export type ListedDocument = v.InferOutput<typeof listedDocumentSchema>;
type _ProfileDocumentsIsRules = Assert<Equal<ProfileDocuments, v.InferOutput<typeof profileDocumentsSchema>>>;
export type LoanDocument = (typeof LOAN_DOCUMENTS)[number];
