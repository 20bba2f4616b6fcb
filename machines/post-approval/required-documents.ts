import type { DocumentKind, RequestedDocument } from '../../rules/post-approval/documents.ts';

// Which of the lender's requested documents still stop document-upload-complete: every required
// one the lender does not hold. Optional ones never block, and one held counts whatever its file.

export function missingRequired(
  requested: readonly RequestedDocument[],
  held: Readonly<Partial<Record<DocumentKind, unknown>>>,
): DocumentKind[] {
  return requested.filter((entry) => entry.required && !held[entry.kind]).map((entry) => entry.kind);
}

// "A, B and C": with labels free of commas (the lender's list is checked for that), each item reads
// as one document.
const listOf = (labels: readonly string[]) => new Intl.ListFormat('en-IN', { type: 'conjunction' }).format(labels);

/** The sentence when Continue is pressed before every required document is in. */
export function missingMessage(requested: readonly RequestedDocument[], missing: readonly DocumentKind[]): string {
  const labels = requested.filter((entry) => missing.includes(entry.kind)).map((entry) => entry.label);
  return `Please upload: ${listOf(labels)}`;
}
