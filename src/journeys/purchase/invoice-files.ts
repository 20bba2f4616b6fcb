// What an invoice's document may be (docs/api-contract.md, "Spends"): a PDF, PNG or JPEG of at most
// 5 MB; checked when it is chosen, so the row says so at once rather than when Pay is tapped.

export const INVOICE_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const MAX_INVOICE_FILE_BYTES = 5 * 1024 * 1024;

export function invoiceFileProblem(file: File): string | null {
  if (!(INVOICE_FILE_TYPES as readonly string[]).includes(file.type))
    return 'Choose a PDF, PNG or JPEG of the invoice.';
  if (file.size === 0) return 'This file is empty. Choose the invoice again.';
  return file.size > MAX_INVOICE_FILE_BYTES ? 'The invoice file must be 5 MB or smaller.' : null;
}
