import type { LoginVariant } from '../../api/marketplace/schemas.ts';

// §1 login marketing copy. Which lines show depends on the marketplace the visitor came from:
// the two partner variants hide the 0% interest line, and the shipping partner leads with
// cash on delivery.

export interface LoginCopy {
  headline: string;
  tagline: string;
  creditLimit: string;
  /** null when the variant hides it. */
  interest: string | null;
  points: readonly string[];
}

export type LoginCopyVariant = LoginVariant | 'default';

const POINTS = ['Instant approval and quick activation', 'Simple and paperless documentation'] as const;

export function loginCopy(variant: LoginCopyVariant): LoginCopy {
  const partner = variant === 'partner' || variant === 'partnerShipping';
  return {
    headline: variant === 'partnerShipping' ? 'Instant cash on delivery powered by Saakh' : 'Instant business credit',
    tagline: 'A credit line for India’s small businesses',
    creditLimit: 'Up to ₹25 lakhs credit limit',
    interest: partner ? null : 'at 0% interest',
    points: POINTS,
  };
}

/** A branded visit without a variant from the lender reads like a plain marketplace. */
export function copyVariantOf(info: { loginVariant?: LoginVariant | null } | null): LoginCopyVariant {
  if (!info) return 'default';
  return info.loginVariant ?? 'marketplace';
}
