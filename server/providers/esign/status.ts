// The Aadhaar e-sign provider's requests, the same for every document the lender sends it (the
// loan agreement, the application form): a third party's rules, so no journey's own.
//
// Aadhaar e-sign requests (Cashfree's signer statuses): created (RECEIVED), the signer opened the
// page (SIGN_INITIATED), left it without deciding (SIGN_IN_PROGRESS), then signed, refused or
// expired. Only SUCCESS signs; a request that was never decided expires after ESIGN_TTL_MS.
export const ESIGN_STATUSES = [
  'RECEIVED',
  'SIGN_INITIATED',
  'SIGN_IN_PROGRESS',
  'SUCCESS',
  'FAILURE',
  'EXPIRED',
] as const;
export type ESignStatus = (typeof ESIGN_STATUSES)[number];

export const ESIGN_TTL_MS = 30 * 60 * 1000;

const SETTLED: readonly ESignStatus[] = ['SUCCESS', 'FAILURE', 'EXPIRED'];

export function isSettled(status: ESignStatus): boolean {
  return SETTLED.includes(status);
}

/** The status as the clock reads it: an undecided request past its expiry has expired. */
export function eSignStatusAt(stored: ESignStatus, expiresAtMs: number, nowMs: number): ESignStatus {
  if (isSettled(stored)) return stored;
  return expiresAtMs <= nowMs ? 'EXPIRED' : stored;
}
