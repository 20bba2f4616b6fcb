import { createHmac, randomBytes, scryptSync } from 'node:crypto';

// A card PIN is kept only as scrypt of the PIN keyed with the server secret and a salt of its own
// (ADR 051): a leaked table alone cannot be brute-forced offline over 10,000 values. The PIN is
// never logged, never answered and never kept anywhere else.

export function pinHashOf(secret: string, pin: string): { hash: string; salt: string } {
  const salt = randomBytes(16).toString('hex');
  const hash = scryptSync(createHmac('sha256', secret).update(pin).digest(), salt, 32).toString('hex');
  return { hash, salt };
}
