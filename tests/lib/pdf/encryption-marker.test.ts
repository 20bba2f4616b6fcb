import { afterEach, describe, expect, it, vi } from 'vitest';
import { encryptPdf, type PdfCipher } from '../../fixtures/pdf/encrypt.ts';
import { makeTextPdf } from '../../fixtures/pdf/make-pdf.ts';
import { nodePdfTools } from '../../fixtures/pdf/node-pdf-tools.ts';
import { mayBePasswordProtected } from '../../../src/lib/pdf/encryption-marker.ts';

// The browser build of the tools cannot run in Node; the Node build stands in for it, and the
// spy tells whether the app's check fetched the tools at all.
const tools = vi.hoisted(() => ({ checked: [] as Blob[], check: null as null | ((file: Blob) => Promise<boolean>) }));
vi.mock('../../../src/lib/pdf/pdf-tools.ts', () => ({
  isPasswordProtected: (file: Blob) => {
    tools.checked.push(file);
    return tools.check ? tools.check(file) : Promise.reject(new Error('no check installed'));
  },
  unlockPdf: () => Promise.reject(new Error('not used here')),
}));
const { isPasswordProtected } = await import('../../../src/lib/pdf/index.ts');

const PAGES = [{ text: 'Statement page one' }] as const;
const plainPdf = async () => new Blob([(await makeTextPdf(PAGES)) as Uint8Array<ArrayBuffer>]);
const encryptedPdf = async (cipher: PdfCipher, userPassword = 'AAPFU0939F') =>
  new Blob([(await encryptPdf(await makeTextPdf(PAGES), { userPassword, cipher })) as Uint8Array<ArrayBuffer>]);

afterEach(() => {
  tools.checked.length = 0;
  tools.check = null;
});

describe('mayBePasswordProtected', () => {
  it('is false for a plain PDF', async () => {
    expect(await mayBePasswordProtected(await plainPdf())).toBe(false);
  });

  it.each(['rc4-128', 'aes-128'] as const)('is true for a %s encrypted PDF', async (cipher) => {
    expect(await mayBePasswordProtected(await encryptedPdf(cipher))).toBe(true);
  });

  it('is true for an owner-only encrypted PDF, which pdfjs then opens without a password', async () => {
    expect(await mayBePasswordProtected(await encryptedPdf('rc4-128', ''))).toBe(true);
  });

  it('is true for bytes that are not a PDF, so pdfjs rejects them as before', async () => {
    expect(await mayBePasswordProtected(new Blob(['this is a JPEG, honestly']))).toBe(true);
  });

  it('finds the header after leading junk, and an /Encrypt anywhere in the file', async () => {
    const junk = new Uint8Array(1000).fill(0x20);
    expect(await mayBePasswordProtected(new Blob([junk, (await makeTextPdf(PAGES)) as Uint8Array<ArrayBuffer>]))).toBe(
      false,
    );
    const late = new Blob(['%PDF-1.7\n', 'x'.repeat(50_000), 'trailer << /Encrypt 9 0 R >>']);
    expect(await mayBePasswordProtected(late)).toBe(true);
  });
});

describe("the app's isPasswordProtected", () => {
  it('answers a plain PDF without fetching the PDF tools', async () => {
    expect(await isPasswordProtected(await plainPdf())).toBe(false);
    expect(tools.checked).toHaveLength(0);
  });

  it('asks the PDF tools when the file may be protected, and gives their answer', async () => {
    const node = nodePdfTools();
    tools.check = (file) => node.isPasswordProtected(file);
    expect(await isPasswordProtected(await encryptedPdf('aes-128'))).toBe(true);
    expect(await isPasswordProtected(await encryptedPdf('rc4-128', ''))).toBe(false);
    expect(tools.checked).toHaveLength(2);
  });
});
