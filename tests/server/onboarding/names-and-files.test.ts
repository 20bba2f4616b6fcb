import { afterEach, describe, expect, it } from 'vitest';
import { auth, makeSandbox } from '../../support/server/sandbox.ts';
import type { ErrorAnswer, TestSandbox } from '../../support/server/sandbox.ts';
import {
  PNG_BYTES,
  applicant,
  businessInfo,
  currentAddress,
  ok,
  pdfBytes,
  personalInfo,
  seed,
  upload,
} from '../../support/server/onboarding.ts';
import { encryptPdf } from '../../fixtures/pdf/encrypt.ts';
import { logInGuarantor } from '../../support/server/guarantor.ts';

// Issue 27: names carry no control or bidi characters, and a file is what its bytes and its
// declared type say, read whole (a PDF parses, a PNG has its header chunk).

let s: TestSandbox;
afterEach(() => s.close());

async function errorOf(response: Response, status: number): Promise<ErrorAnswer['error']> {
  const body = await response.text();
  expect(response.status, body).toBe(status);
  return (JSON.parse(body) as ErrorAnswer).error;
}

const HIDDEN: [text: string, said: string][] = [
  ['Asha\u202Egpj.exe', 'an invisible right-to-left override (U+202E)'],
  ['Asha\u0000', 'an invisible null character (U+0000)'],
  ['As\u200Fha', 'an invisible right-to-left mark (U+200F)'],
  ['Asha\u2066', 'an invisible left-to-right isolate (U+2066)'],
  ['Asha\u061C', 'an invisible Arabic letter mark (U+061C)'],
  ['As\u0085ha', 'an invisible control character (U+0085)'],
  ['As\u001Bha', 'an invisible control character (U+001B)'],
];

describe('names with invisible characters are refused, saying which character', () => {
  it('personal info: first, last and father’s name; nothing is stored', async () => {
    s = makeSandbox();
    const a = await applicant(s);
    const path = `/v4${a.app}/personal-info`;
    for (const field of ['firstName', 'lastName', 'fatherName']) {
      for (const [text, said] of HIDDEN) {
        const error = await errorOf(
          await s.call('PATCH', path, { ...personalInfo, [field]: text }, auth(a.token)),
          400,
        );
        expect(error).toEqual({ code: 'EPL-40000', message: `body.${field}: contains ${said}; please remove it` });
      }
    }
    expect(s.db.prepare('SELECT first_name FROM customers').get()).toEqual({ first_name: null });
    await ok(s.call('PATCH', path, personalInfo, auth(a.token)));
  });

  it('the business name, a QA seed and a guarantor’s full name', async () => {
    s = makeSandbox();
    const a = await applicant(s);
    await seed(s, a.phone, {
      personalInfo,
      kycMode: 'digiLocker',
      digiLockerVerified: true,
      pan: 'ABCPV1234K',
      currentAddress,
    });
    const business = await s.call(
      'PATCH',
      `/v3${a.app}/business-info`,
      { ...businessInfo, businessName: 'Asha Traders\u202E' },
      auth(a.token),
    );
    expect((await errorOf(business, 400)).message).toContain('right-to-left override (U+202E)');
    const seeded = await s.call('PUT', `/__sandbox/customers/${a.phone}`, {
      personalInfo: { ...personalInfo, lastName: 'V\u0000' },
    });
    expect((await errorOf(seeded, 400)).message).toBe(
      'body.personalInfo.lastName: contains an invisible null character (U+0000); please remove it',
    );
    const g = await logInGuarantor(s, '9123400001');
    expect(
      (await s.call('POST', `/v1/guarantor/${g.guarantorId}/pan`, { panNumber: 'abcpv1234k' }, g.headers)).status,
    ).toBe(200);
    const details = {
      fullName: 'Ravi\u2067 Verma',
      dateOfBirth: '1975-06-01',
      email: 'r@example.com',
      relation: 'Brother',
    };
    const guarantor = await s.call('POST', `/v1/guarantor/${g.guarantorId}/personal-details`, details, g.headers);
    expect((await errorOf(guarantor, 400)).message).toBe(
      'body.fullName: contains an invisible right-to-left isolate (U+2067); please remove it',
    );
    expect(s.db.prepare('SELECT full_name FROM guarantor_details').get()).toEqual({ full_name: null });
  });
});

describe('uploaded files', () => {
  async function atDocuments() {
    s = makeSandbox();
    const a = await applicant(s);
    await seed(s, a.phone, { personalInfo, kycMode: 'manual' });
    return { a, path: `/v3${a.app}/address-proof?documentType=passport` };
  }

  it('a file name with a bidi override or a control character is refused, saying which', async () => {
    const { a, path } = await atDocuments();
    const spoofed = await upload(s, 'POST', path, a.token, { bytes: PNG_BYTES, name: 'passport\u202Efdp.png' });
    expect(await errorOf(spoofed, 400)).toEqual({
      code: 'EPL-40000',
      message: 'body.file: the file name contains an invisible right-to-left override (U+202E); please rename the file',
    });
    // A control character cannot stand in a multipart header at all: the part is refused as unreadable.
    const nul = await upload(s, 'POST', path, a.token, { bytes: PNG_BYTES, name: 'pass\u0000port.png' });
    expect(await errorOf(nul, 400)).toEqual({
      code: 'EPL-40000',
      message: "body: a part's headers could not be read; a file name must not contain control characters",
    });
    expect(s.count('onboarding_documents')).toBe(0);
  });

  it('"%PDF-" and then anything is no PDF; a PNG signature without its header chunk is no PNG', async () => {
    const { a, path } = await atDocuments();
    const fakes = [
      new TextEncoder().encode('%PDF-1.7\nnot really a PDF at all\n%%EOF\n'),
      new TextEncoder().encode('%PDF-1.4\n%%EOF\n'),
      PNG_BYTES.slice(0, 8),
      Uint8Array.from([...PNG_BYTES.slice(0, 8), ...new Array<number>(40).fill(0)]),
      Uint8Array.from([0xff, 0xd8, 0xff, 0x00, 0x00]),
    ];
    for (const bytes of fakes) {
      const error = await errorOf(await upload(s, 'POST', path, a.token, { bytes, name: 'passport.pdf' }), 415);
      expect(error.code).toBe('EPL-41500');
    }
    const fake = await upload(s, 'POST', path, a.token, { bytes: fakes[0] as Uint8Array, name: 'p.pdf' });
    expect((await errorOf(fake, 415)).message).toBe('body.file: the file starts like a PDF but cannot be read as one');
    expect(s.count('onboarding_documents')).toBe(0);
  });

  it('a file declared as another known type is refused; an unlabelled one goes by its bytes', async () => {
    const { a, path } = await atDocuments();
    const mislabelled = await upload(s, 'POST', path, a.token, { bytes: PNG_BYTES, name: 'p.jpg', type: 'image/jpeg' });
    expect((await errorOf(mislabelled, 415)).message).toBe(
      'body.file: the file is sent as a JPEG image but its content is a PNG image',
    );
    const asPdf = await upload(s, 'POST', path, a.token, { bytes: PNG_BYTES, name: 'p.pdf', type: 'application/pdf' });
    expect((await errorOf(asPdf, 415)).message).toContain('sent as a PDF but its content is a PNG image');
    await ok(upload(s, 'POST', path, a.token, { bytes: PNG_BYTES, name: 'p.png', type: 'image/png' }));
    await ok(upload(s, 'POST', path, a.token, { bytes: PNG_BYTES, name: 'scan' }));
  });

  it('a real PDF is taken, and so is a password-protected one (recognised as a PDF, ADR 005)', async () => {
    const { a, path } = await atDocuments();
    const plain = await pdfBytes('Passport');
    await ok(upload(s, 'POST', path, a.token, { bytes: plain, name: 'passport.pdf', type: 'application/pdf' }));
    for (const cipher of ['rc4-128', 'aes-128'] as const) {
      const locked = await encryptPdf(plain, { userPassword: 'ABCPV1234K', cipher });
      await ok(upload(s, 'POST', path, a.token, { bytes: locked, name: 'locked.pdf', type: 'application/pdf' }));
    }
  });
});
