import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { createCanvas } from '@napi-rs/canvas';
import { encryptPdf, type PdfCipher } from '../../fixtures/pdf/encrypt.ts';
import { makeTextPdf } from '../../fixtures/pdf/make-pdf.ts';
import { nodePdfJsOptions, nodePdfTools, pdfjs } from '../../fixtures/pdf/node-pdf-tools.ts';
import { INCORRECT_PDF_PASSWORD_MESSAGE, PdfPasswordError, isPdfPasswordError } from '../../../src/lib/pdf/index.ts';

const PASSWORD = 'AAPFU0939F';
const FILE_NAME = 'HDFC statement Apr-Sep.pdf';
const PAGES = [{ text: 'Statement page one' }, { text: 'Statement page two' }] as const;

const tools = nodePdfTools();

async function encryptedStatement(cipher: PdfCipher): Promise<File> {
  const encrypted = await encryptPdf(await makeTextPdf(PAGES), {
    userPassword: PASSWORD,
    ownerPassword: 'bank-owner',
    cipher,
  });
  return new File([encrypted as Uint8Array<ArrayBuffer>], FILE_NAME, { type: 'application/pdf' });
}

async function openWithoutPassword(file: Blob) {
  return pdfjs.getDocument({ ...nodePdfJsOptions, data: new Uint8Array(await file.arrayBuffer()) }).promise;
}

async function pageText(
  document: Awaited<ReturnType<typeof openWithoutPassword>>,
  pageNumber: number,
): Promise<string> {
  const content = await (await document.getPage(pageNumber)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('');
}

/** Renders a page at scale 1 and returns a pixel reader (RGB) in top-left coordinates. */
async function rasterise(document: Awaited<ReturnType<typeof openWithoutPassword>>, pageNumber: number) {
  const page = await document.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 1 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
  const { data, width } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  return (x: number, y: number) => {
    const offset = (y * width + x) * 4;
    return [data[offset]!, data[offset + 1]!, data[offset + 2]!] as const;
  };
}

describe('the encrypted fixture', () => {
  it.each(['rc4-128', 'aes-128'] as const)('%s: hides the text and needs the password in pdfjs', async (cipher) => {
    const file = await encryptedStatement(cipher);
    const raw = Buffer.from(await file.arrayBuffer()).toString('latin1');
    expect(raw).toContain('/Encrypt');
    expect(raw).not.toContain('Bank statement');
    await expect(openWithoutPassword(file)).rejects.toMatchObject({
      name: 'PasswordException',
      code: pdfjs.PasswordResponses.NEED_PASSWORD,
    });
    const opened = await pdfjs.getDocument({
      ...nodePdfJsOptions,
      data: new Uint8Array(await file.arrayBuffer()),
      password: PASSWORD,
    }).promise;
    expect(await pageText(opened, 2)).toBe('Statement page two');
    expect((await opened.getMetadata()).info).toMatchObject({ Title: 'Bank statement' });
    await opened.destroy();
  });
});

describe('isPasswordProtected', () => {
  it.each(['rc4-128', 'aes-128'] as const)('is true for a %s encrypted PDF', async (cipher) => {
    expect(await tools.isPasswordProtected(await encryptedStatement(cipher))).toBe(true);
  });

  it('is false for a plain PDF', async () => {
    const plain = new Blob([(await makeTextPdf(PAGES)) as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
    expect(await tools.isPasswordProtected(plain)).toBe(false);
  });

  it('is false for a PDF encrypted with an empty user password (opens without asking)', async () => {
    const encrypted = await encryptPdf(await makeTextPdf(PAGES), { userPassword: '', ownerPassword: 'owner-only' });
    expect(await tools.isPasswordProtected(new Blob([encrypted as Uint8Array<ArrayBuffer>]))).toBe(false);
  });

  it('rejects, rather than answering, for a file that is not a PDF', async () => {
    const notPdf = new Blob(['this is a JPEG, honestly'], { type: 'application/pdf' });
    await expect(tools.isPasswordProtected(notPdf)).rejects.toMatchObject({ name: 'InvalidPDFException' });
  });
});

describe('unlockPdf', () => {
  it.each(['rc4-128', 'aes-128'] as const)('%s: a wrong password gives the §5 message', async (cipher) => {
    const file = await encryptedStatement(cipher);
    const attempt = tools.unlockPdf(file, 'AAPFU0939G');
    await expect(attempt).rejects.toBeInstanceOf(PdfPasswordError);
    await expect(attempt).rejects.toThrow('Incorrect password. Please enter correct password');
  });

  it('treats an empty password as a wrong one', async () => {
    const error = await tools.unlockPdf(await encryptedStatement('rc4-128'), '').catch((caught: unknown) => caught);
    expect(isPdfPasswordError(error)).toBe(true);
    expect((error as Error).message).toBe(INCORRECT_PDF_PASSWORD_MESSAGE);
  });

  it.each(['rc4-128', 'aes-128'] as const)(
    '%s: the right password gives an image-only PDF with the same name that opens without one',
    async (cipher) => {
      const progress: string[] = [];
      const unlocked = await tools.unlockPdf(await encryptedStatement(cipher), PASSWORD, {
        onProgress: (rendered, total) => progress.push(`${rendered}/${total}`),
      });

      expect(unlocked).toBeInstanceOf(File);
      expect(unlocked.name).toBe(FILE_NAME);
      expect(unlocked.type).toBe('application/pdf');
      expect(progress).toEqual(['1/2', '2/2']);
      expect(await tools.isPasswordProtected(unlocked)).toBe(false);

      const rebuilt = await openWithoutPassword(unlocked);
      expect(rebuilt.numPages).toBe(2);
      for (const pageNumber of [1, 2]) {
        const page = await rebuilt.getPage(pageNumber);
        // Scale 1: the page keeps the source's size in points (A4).
        expect(page.view[2]).toBeCloseTo(595.28, 1);
        expect(page.view[3]).toBeCloseTo(841.89, 1);
        // No text layer left; the page paints exactly one image.
        expect(await pageText(rebuilt, pageNumber)).toBe('');
        const { fnArray } = await page.getOperatorList();
        expect(fnArray.filter((fn) => fn === pdfjs.OPS.paintImageXObject)).toHaveLength(1);
        expect(fnArray).not.toContain(pdfjs.OPS.showText);
      }

      // The image holds the rendered page, not a blank: blue band, white margin, dark text.
      const pixel = await rasterise(rebuilt, 1);
      const [r, g, b] = pixel(100, 80);
      expect(Math.abs(r - 26)).toBeLessThan(20);
      expect(Math.abs(g - 77)).toBeLessThan(20);
      expect(Math.abs(b - 153)).toBeLessThan(20);
      expect(pixel(10, 10).every((channel) => channel > 240)).toBe(true);
      let darkPixels = 0;
      for (let y = 175; y < 200; y += 1) {
        for (let x = 40; x < 300; x += 1) if (pixel(x, y).every((channel) => channel < 90)) darkPixels += 1;
      }
      expect(darkPixels).toBeGreaterThan(200);
      await rebuilt.destroy();

      // And other PDF software reads it as an ordinary, unencrypted document.
      const reloaded = await PDFDocument.load(new Uint8Array(await unlocked.arrayBuffer()));
      expect(reloaded.getPageCount()).toBe(2);
      expect(reloaded.isEncrypted).toBe(false);
    },
  );

  it('keeps each page its own size and renders rotated pages upright', async () => {
    const pdf = await makeTextPdf([
      { text: 'Letter page', size: [612, 792] },
      { text: 'Turned page', size: [595.28, 841.89], rotate: 90 },
    ]);
    const encrypted = await encryptPdf(pdf, { userPassword: PASSWORD, cipher: 'aes-128' });
    const unlocked = await tools.unlockPdf(new File([encrypted as Uint8Array<ArrayBuffer>], 'mixed.pdf'), PASSWORD);
    const rebuilt = await PDFDocument.load(new Uint8Array(await unlocked.arrayBuffer()));
    const [letter, turned] = rebuilt.getPages();
    expect(letter!.getSize()).toEqual({ width: 612, height: 792 });
    expect(turned!.getWidth()).toBeCloseTo(841.89, 1);
    expect(turned!.getHeight()).toBeCloseTo(595.28, 1);
    expect(turned!.getRotation().angle).toBe(0);
  });
});
