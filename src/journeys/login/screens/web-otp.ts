// WebOTP (Chrome on Android): the browser offers the code from the SMS. TypeScript's DOM types
// do not describe it yet, so the small part used here is typed locally.

interface OtpCredentialRequest extends CredentialRequestOptions {
  otp: { transport: ['sms'] };
}

interface OtpCredential {
  code?: string;
}

export function hasWebOtp(): boolean {
  return typeof window !== 'undefined' && 'OTPCredential' in window && typeof navigator.credentials?.get === 'function';
}

/** Waits for an SMS code until `signal` aborts; resolves null when none arrives or the user declines. */
export async function receiveSmsCode(signal: AbortSignal): Promise<string | null> {
  const request: OtpCredentialRequest = { otp: { transport: ['sms'] }, signal };
  try {
    const credential = (await navigator.credentials.get(request)) as OtpCredential | null;
    return credential?.code ?? null;
  } catch {
    // Aborted on leaving the screen, or no permission: the user types the code instead.
    return null;
  }
}
