import { MANDATE_ERROR_CODES, isAlreadyRegistered } from '../../rules/mandate/error-codes.ts';
import { messageOf } from '../kit/app-call.ts';

// The mandate's own words for the answers a start can get, and the scan's checks.

const KYC_MESSAGE =
  'Your bank could not match your KYC details to this account. Please try another way, such as physical NACH.';

/** 'alreadyRegistered' for a start refused because the mandate exists; else the sentence to show. */
export function startProblem(error: unknown): string {
  if (isAlreadyRegistered(error)) return 'alreadyRegistered';
  // §8: EPL-10000 reaches the caller as the code itself.
  if (error instanceof Error && error.message === MANDATE_ERROR_CODES.kycNotVerified) return KYC_MESSAGE;
  return messageOf(error);
}

const MAX_SCAN_BYTES = 10 * 1024 * 1024;
const SCAN_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** The signed form's scan: a PDF, JPEG or PNG up to 10 MB. */
export function fileProblem(file: File): string | null {
  if (!SCAN_TYPES.includes(file.type)) return 'Upload the signed form as a PDF, JPEG or PNG file';
  if (file.size === 0) return 'This file is empty. Please scan the signed form again';
  if (file.size > MAX_SCAN_BYTES) return 'The file is larger than 10 MB. Please upload a smaller scan';
  return null;
}
