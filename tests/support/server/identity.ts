import { auth, json, latestOtp, wrongCode } from './sandbox.ts';
import type { ErrorAnswer, TestSandbox } from './sandbox.ts';
import { applicant, businessInfo, currentAddress, ok, personalInfo, seed } from './onboarding.ts';
import type { Applicant, Position } from './onboarding.ts';
import { gstinCheckCharacter } from '../../../rules/identity/gstin.ts';
import { verhoeffCheckDigit } from '../../../rules/identity/aadhaar.ts';

export { wrongCode, latestOtp };

export type Answer = { application: Position } & Record<string, unknown>;

/** A GSTIN with a correct check character for the given first 14 characters. */
export const gstinOf = (first14: string): string => `${first14}${gstinCheckCharacter(first14)}`;

/** A 12-digit Aadhaar number with its Verhoeff check digit. */
export const aadhaarOf = (first11: string): string => `${first11}${verhoeffCheckDigit(first11)}`;

/** Swaps the last character for another, so the check no longer holds. */
export const spoilLast = (value: string, alphabet = '0123456789'): string => {
  const last = value.slice(-1);
  const other = [...alphabet].find((character) => character !== last) ?? '0';
  return `${value.slice(0, -1)}${other}`;
};

export async function errorOf(
  response: Promise<Response> | Response,
): Promise<{ status: number; code: string; message: string }> {
  const answer = await response;
  const body = await json<ErrorAnswer>(answer);
  return { status: answer.status, code: body.error.code, message: body.error.message };
}

/** An applicant whose KYC, address and business profile are done, registered with `registration`. */
export async function atRegistration(
  s: TestSandbox,
  registration: { registrationType: string; registrationNumber: string },
  phone = '9876543210',
): Promise<Applicant & { h: Record<string, string> }> {
  const a = await applicant(s, phone);
  await seed(s, phone, {
    personalInfo,
    digiLockerVerified: true,
    kycMode: 'digiLocker',
    pan: 'ABCPV1234K',
    currentAddress,
    businessInfo,
    registration,
  });
  return { ...a, h: auth(a.token) };
}

/** An applicant who chose DigiLocker and is at the `digiLocker` step. */
export async function atDigiLocker(
  s: TestSandbox,
  phone = '9876543210',
): Promise<Applicant & { h: Record<string, string> }> {
  const a = await applicant(s, phone);
  const h = auth(a.token);
  await ok(s.call('PATCH', `/v4${a.app}/personal-info`, personalInfo, h));
  await ok(s.call('PATCH', `/v1${a.app}/personal-kyc`, { kycMode: 'digiLocker' }, h));
  return { ...a, h };
}

export function applicationRow(s: TestSandbox, id: string): Record<string, unknown> {
  return s.db
    .prepare('SELECT status, sub_status, next_action, digilocker_verified FROM applications WHERE id = ?')
    .get(id) as Record<string, unknown>;
}
