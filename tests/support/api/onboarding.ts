import { afterEach, beforeEach, expect } from 'vitest';
import { getHome } from '../../../src/api/home/get-home.ts';
import { ApiError } from '../../../src/api/errors.ts';
import { createHarness, type Harness } from '../sandbox-client.ts';
import { MATCHING_PAN, businessInfo, currentAddress as savedAddress, personalInfo } from '../../fixtures/applicant.ts';
import { PNG_BYTES, WEBM_BYTES, pdfBytes } from '../server/onboarding.ts';

export { GSTIN } from '../../fixtures/applicant.ts';

export { businessInfo, personalInfo };

/** The address lines a request sends; each test says the residence type it saves. */
const { residenceType: _residenceType, ...currentAddress } = savedAddress;
export { currentAddress };

export const PHONE = '9876543210';
export const OTHER_PHONE = '9123456789';
/** The 5th character is the initial of "Verma", so the PAN record carries the applicant's name. */
export const PAN = MATCHING_PAN;

export const aadhaarAddress = {
  line1: '7, Temple Street',
  line2: 'Malleshwaram',
  landmark: 'Near the temple',
  pincode: '560003',
};

// Seeds that put an applicant at a step (docs/api-contract.md "Sandbox control for
// onboarding"). Documents cannot be seeded, so the later steps go the DigiLocker way,
// which replaces the address proof and personal id uploads.
export const AT_KYC_SELECTION = { personalInfo };
export const AT_PAN_KYC = { personalInfo, kycMode: 'manual' };
export const AT_PERSONAL_ADDRESS = {
  personalInfo,
  kycMode: 'digiLocker',
  digiLockerVerified: true,
  pan: PAN,
  aadhaarAddress,
};
export const AT_BUSINESS_PROFILE = {
  ...AT_PERSONAL_ADDRESS,
  currentAddress: { ...currentAddress, residenceType: 'rented' },
};
export const AT_SERVICEABILITY = { ...AT_BUSINESS_PROFILE, businessInfo, registration: { skipped: true } };
export const AT_VIDEO = { ...AT_SERVICEABILITY, serviceable: true };
export const AT_REVIEW = { ...AT_VIDEO, videoVerified: true };

/** One real sandbox per test, its client under test, and the signed-in applicant. */
export function useOnboardingHarness(): { readonly h: Harness } {
  const box: { h: Harness | null } = { h: null };
  beforeEach(() => {
    box.h = createHarness();
  });
  afterEach(() => box.h?.close());
  return {
    get h(): Harness {
      if (!box.h) throw new Error('the harness exists only inside a test');
      return box.h;
    },
  };
}

/** Signs the applicant in, seeds them at a step, and answers their application id. */
export async function applicantAt(
  h: Harness,
  seed: Record<string, unknown> | null = null,
  phone = PHONE,
): Promise<string> {
  await h.signIn(phone);
  if (seed) {
    const response = await h.control('PUT', `/__sandbox/customers/${phone}`, seed);
    if (response.status !== 200) throw new Error(`seed refused: ${response.status} ${await response.text()}`);
  }
  return (await getHome(h.client)).application.id;
}

export async function nextActionOf(h: Harness): Promise<string | null> {
  return (await getHome(h.client)).application.nextAction;
}

export const pngFile = (name = 'photo.png'): File =>
  new File([Uint8Array.from(PNG_BYTES)], name, { type: 'image/png' });
export const webmFile = (name = 'video.webm'): File =>
  new File([Uint8Array.from(WEBM_BYTES)], name, { type: 'video/webm' });
export const textFile = (name = 'notes.pdf'): File =>
  new File(['plain text, not a PDF'], name, { type: 'application/pdf' });
export const emptyFile = (name = 'empty.pdf'): File => new File([], name, { type: 'application/pdf' });
export async function pdfFile(name = 'aadhaar.pdf', text = 'Aadhaar front'): Promise<File> {
  return new File([Uint8Array.from(await pdfBytes(text))], name, { type: 'application/pdf' });
}
/** One byte over the lender's 10 MB, starting like a PDF so only the size is wrong. */
export function oversizedPdf(): File {
  const bytes = new Uint8Array(10 * 1024 * 1024 + 1);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return new File([bytes], 'big.pdf', { type: 'application/pdf' });
}

/** Awaits a call that must fail, and answers its ApiError. */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    (value) => {
      throw new Error(`expected the call to fail, it answered ${JSON.stringify(value)}`);
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** Onboarding errors reach the screen inline: never the popup. */
export function expectNoPopup(h: Harness): void {
  expect(h.recorded.popups).toEqual([]);
}

/** The multipart request the client sent last, for checking field and query. */
export function lastRequest(h: Harness): Request {
  const request = h.recorded.requests.at(-1);
  if (!request) throw new Error('no request was sent');
  return request;
}
