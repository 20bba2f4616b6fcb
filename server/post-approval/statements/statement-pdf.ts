import { PDFDocument } from 'pdf-lib';
import { HttpError } from '../../kit/errors.ts';
import { StatementErrorCodes } from './rules.ts';

// What the sandbox reads from a statement PDF. It has no statement parser: each page stands for
// one month of transactions (docs/sandbox.md), so six months means six pages across the files.

const ENCRYPT_KEY = /\/Encrypt\s/;

/** The page count of a readable, unencrypted PDF; 422 otherwise (the app unlocks protected ones first). */
export async function statementPages(bytes: Uint8Array): Promise<number> {
  const head = Buffer.from(bytes.subarray(0, Math.min(bytes.byteLength, 1024 * 1024))).toString('latin1');
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.byteLength - 4096))).toString('latin1');
  if (ENCRYPT_KEY.test(tail) || ENCRYPT_KEY.test(head)) {
    throw new HttpError(
      422,
      StatementErrorCodes.encryptedPdf,
      'body.file: this PDF is password-protected; unlock it before uploading',
    );
  }
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    return document.getPageCount();
  } catch {
    throw new HttpError(422, StatementErrorCodes.unreadablePdf, 'body.file: this PDF could not be read');
  }
}
