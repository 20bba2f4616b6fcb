import type { PaymentFlow } from '../../../machines/payment/types.ts';

// The payment this tab has started and not yet seen finish, so a reload while the bank has not
// answered resumes the status reads instead of offering Pay again. Only the transaction id and
// the place it started from are kept: never the card, the CVV or the UPI id.

const KEY = 'saakh.payment.attempt';
// The idempotency key of a Pay whose answer has not been seen, stored before the call: a reload
// mid-call and the same Pay again reuse it, so the lender replays the first payment. Kept with
// what was asked (purpose, amount, method, bank) only, never the card or the UPI id.
const KEY_IN_FLIGHT = 'saakh.payment.key';

export interface StoredAttempt {
  transactionId: string;
  flow: PaymentFlow;
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function storedAttempt(flow: PaymentFlow): string | null {
  try {
    const parsed = JSON.parse(session()?.getItem(KEY) ?? 'null') as Partial<StoredAttempt> | null;
    return parsed?.flow === flow && typeof parsed.transactionId === 'string' ? parsed.transactionId : null;
  } catch {
    return null;
  }
}

export function keepAttempt(attempt: StoredAttempt): void {
  session()?.setItem(KEY, JSON.stringify({ transactionId: attempt.transactionId, flow: attempt.flow }));
}

export function forgetAttempt(): void {
  session()?.removeItem(KEY);
  session()?.removeItem(KEY_IN_FLIGHT);
}

export interface KeyInFlight {
  idempotencyKey: string;
  flow: PaymentFlow;
  /** What the Pay asked for, without secrets (`payRequestSummary`). */
  request: string;
}

/** The key of an unanswered Pay for the same place and request, if this tab has one. */
export function keyInFlight(flow: PaymentFlow, request: string): string | null {
  try {
    const parsed = JSON.parse(session()?.getItem(KEY_IN_FLIGHT) ?? 'null') as Partial<KeyInFlight> | null;
    return parsed?.flow === flow && parsed.request === request && typeof parsed.idempotencyKey === 'string'
      ? parsed.idempotencyKey
      : null;
  } catch {
    return null;
  }
}

export function keepKeyInFlight(entry: KeyInFlight): void {
  session()?.setItem(
    KEY_IN_FLIGHT,
    JSON.stringify({ idempotencyKey: entry.idempotencyKey, flow: entry.flow, request: entry.request }),
  );
}
