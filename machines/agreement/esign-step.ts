import type { ESignStatus } from '../../rules/agreement.ts';

// What an Aadhaar e-sign status read means for the journey (Cashfree's signer statuses, as the
// lender passes them on): the request is created, then pending while the signer is on the page or
// left it, then signed, failed (declined) or expired. Only the status call decides; the page's
// return query is never read.

export type ESignStep = 'created' | 'pending' | 'signed' | 'failed' | 'expired';

export const ESIGN_STEP = {
  RECEIVED: 'created',
  SIGN_INITIATED: 'pending',
  SIGN_IN_PROGRESS: 'pending',
  SUCCESS: 'signed',
  FAILURE: 'failed',
  EXPIRED: 'expired',
} as const satisfies Record<ESignStatus, ESignStep>;

export function eSignStep(status: ESignStatus): ESignStep {
  return ESIGN_STEP[status];
}
