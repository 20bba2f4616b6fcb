import type { PaymentFlow } from '../../../machines/payment/types.ts';

// The payment this tab has started and not yet seen finish, so a reload while the bank has not
// answered resumes the status reads instead of offering Pay again. Only the transaction id and
// the place it started from are kept: never the card, the CVV or the UPI id.

const KEY = 'saakh.payment.attempt';

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
}
