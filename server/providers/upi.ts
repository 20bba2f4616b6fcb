// The UPI directory the sandbox plays (NPCI's VPA look-up): which UPI ids exist. Repayments by UPI
// collect and a spend to a supplier's or a merchant's UPI id ask the same directory.

/** A UPI id: a handle, "@", the payment service provider's name. */
export const VPA_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$/;

/** A UPI id the sandbox's directory does not know. */
export const UNKNOWN_VPA_PREFIX = 'unknown';

/** Whether the directory knows this UPI id (of the right shape, and not one it is told not to know). */
export function isKnownVpa(vpa: string): boolean {
  return VPA_PATTERN.test(vpa) && !vpa.startsWith(UNKNOWN_VPA_PREFIX);
}
