import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import {
  FILE_EMPTY_MESSAGE,
  FILE_SIZE_MESSAGE,
  FILE_TYPE_MESSAGE,
  FILE_UNREADABLE_MESSAGE,
  createUploadActors,
} from '../../../src/journeys/onboarding/actors.ts';
import { DOCUMENT_CONTENT_TYPES, MAX_UPLOAD_BYTES } from '../../../src/api/onboarding/documents.ts';
import type { ApiClient } from '../../../src/api/client.ts';
import { STATEMENT_CONTENT_TYPES } from '../../../rules/post-approval/bank-statement.ts';
import { INCORRECT_PDF_PASSWORD_MESSAGE, PdfPasswordError } from '../../../src/lib/pdf/index.ts';

// The documentUpload slot's real `inspect` actor (src/journeys/onboarding/actors.ts): the checks a
// file passes before anything is sent, and which files go to the PDF password check. The
// sentence it rejects with is what the slot shows under the picker.

const neverCalled = new Proxy({} as ApiClient, {
  get: () => () => {
    throw new Error('inspect must not call the API');
  },
});

function inspectWith(isPasswordProtected: (file: Blob) => Promise<boolean> = async () => false) {
  const asked: string[] = [];
  const { inspect } = createUploadActors(neverCalled, {
    isPasswordProtected: async (file) => {
      asked.push((file as File).name);
      return isPasswordProtected(file);
    },
  });
  const run = (file: File) =>
    toPromise(
      createActor(inspect, { input: { file, accept: DOCUMENT_CONTENT_TYPES, maxBytes: MAX_UPLOAD_BYTES } }).start(),
    );
  return { run, asked };
}

const sized = (bytes: number, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

describe('upload inspect', () => {
  it('refuses an empty file, one over 10 MB, a type the lender does not take, with the sentence to show', async () => {
    const { run, asked } = inspectWith();
    await expect(run(sized(0, 'blank.png', 'image/png'))).rejects.toThrow(FILE_EMPTY_MESSAGE);
    await expect(run(sized(MAX_UPLOAD_BYTES + 1, 'scan.png', 'image/png'))).rejects.toThrow(FILE_SIZE_MESSAGE);
    await expect(run(sized(10, 'notes.txt', 'text/plain'))).rejects.toThrow(FILE_TYPE_MESSAGE);
    expect(asked).toEqual([]);
  });

  it('names only the types the slot takes: a statement slot asks for a PDF', async () => {
    const { inspect } = createUploadActors(neverCalled, { isPasswordProtected: async () => false });
    const input = { file: sized(10, 'scan.png', 'image/png'), accept: STATEMENT_CONTENT_TYPES, maxBytes: 100 };
    await expect(toPromise(createActor(inspect, { input }).start())).rejects.toThrow('Please choose a PDF file');
  });

  it('takes a file of exactly 10 MB, and images without a password check', async () => {
    const { run, asked } = inspectWith();
    await expect(run(sized(MAX_UPLOAD_BYTES, 'scan.jpg', 'image/jpeg'))).resolves.toEqual({ passwordProtected: false });
    expect(asked).toEqual([]);
  });

  it('asks whether a PDF has a password, also one the browser gave no type', async () => {
    const { run, asked } = inspectWith(async () => true);
    await expect(run(sized(10, 'aadhaar.pdf', 'application/pdf'))).resolves.toEqual({ passwordProtected: true });
    await expect(run(sized(10, 'STATEMENT.PDF', ''))).resolves.toEqual({ passwordProtected: true });
    expect(asked).toEqual(['aadhaar.pdf', 'STATEMENT.PDF']);
  });

  it("says a damaged PDF cannot be opened, instead of pdf.js's own words", async () => {
    const { run } = inspectWith(async () => {
      throw new Error('Invalid PDF structure.');
    });
    await expect(run(sized(10, 'statement.pdf', 'application/pdf'))).rejects.toThrow(FILE_UNREADABLE_MESSAGE);
  });

  it('keeps the §5 wrong-password sentence when an unlock fails on the password', async () => {
    const { unlock } = createUploadActors(neverCalled, {
      unlockPdf: async () => {
        throw new PdfPasswordError();
      },
    });
    const file = sized(10, 'statement.pdf', 'application/pdf');
    await expect(toPromise(createActor(unlock, { input: { file, password: 'x' } }).start())).rejects.toThrow(
      INCORRECT_PDF_PASSWORD_MESSAGE,
    );
    const damaged = createUploadActors(neverCalled, {
      unlockPdf: async () => {
        throw new Error('Invalid PDF structure.');
      },
    });
    await expect(toPromise(createActor(damaged.unlock, { input: { file, password: 'x' } }).start())).rejects.toThrow(
      FILE_UNREADABLE_MESSAGE,
    );
  });
});
