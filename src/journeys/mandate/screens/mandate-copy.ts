import type { FailureReason, MandateMode } from '../../../../rules/mandate/types.ts';

// The mandate screens' words: each mode as the applicant knows it, each bank refusal in plain
// language with what to do about it.

export const MODE_LABELS: Readonly<Record<MandateMode, string>> = {
  netBanking: 'Net banking',
  debitCard: 'Debit card',
  upiAutopay: 'UPI Autopay',
  nach: 'Physical NACH form',
};

export const MODE_DETAILS: Readonly<Record<MandateMode, string>> = {
  netBanking: 'Approve on your bank’s website. Takes a few minutes.',
  debitCard: 'Approve with your debit card and the OTP your bank sends.',
  upiAutopay: 'Approve the request in your UPI app with your UPI PIN.',
  nach: 'Download a form, sign it, upload a scan. Your bank confirms in 24–48 hours.',
};

export const REASON_MESSAGES: Readonly<Record<FailureReason, string>> = {
  accountBlockedOrClosed:
    'Your bank says this account is blocked or closed. Use an active account, or contact your bank.',
  nameMismatch: 'The name on your bank account does not match your application. Try another way, or contact your bank.',
  amountOverLimit: 'The amount is over your bank’s e-mandate limit. Try UPI Autopay or the physical NACH form.',
  authenticationFailed: 'The bank could not confirm it was you (the password or OTP was not accepted). Try again.',
  declined: 'The UPI mandate was declined in your UPI app.',
};

const EXPIRED = 'The request expired before it was approved. Please try again.';
const GENERAL = 'Your bank did not accept the mandate. Please try again or choose another way.';

// A NACH form the bank declined on review: mostly a signature unlike the one the bank holds.
const NACH_DECLINED =
  'Your bank declined the signed NACH form, usually because the signature differs from the one it holds. ' +
  'Sign a new form as you sign your cheques, or choose another way.';

export function reasonMessage(
  status: string | undefined,
  reason: string | null | undefined,
  mode?: MandateMode | null,
): string {
  if (status === 'expired') return EXPIRED;
  if (reason === 'declined' && mode === 'nach') return NACH_DECLINED;
  return reason && reason in REASON_MESSAGES ? REASON_MESSAGES[reason as FailureReason] : GENERAL;
}

/** A date and time the applicant reads (DD Mon YYYY, hh:mm), in India's time. */
export function whenText(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

/** redirect-mandate's bank-transfers mode (§2 va-accounts). */
export const BANK_TRANSFERS = {
  title: 'A/C details for bank transfers',
  lead:
    'Pay into this account from any bank by NEFT, RTGS or IMPS. ' +
    'It is yours alone, so the lender knows the money is from you.',
  loading: ['Please wait while we fetch', 'your account details'],
} as const;
