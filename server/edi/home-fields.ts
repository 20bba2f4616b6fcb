import type { Database } from 'better-sqlite3';
import { asPaise, rupeesFromPaise } from '../kit/money.ts';
import { findEdiOffer, latestDisbursement } from './store.ts';

/**
 * Home's ediDetails (§3, §4): the customer's EDI offer in brief and their latest disbursement request's
 * status, or null without an offer. Recomputed on every read, so a request made (EDI data saved)
 * replaces what home said before.
 */
export function ediDetails(db: Database, customerId: string) {
  const offer = findEdiOffer(db, customerId);
  if (!offer) return null;
  const latest = latestDisbursement(db, customerId);
  return {
    offerId: offer.id,
    maxAmount: rupeesFromPaise(asPaise(offer.max_amount_paise)),
    latest: latest ? { id: latest.id, status: latest.status } : null,
  };
}
