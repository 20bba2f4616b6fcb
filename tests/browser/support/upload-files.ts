import { encryptPdf } from '../../fixtures/pdf/encrypt.ts';
import { makeTextPdf } from '../../fixtures/pdf/make-pdf.ts';
import { MAX_UPLOAD_BYTES } from '../../../src/api/onboarding/documents.ts';
import { FILES, RIGHT_PASSWORD, type FileKind } from '../../support/events/document-upload-events.ts';

// The bytes behind the upload plan's files, made in the test: a real PNG, a real PDF encrypted
// with RC4 (as bank and Aadhaar PDFs are), a PNG one byte over the limit, a text file.

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

// A 1×1 PNG: the lender checks an image's signature, not its pixels.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let locked: Promise<Buffer> | null = null;
const lockedPdf = () => {
  locked ??= makeTextPdf([{ text: 'Aadhaar: Asha Verma' }], 'Aadhaar').then(async (pdf) =>
    Buffer.from(await encryptPdf(pdf, { userPassword: RIGHT_PASSWORD })),
  );
  return locked;
};

export async function payloadOf(kind: FileKind): Promise<FilePayload> {
  const { name, type: mimeType } = FILES[kind];
  switch (kind) {
    case 'photo':
      return { name, mimeType, buffer: PNG };
    case 'locked':
      return { name, mimeType, buffer: await lockedPdf() };
    case 'tooBig':
      return { name, mimeType, buffer: Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - PNG.length)]) };
    case 'wrongType':
      return { name, mimeType, buffer: Buffer.from('Aadhaar number: 1234 5678 9012\n') };
  }
}
