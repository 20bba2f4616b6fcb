import { PAISE_PER_POINT, POINTS_CAP_PER_SPEND } from './schemes.ts';

// The ledger's rules (ADR 054), pure so they are tested on their own.

/** Points a settled supplier payment earns: a point per full ₹100, capped per payment. */
export const pointsForSpend = (amountPaise: number): number =>
  Math.min(POINTS_CAP_PER_SPEND, Math.floor(amountPaise / PAISE_PER_POINT));

export interface Lot {
  id: string;
  points: number;
  at: string;
  expiresAt: string | null;
}

/**
 * What is left of each earned lot after every point spent so far (redeemed or expired) has been
 * taken oldest lot first: what a lot that reaches its expiry still holds is what expires.
 */
export function unspentOf(lots: readonly Lot[], spent: number): Map<string, number> {
  const left = new Map<string, number>();
  let toTake = spent;
  for (const lot of [...lots].sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id))) {
    const taken = Math.min(lot.points, toTake);
    toTake -= taken;
    left.set(lot.id, lot.points - taken);
  }
  return left;
}
