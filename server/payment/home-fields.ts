import type { Database } from 'better-sqlite3';
import { dueFeeOf, feeJson } from './coupons.ts';

/** Home's processingFeeDetails: the fee due now with its breakup (no coupon yet), or null when none is. */
export function processingFeeDetails(db: Database, customerId: string) {
  const fee = dueFeeOf(db, customerId);
  if (!fee) return null;
  const { processingFeeId, amount, gstPercent, gst, total } = feeJson(fee);
  return { processingFeeId, amount, gstPercent, gst, total };
}
