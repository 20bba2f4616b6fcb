import type { SandboxDeps } from '../context.ts';
import { HttpError } from '../kit/errors.ts';
import { statement } from '../db/statements.ts';
import { consumeReference } from '../providers/references.ts';
import { PaymentErrorCodes } from './rules.ts';
import { isStale } from './in-flight.ts';
import { endUnconfirmed, readStatus, type PaymentRow } from './store.ts';

// The customer abandons a payment that has not reached the bank (docs/decisions/028, "Abandoning a
// payment"): a card payment still waiting for its OTP, or a net-banking payment whose bank page was
// never answered. It cannot be charged without that step, so it ends at once, failed with
// ABANDONED_REASON: its reservation of the due and the fee's one-payment slot are released in the
// same transaction, its OTP and its gateway reference are spent, and no later answer can move it
// (final statuses stay final). A payment the bank has (pending: a UPI collect request sent, a bank
// page submitted) must be waited for, as real rails say: 409 EPL-40943. Abandoning again answers
// the payment as it is, so the call is idempotent without a key.

export const ABANDONED_REASON = 'You chose another way to pay, so this payment was cancelled. Nothing was charged.';

export const NOT_ABANDONABLE_PENDING =
  'This payment has already reached your bank, so it cannot be cancelled. Please wait for its result.';
export const NOT_ABANDONABLE_PAID = 'This payment has already gone through, so it cannot be cancelled.';

/** Call inside an IMMEDIATE transaction, with the caller's own payment. */
export function abandonPayment(deps: SandboxDeps, payment: PaymentRow, at: string): PaymentRow {
  // A stale payment expires here first (failed, its own reason); a failed one is already over.
  if (isStale(payment, at)) return readStatus(deps.db, payment, at);
  if (payment.status === 'failed') return payment;
  if (payment.status === 'success') {
    throw new HttpError(409, PaymentErrorCodes.notAbandonable, NOT_ABANDONABLE_PAID);
  }
  if (payment.status === 'pending') {
    throw new HttpError(409, PaymentErrorCodes.notAbandonable, NOT_ABANDONABLE_PENDING);
  }
  const read = payment;
  statement(deps.db, 'UPDATE payment_otps SET consumed_at_ms = ? WHERE payment_id = ? AND consumed_at_ms IS NULL').run(
    deps.now(),
    read.id,
  );
  consumeReference(deps, 'payment', read.id, at);
  return endUnconfirmed(deps.db, read, ABANDONED_REASON, at);
}
