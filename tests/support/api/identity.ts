import type { Harness } from '../sandbox-client.ts';
import { BASE_URL } from '../sandbox-client.ts';
import { gstinCheckCharacter } from '../../../rules/identity/gstin.ts';
import { verhoeffCheckDigit } from '../../../rules/identity/aadhaar.ts';
import { AT_KYC_SELECTION, PAN, aadhaarAddress, businessInfo, currentAddress, personalInfo } from './onboarding.ts';

export const aadhaarOf = (first11: string): string => `${first11}${verhoeffCheckDigit(first11)}`;
export const gstinOf = (first14: string): string => `${first14}${gstinCheckCharacter(first14)}`;

/** Seeds (docs/api-contract.md "Sandbox control for onboarding") that put an applicant at an identity step. */
export const AT_DIGILOCKER = { ...AT_KYC_SELECTION, kycMode: 'digiLocker' };
const AFTER_KYC = {
  personalInfo,
  kycMode: 'digiLocker',
  digiLockerVerified: true,
  pan: PAN,
  aadhaarAddress,
  currentAddress: { ...currentAddress, residenceType: 'rented' },
  businessInfo,
};
export const atGstin = (gstin: string) => ({
  ...AFTER_KYC,
  registration: { registrationType: 'gstin', registrationNumber: gstin },
});
export const atUdyam = (udyam: string) => ({
  ...AFTER_KYC,
  registration: { registrationType: 'udyam', registrationNumber: udyam },
});
/** The PAN's 5th letter is not the surname's initial, so the PAN record carries another name. */
export const AT_DUAL_NAME = {
  personalInfo,
  kycMode: 'digiLocker',
  digiLockerVerified: true,
  pan: 'ABCPS1234K',
  aadhaarAddress,
};

export async function sandboxOtp(h: Harness, phone: string): Promise<string> {
  const answer = await h.control('GET', `/__sandbox/otp/${phone}`);
  return ((await answer.json()) as { otp: string }).otp;
}

export const wrongOf = (otp: string): string => String((Number(otp) + 1) % 10_000).padStart(4, '0');

/** Presses Approve or Deny on the simulated DigiLocker page, as the browser would; answers the return address. */
export async function decideOnProviderPage(
  h: Harness,
  url: string,
  decision: 'approve' | 'deny',
  dobDiffers = false,
): Promise<string> {
  const { searchParams } = new URL(url);
  const requestId = searchParams.get('requestId') ?? '';
  // The page acts on the request's one-time reference, which the lender put in the url.
  const ref = searchParams.get('ref') ?? '';
  const form = new URLSearchParams({ requestId, ref, decision, ...(dobDiffers ? { dobDiffers: 'on' } : {}) });
  const answer = await h.fetch(
    new Request(`${BASE_URL}/v1/sandbox-digilocker/authorize`, {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  );
  if (answer.status !== 303) throw new Error(`the provider page answered ${answer.status}`);
  return answer.headers.get('location') ?? '';
}
